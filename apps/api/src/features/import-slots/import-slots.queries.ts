import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runningImports } from '../../db/schema/index.ts';

/** Which taking of a user's slot: its start time, as the database's text (to the microsecond). */
export type SlotClaim = { userId: number; startedOn: string };

function ownSlot({ userId, startedOn }: SlotClaim) {
  return and(eq(runningImports.userId, userId), eq(runningImports.startedOn, sql`${startedOn}::timestamptz`));
}

/**
 * Takes the user's import slot; answers undefined while another of their imports holds it. A slot
 * whose heartbeat has been silent for `staleAfterSeconds` (the database's clock) is taken over: its
 * process stopped without giving it back. The WHERE is the claim: of two imports taking it at once, one does.
 */
export async function claimImportSlot(
  db: Db,
  userId: number,
  staleAfterSeconds: number,
): Promise<SlotClaim | undefined> {
  const [row] = await db
    .insert(runningImports)
    .values({ userId })
    .onConflictDoUpdate({
      target: runningImports.userId,
      set: { startedOn: sql`now()`, heartbeatOn: sql`now()` },
      setWhere: lt(
        runningImports.heartbeatOn,
        sql`now() - make_interval(secs => ${staleAfterSeconds}::double precision)`,
      ),
    })
    .returning({ startedOn: sql<string>`${runningImports.startedOn}::text` });
  return row ? { userId, startedOn: row.startedOn } : undefined;
}

/** The running import's heartbeat; false when its slot was taken over after a silence. */
export async function beatImportSlot(db: Db, claim: SlotClaim): Promise<boolean> {
  const rows = await db
    .update(runningImports)
    .set({ heartbeatOn: sql`now()` })
    .where(ownSlot(claim))
    .returning({ userId: runningImports.userId });
  return rows.length === 1;
}

/** Frees the slot, unless another import took it over meanwhile. */
export async function releaseImportSlot(db: Db, claim: SlotClaim) {
  await db.delete(runningImports).where(ownSlot(claim));
}
