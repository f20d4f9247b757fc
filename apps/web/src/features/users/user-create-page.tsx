import { messages } from '@backoffice/contracts';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notify.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { UserForm } from './user-form.tsx';
import { useCreateUser } from './users-api.ts';

export function UserCreatePage() {
  const navigate = useNavigate();
  const createUser = useCreateUser();
  return (
    <Stack>
      <PageTitle>Create User</PageTitle>
      <UserForm
        mode="create"
        submitting={createUser.isPending}
        onSubmit={(body) =>
          createUser.mutate(body, {
            onSuccess: () => {
              notify.success(messages.userCreated);
              navigate('/users');
            },
          })
        }
      />
    </Stack>
  );
}
