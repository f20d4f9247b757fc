import { Center, Loader, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title.tsx';
import { useCompanyProfile } from './company-profile-api.ts';
import { CompanyProfileForm } from './company-profile-form.tsx';

export function CompanyProfilePage() {
  const profile = useCompanyProfile();
  return (
    <Stack>
      <PageTitle>Company Profile</PageTitle>
      <Text size="sm" c="dimmed">
        Shown on the cover, in the header and footer and in the disclaimer of the Word reports; custom report templates
        use it through the Company tags of the template guide.
      </Text>
      {profile.data ? (
        <CompanyProfileForm profile={profile.data} />
      ) : (
        <Center py="xl">{profile.isLoading && <Loader size="sm" />}</Center>
      )}
    </Stack>
  );
}
