import { messages } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Arrays and plain objects, as JSON and query parsing make them (the query parser's objects have a
 * prototype without one); never streams or buffers.
 */
function isParsedData(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** The first string in a parsed body, query or params that holds a NUL character, as a field path. */
export function pathOfNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (!isParsedData(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = pathOfNul(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character, so a request carrying one anywhere (body, query,
 * path) is refused with a 400 on that field before any route sees it, instead of failing in SQL.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    for (const [context, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = pathOfNul(value);
      if (field !== undefined) return reply.status(400).send({ [field || context]: [messages.nulCharacter] });
    }
  });
}
