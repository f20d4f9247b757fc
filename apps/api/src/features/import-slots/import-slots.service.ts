import { importMessages } from '@backoffice/contracts';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.ts';
import { runAsBackgroundWork } from '../../db/sharing-pglite.ts';
import { conflict } from '../../lib/errors.ts';
import { beatImportSlot, claimImportSlot, releaseImportSlot } from './import-slots.queries.ts';

/**
 * Imports that run at once in this process; the others wait their turn without a database
 * connection. An import holds a connection while it writes, and the pool must keep room for
 * everybody else's requests.
 */
const importsAtOnce = pLimit(2);

export interface ImportSlotOptions {
  /** How often the process running an import renews its slot's heartbeat. */
  heartbeatIntervalSeconds: number;
  /** After how long without a heartbeat a slot was left by a stopped process and is free again. */
  staleAfterSeconds: number;
}

const importSlotDefaults: ImportSlotOptions = { heartbeatIntervalSeconds: 15, staleAfterSeconds: 60 };

/**
 * Runs one xlsx import of the user's, reading its upload included: a second one while it runs, on
 * any instance, answers 409 at once, so that one user cannot tie up the server's workers and
 * database connections with a pile of imports. Imports of different users take turns, two at a
 * time per process. The slot's heartbeat is renewed while the import waits and runs; a slot left
 * by a killed process is free once its heartbeat has been silent for a minute.
 */
export async function withImportSlot<T>(
  db: Db,
  userId: number,
  work: () => Promise<T>,
  options: ImportSlotOptions = importSlotDefaults,
): Promise<T> {
  const claim = await claimImportSlot(db, userId, options.staleAfterSeconds);
  if (!claim) throw conflict(importMessages.running);
  let beating: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A heartbeat lost to a passing database error is tried again at the next tick.
    beating ??= beatImportSlot(db, claim)
      .catch(() => undefined)
      .finally(() => {
        beating = undefined;
      });
  }, options.heartbeatIntervalSeconds * 1000);
  timer.unref();
  try {
    // Behind the requests on the embedded database, as a job is (db/sharing-pglite.ts).
    return await importsAtOnce(() => runAsBackgroundWork(work));
  } finally {
    clearInterval(timer);
    await beating;
    await releaseImportSlot(db, claim);
  }
}
