import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

/** Fills a questionnaire from the Sea Searcher vessel database. */
export const seaSearcherRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
