import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Resolves when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
