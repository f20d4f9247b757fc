import { catalogueMessages } from '@backoffice/contracts';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notify.ts';
import { PageTitle } from '../../components/page-title.tsx';
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
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (technology) => {
              notify.success(catalogueMessages.technologyCreated);
              navigate(`/technologies/${technology.id}`);
            },
          })
        }
      />
    </Stack>
  );
}
