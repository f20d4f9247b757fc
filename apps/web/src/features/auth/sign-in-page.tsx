import { messages, type Session } from '@backoffice/contracts';
import { Anchor, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { clearQueryCaches } from '../../api/query-client-source.ts';
import { AppButton } from '../../components/app-button.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid } from '../../components/form-validation.ts';
import { notify } from '../../components/notify.ts';
import { notifyServerErrors } from '../../components/server-errors.ts';
import { useSubmitGuard } from '../../components/submit-guard.ts';
import { requestToken } from '../../session/session-api.ts';
import { sessionStore } from '../../session/session-store.ts';
import { validateSignIn } from './auth-form-rules.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ProviderSignInButton, useProviderSignIn } from './provider-sign-in.tsx';

export function SignInPage() {
  const navigate = useNavigate();
  const guard = useSubmitGuard();
  const [loading, setLoading] = useState(false);
  const form = useForm({ initialValues: { username: '', password: '' }, validate: validateSignIn });

  useEffect(() => {
    sessionStore.clear();
    clearQueryCaches();
  }, []);

  const signedIn = useCallback(
    (session: Session) => {
      sessionStore.set(session);
      navigate('/', { replace: true });
    },
    [navigate],
  );
  const providerSignIn = useProviderSignIn(signedIn);

  const submit = form.onSubmit(async (values) => {
    if (!guard.tryEnter()) {
      notify.warning(messages.doubleSubmit);
      return;
    }
    setLoading(true);
    try {
      signedIn(await requestToken(values.username.trim(), values.password));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401 || error.status === 403) notify.error(messages.wrongCredentials);
      else notifyServerErrors(form, error);
    } finally {
      setLoading(false);
    }
  }, notifyFormInvalid);

  return (
    <AuthLayout title="Sign in">
      {providerSignIn.refusal && (
        <Text role="alert" c="red.9" fw={500} mb="md">
          {providerSignIn.refusal}
        </Text>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput {...fieldProps(form, 'username', 'E-mail')} type="email" autoComplete="username" autoFocus />
          <PasswordInput {...fieldProps(form, 'password', 'Password')} autoComplete="current-password" />
          <Group justify="space-between">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot Password?
            </Anchor>
            <AppButton type="submit" loading={loading}>
              Sign In
            </AppButton>
          </Group>
        </Stack>
      </form>
      {providerSignIn.provider && (
        <ProviderSignInButton name={providerSignIn.provider.name} loading={providerSignIn.finishing} />
      )}
    </AuthLayout>
  );
}
