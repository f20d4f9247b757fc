import type { Db } from '../../db/client.ts';
import { type Actor, type FieldWords, fieldsOf, recordChanges } from '../history/index.ts';
import { type VesselInWords, vesselsInWords } from './vessels.queries.ts';

/** The vessel's fields as its forms label them (the project only when the vessel is created or archived). */
export const vesselFieldWords: FieldWords<VesselInWords> = {
  name: { label: 'Name' },
  vesselType: { label: 'Vessel type' },
  project: { label: 'Project' },
  vesselImage1: { label: 'Vessel Image 1' },
  vesselImage2: { label: 'Vessel Image 2' },
};

export async function vesselInWords(db: Db, id: number) {
  const [row] = await vesselsInWords(db, [id]);
  return row!;
}

/** A 'created' entry for each new vessel, with its fields: two statements however many vessels. */
export async function recordCreatedVessels(tx: Db, actor: Actor, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await vesselsInWords(tx, ids);
  await recordChanges(
    tx,
    actor,
    rows.map((row) => ({
      action: 'created' as const,
      recordType: 'vessel' as const,
      recordId: row.id,
      changes: fieldsOf(row, vesselFieldWords),
    })),
  );
}
