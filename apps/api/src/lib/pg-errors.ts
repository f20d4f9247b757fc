/** The PostgreSQL error of a failed statement: its code and constraint (drizzle wraps the driver's error). */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e.cause?.code ? e.cause : e;
}

export function pgCode(err: unknown): string | undefined {
  return pgError(err).code;
}

export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';

/** Node's socket errors of a server that cannot be reached (refused, reset, unknown host, no route, timed out). */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's codes of a lost or refused connection: class 08 (connection exception), and the
 * server shutting down (57P01 admin shutdown by a restart or pg_terminate_backend, 57P02 crash,
 * 57P03 not accepting connections yet).
 */
function isConnectionCode(code: string) {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

/** node-postgres's own words when a connection ends or none can be had in time. */
const connectionLostText =
  /^Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i;

/**
 * Whether a failed statement failed because the database cannot be reached (refused, ended, a pool
 * that waited in vain for a connection), not because of the statement. Looks through drizzle's wrapper
 * (`cause`) and Node's AggregateError of several addresses tried. Only the database is reached over
 * a socket by a request (Sea Searcher's errors are its own; the storage's are told apart).
 */
export function isDatabaseUnreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  // Azure Blob Storage's errors carry the same socket codes: a storage that cannot be reached is no database.
  if (e.name === 'RestError') return false;
  if (typeof e.code === 'string' && (socketCodes.has(e.code) || isConnectionCode(e.code))) return true;
  if (typeof e.message === 'string' && connectionLostText.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(e.cause, depth + 1);
}
