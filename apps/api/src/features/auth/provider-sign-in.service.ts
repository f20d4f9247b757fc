import { providerSignInMessages } from '@backoffice/contracts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { recordChanges, staffActor } from '../history/index.ts';
import { findActiveUser, findActiveUserCredentials, toUserDto } from '../users/index.ts';
import type { AuthDeps } from './auth.service.ts';
import { ProviderSignInFailure } from './identity-provider.http.ts';

/** GET auth/sign-in-options: the provider's button shows while its sign-in works. */
export async function signInOptions(deps: AuthDeps) {
  const provider = deps.identityProvider;
  const ready = provider ? await provider.ready() : null;
  return { password: true as const, oidc: provider && ready ? { name: provider.name } : null };
}

/**
 * POST auth/oidc/token: the provider's answer (kept by the callback) checked against the flow that
 * started it. Only an active user whose e-mail matches, case aside, and whose e-mail the provider has
 * verified is signed in: the same session as a password sign-in, and the user's history says so.
 * Every refusal creates nothing.
 */
export async function finishProviderSignIn(deps: AuthDeps, flow: string | undefined, answer: string | undefined) {
  const provider = deps.identityProvider;
  if (!provider) throw badRequest(providerSignInMessages.cancelled);
  const identity = await provider.identify(flow, answer).catch((err: unknown) => {
    if (!(err instanceof ProviderSignInFailure)) throw err;
    deps.log.warn({ reason: err.message }, `sign-in with ${provider.name} refused`);
    throw err.kind === 'unavailable'
      ? new AppError(502, providerSignInMessages.unavailable(provider.name))
      : badRequest(providerSignInMessages.cancelled);
  });
  const { email } = identity;
  if (!email) throw unauthorized(providerSignInMessages.noEmail);
  if (!identity.emailVerified) throw unauthorized(providerSignInMessages.emailNotVerified(email));
  const credentials = await findActiveUserCredentials(deps.db, { email });
  const user = credentials ? await findActiveUser(deps.db, credentials.id) : null;
  if (!user) throw unauthorized(providerSignInMessages.noActiveUser(email));
  await recordChanges(deps.db, staffActor(user), [
    {
      recordType: 'user',
      recordId: user.id,
      action: 'signedIn',
      changes: [{ field: providerSignInMessages.historyField, before: null, after: provider.name }],
    },
  ]);
  const tokens = await deps.tokens.issue(user);
  return { ...tokens, user: toUserDto(user) };
}

/** GET auth/oidc/start: where the browser goes to sign in, and the flow its cookie keeps; null while the provider is not ready. */
export async function startProviderSignIn(deps: AuthDeps) {
  return (await deps.identityProvider?.start()) ?? null;
}
