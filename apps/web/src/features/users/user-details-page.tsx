import { Center, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { leaveWithoutAsking } from '../../components/unsaved-changes.tsx';
import { useRecord } from '../../components/use-record.ts';
import { sessionStore, useCurrentUser } from '../../session/session-store.ts';
import { UserForm } from './user-form.tsx';
import { useDeleteUser, useReloadUser, useUpdateUser, useUser } from './users-api.ts';

export function UserDetailsPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const signedIn = useCurrentUser();
  const user = useUser(id);
  const updateUser = useUpdateUser(id);
  const deleteUser = useDeleteUser();
  const reload = useReloadUser(id);
  const [confirming, setConfirming] = useState(false);

  useRecord(user);
  if (!user.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const ownRecord = user.data.id === signedIn?.id;

  const remove = () =>
    deleteUser.mutate(
      { id, version: user.data?.version },
      {
        onSuccess: () => navigate('/users', leaveWithoutAsking),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack>
      <PageTitle>Edit User</PageTitle>
      <UserForm
        key={user.data.id}
        mode="edit"
        user={user.data}
        reload={reload}
        submitting={updateUser.isPending}
        onSubmit={(body, form, options) =>
          updateUser.submit(form, body, {
            ...options,
            onSuccess: (updated, ...rest) => {
              if (ownRecord) sessionStore.setUser(updated);
              return options.onSuccess?.(updated, ...rest);
            },
          })
        }
        actions={
          !ownRecord && (
            <AppButton variant="tertiary" onClick={() => setConfirming(true)}>
              Delete
            </AppButton>
          )
        }
      />
      <ConfirmDialog
        opened={confirming}
        message={`Are you sure you want to delete the user ${user.data.fullName}?`}
        loading={deleteUser.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
