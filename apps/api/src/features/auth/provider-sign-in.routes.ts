import { errorBody, providerSignInReturnPath, sessionResponse, signInOptionsResponse } from '@backoffice/contracts';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Binder } from '../../lib/bind-first.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { AuthDeps } from './auth.service.ts';
import { flowMinutes } from './identity-provider.http.ts';
import * as providerSignIn from './provider-sign-in.service.ts';

/** The signed flow (state, nonce, PKCE verifier) and the provider's answer, kept by the browser between the steps. */
const flowCookie = 'backoffice_oidc_flow';
const answerCookie = 'backoffice_oidc_answer';
/** A provider's answer longer than this is no answer of a code flow: it is not kept. */
const answerMaxLength = 3_000;

export interface ProviderSignInOptions {
  withDeps: Binder<AuthDeps>;
  rateLimit: number;
  /** Sign-in through the provider is on (OIDC_ISSUER is set): its routes exist. */
  configured: boolean;
  publicUrl: string;
}

/**
 * Sign-in through the company's identity provider, beside the password: the page asks how staff may
 * sign in; its button opens `auth/oidc/start`, which sends the browser to the provider; the provider
 * sends it back to `auth/oidc/callback`, which keeps the answer and opens the sign-in page; the page
 * posts `auth/oidc/token` and gets the session. No token travels in a URL, and no GET writes.
 */
export const providerSignInRoutes: FastifyPluginAsyncZod<ProviderSignInOptions> = async (app, options) => {
  const service = options.withDeps(providerSignIn);
  const tags = ['auth'];

  app.get(
    '/auth/sign-in-options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        security: [],
        description:
          'How staff may sign in: always with a password; `oidc` names the identity provider while its sign-in works, else null.',
        response: { 200: signInOptionsResponse },
      },
    },
    () => service.signInOptions(),
  );

  if (!options.configured) return;
  await app.register(fastifyCookie);
  const cookie: CookieSerializeOptions = {
    path: '/api/auth/oidc',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.publicUrl.startsWith('https:'),
    maxAge: flowMinutes * 60,
  };
  const limited = { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } };

  app.get(
    '/auth/oidc/start',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags,
        security: [],
        description:
          "The sign-in button's link: 303 to the provider's sign-in page, with a new flow (state, nonce, PKCE) in a " +
          `signed httpOnly cookie valid ${flowMinutes} minutes; while the provider cannot be reached, 303 to the sign-in page, which says so.`,
      },
    },
    async (_req, reply) => {
      const started = await service.startProviderSignIn();
      if (!started) return reply.redirect(providerSignInReturnPath, 303);
      return reply.setCookie(flowCookie, started.flow, cookie).redirect(started.url.href, 303);
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        security: [],
        description:
          'The redirect URI the provider sends the browser back to (code, state, iss; or error). Keeps the answer in an httpOnly cookie and answers 303 to the sign-in page, which finishes with POST auth/oidc/token.',
      },
    },
    async (req, reply) => {
      const answer = req.url.split('?')[1] ?? '';
      if (answer.length <= answerMaxLength) reply.setCookie(answerCookie, answer, cookie);
      return reply.redirect(providerSignInReturnPath, 303);
    },
  );

  app.post(
    '/auth/oidc/token',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags,
        security: [],
        description:
          "Finishes a sign-in through the provider with the flow and answer its cookies keep (both end here): the code is exchanged and the ID token checked. An active user whose e-mail matches and is verified by the provider gets a session, as with POST auth/token. Refusals create nothing: 400 'Sign-in was cancelled or took too long…' (cancelled, expired, forged, replayed, a token that fails its checks), 401 no active user with the e-mail or an e-mail not verified, 502 the provider does not answer (503 is maintenance only).",
        response: { 200: sessionResponse, ...errorResponses, 502: errorBody },
      },
    },
    async (req, reply) => {
      const { [flowCookie]: flow, [answerCookie]: answer } = req.cookies;
      reply.clearCookie(flowCookie, cookie).clearCookie(answerCookie, cookie);
      return service.finishProviderSignIn(flow, answer);
    },
  );
};
