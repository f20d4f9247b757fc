import { providerSignInMessages, type Session, type SignInOptions } from '@backoffice/contracts';
import { Button, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../api/api-error.ts';
import { finishProviderSignIn, signInOptions } from './auth-api.ts';

/** The sign-in button's link: the API sends the browser on to the provider's sign-in page. */
const startPath = '/api/auth/oidc/start';

/**
 * Sign-in through the company's identity provider: which provider the server offers, and, once the
 * provider has sent the browser back (`/login?signIn=provider`), the session it gives (handed to
 * `onSession`) or its refusal in words.
 */
export function useProviderSignIn(onSession: (session: Session) => void) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returned = searchParams.get('signIn') === 'provider';
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [finishing, setFinishing] = useState(returned);
  const [refusal, setRefusal] = useState<string | null>(null);
  const finished = useRef(false);

  useEffect(() => {
    let live = true;
    signInOptions().then(
      (answer) => live && setOptions(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!returned || finished.current) return;
    finished.current = true;
    // The provider's answer is spent once: a reload shows the plain sign-in page.
    navigate('/login', { replace: true });
    finishProviderSignIn().then(onSession, (error: unknown) => {
      setFinishing(false);
      setRefusal((isApiError(error) && errorText(error.body)) || providerSignInMessages.cancelled);
    });
  }, [returned, navigate, onSession]);

  return { provider: options?.oidc ?? null, finishing, refusal };
}

/** Below the password form: 'Sign in with {name}', which opens the provider's sign-in page. */
export function ProviderSignInButton({ name, loading }: { name: string; loading: boolean }) {
  return (
    <>
      <Text ta="center" size="sm" c="dimmed" my="sm">
        or
      </Text>
      <Button component="a" href={startPath} variant="default" fullWidth loading={loading}>
        {providerSignInMessages.button(name)}
      </Button>
    </>
  );
}
