import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** The staff side of a vessel's particulars. */
export const particularsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
