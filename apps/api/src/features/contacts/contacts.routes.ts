import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

export const contactsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
