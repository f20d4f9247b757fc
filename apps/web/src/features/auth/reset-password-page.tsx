import { messages } from '@backoffice/contracts';
import { Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../api/api-error.ts';
import { AppButton } from '../../components/app-button.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid } from '../../components/form-validation.ts';
import { notify } from '../../components/notify.ts';
import { notifyServerErrors } from '../../components/server-errors.ts';
import { resetPassword } from './auth-api.ts';
import { validateResetPassword } from './auth-form-rules.ts';
import { AuthLayout } from './auth-layout.tsx';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const form = useForm({
    initialValues: { username: searchParams.get('email') ?? '', password: '', confirmPassword: '' },
    validate: validateResetPassword,
  });

  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    try {
      const result = await resetPassword({
        username: values.username.trim(),
        password: values.password,
        resetPasswordToken: token,
      });
      notify.success(result.message);
      navigate('/login', { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 400 && errorText(error.body)) {
        notify.error(messages.invalidResetLink);
        navigate('/forgot-password', { replace: true });
      } else {
        notifyServerErrors(form, error);
      }
    } finally {
      setLoading(false);
    }
  }, notifyFormInvalid);

  return (
    <AuthLayout title="Set a new password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput {...fieldProps(form, 'username', 'E-mail')} type="email" autoComplete="username" />
          <PasswordInput {...fieldProps(form, 'password', 'New Password')} autoComplete="new-password" />
          <PasswordInput {...fieldProps(form, 'confirmPassword', 'Confirm Password')} autoComplete="new-password" />
          <Group justify="space-between">
            <Anchor component={Link} to="/login" size="sm">
              Back to sign in
            </Anchor>
            <AppButton type="submit" loading={loading}>
              Set Password
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
