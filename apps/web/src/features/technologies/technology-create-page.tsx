import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { leaveWithoutAsking } from '../../components/unsaved-changes.tsx';
import { useCreateTechnology } from './technologies-api.ts';
import { TechnologyForm } from './technology-form.tsx';

/** Create Technology. */
export function TechnologyCreatePage() {
  const navigate = useNavigate();
  const create = useCreateTechnology();
  return (
    <Stack>
      <PageTitle>Create Technology</PageTitle>
      <TechnologyForm
        submitLabel="Create Technology"
        submitting={create.isPending}
        onCancel={() => navigate('/technologies')}
        onSubmit={(body, form) =>
          create.submit(form, body, {
            onSuccess: (technology) => navigate(`/technologies/${technology.id}`, leaveWithoutAsking),
          })
        }
      />
    </Stack>
  );
}
