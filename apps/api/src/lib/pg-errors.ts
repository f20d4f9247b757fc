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
