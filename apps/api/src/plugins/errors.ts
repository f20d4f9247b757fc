import { messages, requestMessages } from '@backoffice/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { isDatabaseUnreachable } from '../lib/pg-errors.ts';

/** One error shape for every answer: 400 {field: [messages]}, else {error}; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.slice(1).replaceAll('/', '.') || err.validationContext || 'body';
        fields[field] = [...(fields[field] ?? []), issue.message ?? 'Invalid value'];
      }
      return reply.status(400).send(fields);
    }
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, err.message);
      return reply.status(err.statusCode).send(err.fields ?? { error: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: requestMessages.tooManyRequests });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): safe to show.
      return reply.status(status).send({ error: err.message });
    }
    if (isDatabaseUnreachable(err)) {
      // Not the maintenance 503: the server is up and answers again as soon as the database is back.
      request.log.error({ err }, 'database unreachable');
      return reply.status(500).send({ error: requestMessages.databaseUnreachable });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: messages.serverError });
  });
}
