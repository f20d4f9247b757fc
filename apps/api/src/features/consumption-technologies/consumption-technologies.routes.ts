import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** The ordered technology list of each consumption category. */
export const consumptionTechnologiesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
