import { type ConsumptionTechnology, catalogueMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  findConsumptionCategory,
  listConsumptionTechnologies,
  lockActiveTechnologyIds,
  lockConsumptionCategory,
  replaceConsumptionTechnologies,
} from './consumption-technologies.queries.ts';

export interface ConsumptionTechnologyInput {
  calculationSequence: number;
  consumptionCategory: { id: number };
  technology: { id: number };
}

type FieldMessages = Record<string, string[]>;

export async function getCategoryTechnologies(db: Db, categoryId: number): Promise<ConsumptionTechnology[]> {
  if (!(await findConsumptionCategory(db, categoryId))) throw notFound('Consumption category');
  return listConsumptionTechnologies(db, categoryId);
}

/** Each entry's own problems, on paths like `1.technology` (the body is the list). */
function entryErrors(categoryId: number, entries: ConsumptionTechnologyInput[], active: Set<number>): FieldMessages {
  const fields: FieldMessages = {};
  const add = (field: string, message: string) => {
    fields[field] = [...(fields[field] ?? []), message];
  };
  const seenTechnologies = new Set<number>();
  const seenSequences = new Set<number>();
  entries.forEach((entry, index) => {
    if (entry.consumptionCategory.id !== categoryId)
      add(`${index}.consumptionCategory`, catalogueMessages.otherCategory);
    const technologyId = entry.technology.id;
    if (!active.has(technologyId)) add(`${index}.technology`, catalogueMessages.unknownChoice);
    else if (seenTechnologies.has(technologyId)) add(`${index}.technology`, catalogueMessages.duplicateTechnology);
    seenTechnologies.add(technologyId);
    if (seenSequences.has(entry.calculationSequence)) {
      add(`${index}.calculationSequence`, catalogueMessages.duplicateSequence);
    }
    seenSequences.add(entry.calculationSequence);
  });
  return fields;
}

/**
 * Replaces the category's whole list with the given one, sequences as sent (the screen does the
 * spec's renumbering). A technology left out no longer acts on the category.
 */
export async function replaceCategoryTechnologies(
  db: Db,
  categoryId: number,
  entries: ConsumptionTechnologyInput[],
): Promise<ConsumptionTechnology[]> {
  return db.transaction(async (tx) => {
    if (!(await lockConsumptionCategory(tx, categoryId))) throw notFound('Consumption category');
    const active = await lockActiveTechnologyIds(tx, [...new Set(entries.map((entry) => entry.technology.id))]);
    const fields = entryErrors(categoryId, entries, active);
    const first = Object.values(fields)[0];
    if (first) throw new AppError(400, first[0]!, fields);
    await replaceConsumptionTechnologies(
      tx,
      categoryId,
      entries.map((entry) => ({ technologyId: entry.technology.id, calculationSequence: entry.calculationSequence })),
    );
    return listConsumptionTechnologies(tx, categoryId);
  });
}
