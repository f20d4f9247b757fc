import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** A vessel's technologies with their installed status. */
export const vesselTechnologiesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
