import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** The client area: PIN sign-in, the client's questionnaire or particulars, and its file uploads. */
export const clientAreaRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
