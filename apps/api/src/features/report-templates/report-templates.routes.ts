import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** Word templates per report type. */
export const reportTemplatesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
