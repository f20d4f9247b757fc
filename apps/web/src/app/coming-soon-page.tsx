import { Text } from '@mantine/core';
import { PageTitle } from '../components/page-title.tsx';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Text c="dimmed">Coming soon.</Text>
    </>
  );
}
