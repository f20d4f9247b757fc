/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error). */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';
