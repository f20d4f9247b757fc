import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** A technology's suppliers and makers. */
export const technologyLinksRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
