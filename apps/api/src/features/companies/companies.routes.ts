import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** Suppliers and makers. */
export const companiesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
