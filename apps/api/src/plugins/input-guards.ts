import { hasLoneSurrogate, requestMessages } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Arrays and plain objects, as JSON and query parsing make them (the query parser's objects have a
 * prototype without one); never streams or buffers.
 */
function isParsedData(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** Levels of arrays and objects a JSON request body may nest (`requestMessages.bodyTooDeep` says the number). */
export const maxJsonDepth = 64;

const QUOTE = 34; // "
const BACKSLASH = 92;
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the text
 * (brackets inside strings do not count), before anything parses or walks it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** A field path as a chain from the leaf up: extending it costs one object, whatever the depth. */
type PathLink = { key: string; parent: PathLink | undefined };

function joinPath(link: PathLink | undefined): string {
  const keys: string[] = [];
  for (let at = link; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first string or key in a parsed body, query or params in which `holds` finds something, as a
 * field path (each key as `shown`). One walk with its own stack, in document order: each value and key
 * is looked at once, so the cost grows with the size of the input, not with its depth squared, and no
 * depth overflows the call stack.
 */
function pathWhere(value: unknown, holds: (text: string) => boolean, shown: (key: string) => string) {
  // Each frame is one entry still to look at: its key (none for the top value), its value, its parent's path.
  const stack: { key?: string; item: unknown; parent: PathLink | undefined }[] = [{ item: value, parent: undefined }];
  while (stack.length > 0) {
    const { key, item, parent } = stack.pop() as (typeof stack)[number];
    if (key !== undefined && holds(key)) return joinPath({ key: shown(key), parent });
    const path = key === undefined ? parent : { key, parent };
    if (typeof item === 'string') {
      if (holds(item)) return joinPath(path);
    } else if (isParsedData(item)) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [entryKey, entryItem] = entries[i] as [string, unknown];
        stack.push({ key: entryKey, item: entryItem, parent: path });
      }
    }
  }
  return undefined;
}

/** The first string or key that holds a NUL character, as a field path (without the NUL). */
export const pathOfNul = (value: unknown) =>
  pathWhere(
    value,
    (text) => text.includes('\u0000'),
    (key) => key.replaceAll('\u0000', ''),
  );

/** The first string or key that holds a lone surrogate, as a field path (each lone one shown as U+FFFD). */
export const pathOfLoneSurrogate = (value: unknown) =>
  pathWhere(value, hasLoneSurrogate, (key) =>
    Array.from(key, (char) => (hasLoneSurrogate(char) ? '\ufffd' : char)).join(''),
  );

/** The first field of a request's body, query or path that `find` finds, or the part itself when at the top. */
function firstField(request: FastifyRequest, find: (value: unknown) => string | undefined) {
  for (const [part, value] of [
    ['body', request.body],
    ['query', request.query],
    ['params', request.params],
  ] as const) {
    const field = find(value);
    if (field !== undefined) return field || part;
  }
  return undefined;
}

/**
 * JSON bodies nested deeper than `maxJsonDepth` are refused with 400 while being read, before
 * they are parsed or walked. Then PostgreSQL text cannot hold a NUL character, so a request carrying
 * one anywhere (body, query, path) is refused with a 400 on that field before any route sees it,
 * instead of failing in SQL. Nor can it hold a lone surrogate: the schemas' texts refuse one
 * (`storableText`), and after them whatever they let through (a field of any shape, a body without a
 * schema) is refused the same way.
 */
export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, maxJsonDepth)) {
      return done(Object.assign(new Error(requestMessages.bodyTooDeep), { statusCode: 400 }), undefined);
    }
    return parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request, reply) => {
    const field = firstField(request, pathOfNul);
    if (field !== undefined) return reply.status(400).send({ [field]: [requestMessages.nulCharacter] });
  });
  app.addHook('preHandler', async (request, reply) => {
    const field = firstField(request, pathOfLoneSurrogate);
    if (field !== undefined) return reply.status(400).send({ [field]: [requestMessages.unstorableCharacter] });
  });
}
