import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { useMe } from './profile-api.ts';
import { ProfileForm } from './profile-form.tsx';

export function ProfilePage() {
  const me = useMe();
  return (
    <Stack>
      <PageTitle>My Profile</PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {me.data ? <ProfileForm user={me.data} /> : <Center py="xl">{me.isLoading && <Loader size="sm" />}</Center>}
        <ChangePasswordCard />
      </SimpleGrid>
    </Stack>
  );
}
