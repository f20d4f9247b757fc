import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { leaveWithoutAsking } from '../../components/unsaved-changes.tsx';
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
        onSubmit={(body, form) =>
          createUser.submit(form, body, { onSuccess: () => navigate('/users', leaveWithoutAsking) })
        }
      />
    </Stack>
  );
}
