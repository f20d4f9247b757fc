import {
  forgotPasswordRequest,
  messageResponse,
  renewTokenRequest,
  renewTokenResponse,
  resetPasswordRequest,
  sessionResponse,
  setPasswordRequest,
  setPasswordResponse,
  tokenRequest,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Binder } from '../../lib/bind-first.ts';
import { errorResponses, noContent } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import * as authService from './auth.service.ts';
import { type AuthDeps, SignInWait } from './auth.service.ts';

/** `withDeps` gives the auth services what they need (AuthDeps); the routes never hold it. */
export const authRoutes: FastifyPluginAsyncZod<{ withDeps: Binder<AuthDeps>; rateLimit: number }> = async (
  app,
  { withDeps, rateLimit },
) => {
  const auth = withDeps(authService);
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post(
    '/auth/token',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags,
        security: [],
        body: tokenRequest,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      try {
        return await auth.signIn(req.body.username, req.body.password, req.ip);
      } catch (err) {
        if (err instanceof SignInWait) reply.header('retry-after', String(err.seconds));
        throw err;
      }
    },
  );

  app.post(
    '/auth/renew-token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        security: [],
        body: renewTokenRequest,
        response: { 200: renewTokenResponse, ...errorResponses },
      },
    },
    (req) => auth.renew(req.body.renewToken),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        security: [],
        description:
          'Signs out: the session ends, its renew token gives no new access tokens and its access tokens answer 401 at once. ' +
          'An unknown token answers the same, so it tells nothing.',
        body: renewTokenRequest,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await auth.signOut(req.body.renewToken);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/auth/set-password',
    {
      // It checks the current password: as limited as sign-in, so it cannot serve to guess one.
      config: { ...limited },
      schema: {
        tags,
        body: setPasswordRequest,
        response: { 200: setPasswordResponse, ...errorResponses },
      },
    },
    (req) => auth.setPassword(staffOf(req), req.body.currentPassword, req.body.newPassword),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags,
        security: [],
        body: forgotPasswordRequest,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    (req) => ({ message: auth.forgotPassword(req.body.username).message }),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags,
        security: [],
        body: resetPasswordRequest,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    (req) => auth.resetPassword(req.body.username, req.body.password, req.body.resetPasswordToken),
  );
};
