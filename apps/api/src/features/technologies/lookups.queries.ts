import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  consumptionCategories,
  implementationStages,
  regulatoryImpactTypes,
  savingsCategories,
} from '../../db/schema/index.ts';

/** The seeded lists a technology picks from, and the consumption categories it acts in. */
const choiceTables = {
  savingsCategories,
  implementationStages,
  regulatoryImpactTypes,
  consumptionCategories,
} as const;
export type ChoiceList = keyof typeof choiceTables;
export type LookupList = Exclude<ChoiceList, 'consumptionCategories'>;

export function listLookup(db: Db, list: LookupList) {
  const table = choiceTables[list];
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));
}

/** The ids of `ids` that the list does not hold. */
export async function unknownIds(db: Db, list: ChoiceList, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const table = choiceTables[list];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
