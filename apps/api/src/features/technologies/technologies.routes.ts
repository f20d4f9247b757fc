import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** Technologies, their vessel-type values and the lookup lists they pick from. */
export const technologiesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
