import { Alert, Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid } from '../../components/form-validation.ts';
import { applyServerErrors } from '../../components/server-errors.ts';
import { forgotPassword } from './auth-api.ts';
import { validateForgotPassword } from './auth-form-rules.ts';
import { AuthLayout } from './auth-layout.tsx';

export function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const form = useForm({ initialValues: { username: '' }, validate: validateForgotPassword });

  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    try {
      const result = await forgotPassword(values.username.trim(), {
        fieldErrors: (error) => applyServerErrors(form, error),
      });
      setAnswer(result.message);
    } catch {
      // the failure is already shown by the http client
    } finally {
      setLoading(false);
    }
  }, notifyFormInvalid);

  return (
    <AuthLayout title="Forgot password">
      {answer ? (
        <Stack>
          <Alert color="green">{answer}</Alert>
          <Anchor component={Link} to="/login">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              Enter your e-mail address and we will send you a link to reset your password.
            </Text>
            <TextInput {...fieldProps(form, 'username', 'E-mail')} type="email" autoComplete="username" autoFocus />
            <Group justify="space-between">
              <Anchor component={Link} to="/login" size="sm">
                Back to sign in
              </Anchor>
              <AppButton type="submit" loading={loading}>
                Send Reset Link
              </AppButton>
            </Group>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
