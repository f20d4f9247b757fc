import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** The staff side of a vessel's questionnaire: read, save, import, template, consumption entries. */
export const questionnairesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
