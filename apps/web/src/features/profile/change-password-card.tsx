import { Card, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateWith } from '../../components/form-validation.ts';
import { useUnsavedChanges } from '../../components/unsaved-changes.tsx';
import { useCurrentUser } from '../../session/session-store.ts';
import { useChangePassword } from './profile-api.ts';

const changePasswordForm = contractSchema((contracts) => contracts.changePasswordForm);

export function ChangePasswordCard() {
  const change = useChangePassword();
  const user = useCurrentUser();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateWith(changePasswordForm),
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    change.submit(form, { currentPassword, newPassword }, { onSuccess: () => form.reset() });
  }, notifyFormInvalid);

  return (
    <Card withBorder padding="lg">
      <CardTitle mb="md">Change Password</CardTitle>
      <form onSubmit={submit} noValidate>
        <Stack>
          <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
          <PasswordInput {...fieldProps(form, 'currentPassword', 'Current Password')} autoComplete="current-password" />
          <PasswordInput {...fieldProps(form, 'newPassword', 'New Password')} autoComplete="new-password" />
          <PasswordInput {...fieldProps(form, 'confirmPassword', 'Confirm Password')} autoComplete="new-password" />
          <Group justify="flex-end">
            <AppButton type="submit" loading={change.isPending}>
              Change Password
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
