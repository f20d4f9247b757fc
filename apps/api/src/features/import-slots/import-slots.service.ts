import { importMessages } from '@backoffice/contracts';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { claimImportSlot, releaseImportSlot } from './import-slots.queries.ts';

/**
 * Imports that run at once in this process; the others wait their turn without a database
 * connection. An import holds a connection while it writes, and the pool must keep room for
 * everybody else's requests.
 */
const importsAtOnce = pLimit(2);

/** Far beyond the longest import, whose file and rows are capped; a slot this old was abandoned. */
const abandonedAfterMs = 10 * 60_000;

/**
 * Runs one xlsx import of the user's, reading its upload included: a second one while it runs, on
 * any instance, answers 409 at once, so that one user cannot tie up the server's workers and
 * database connections with a pile of imports. Imports of different users take turns, two at a
 * time per process.
 */
export async function withImportSlot<T>(db: Db, userId: number, work: () => Promise<T>): Promise<T> {
  if (!(await claimImportSlot(db, userId, new Date(Date.now() - abandonedAfterMs)))) {
    throw conflict(importMessages.running);
  }
  try {
    return await importsAtOnce(work);
  } finally {
    await releaseImportSlot(db, userId);
  }
}
