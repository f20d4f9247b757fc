import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { pgCode, uniqueViolation } from '../../lib/pg-errors.ts';
import { activeTechnologyExists } from './technology-links.queries.ts';

/** 404 'Technology not found' for an unknown or archived technology; `lock` holds it for the transaction. */
export async function requireTechnology(db: Db, id: number, lock = false) {
  if (!(await activeTechnologyExists(db, id, lock))) throw notFound('Technology');
}

/**
 * Two requests linking the same company at once both pass the check; the partial unique index
 * refuses the second, which gets the same 409 as the check gives.
 */
export function onDuplicateLink(message: string) {
  return (err: unknown): never => {
    if (!(err instanceof AppError) && pgCode(err) === uniqueViolation) throw conflict(message);
    throw err;
  };
}
