import { clientMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { claimImportSlot, releaseImportSlot } from './import-slots.queries.ts';

/** Far beyond the longest import, whose file and rows are capped; a slot this old was abandoned. */
const abandonedAfterMs = 10 * 60_000;

/**
 * Runs one xlsx import of the user's, reading its upload included: a second one while it runs, on
 * any instance, answers 409 at once, so that one user cannot tie up the server's workers and
 * database connections with a pile of imports.
 */
export async function withImportSlot<T>(db: Db, userId: number, work: () => Promise<T>): Promise<T> {
  if (!(await claimImportSlot(db, userId, new Date(Date.now() - abandonedAfterMs)))) {
    throw conflict(clientMessages.importRunning);
  }
  try {
    return await work();
  } finally {
    await releaseImportSlot(db, userId);
  }
}
