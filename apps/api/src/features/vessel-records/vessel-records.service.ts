import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type LockedVessel, lockVisibleVessel } from './vessel-records.queries.ts';

/** The visible vessel, locked for the rest of the transaction; 404 when unknown or archived. */
export async function lockVessel(tx: Db, id: number): Promise<LockedVessel> {
  const vessel = await lockVisibleVessel(tx, id);
  if (!vessel) throw notFound('Vessel');
  return vessel;
}
