import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runningImports } from '../../db/schema/index.ts';

/**
 * Takes the user's import slot; answers false while another of their imports holds it. A slot
 * taken before `staleBefore` is taken over: its process stopped without giving it back.
 */
export async function claimImportSlot(db: Db, userId: number, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .insert(runningImports)
    .values({ userId })
    .onConflictDoUpdate({
      target: runningImports.userId,
      set: { startedOn: sql`now()` },
      setWhere: lt(runningImports.startedOn, staleBefore),
    })
    .returning({ userId: runningImports.userId });
  return rows.length === 1;
}

export async function releaseImportSlot(db: Db, userId: number) {
  await db.delete(runningImports).where(eq(runningImports.userId, userId));
}
