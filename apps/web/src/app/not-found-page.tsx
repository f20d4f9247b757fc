import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">The page you are looking for does not exist.</Text>
      <Anchor component={Link} to="/">
        Go to the front page
      </Anchor>
    </Stack>
  );
}
