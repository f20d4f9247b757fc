import { type ConsumptionTechnology, catalogueMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { holdsRows } from '../../lib/unchanged.ts';
import { type Actor, checkVersion, labelledChanges, recordChanges } from '../history/index.ts';
import {
  type ConsumptionTechnologyEntry,
  findConsumptionCategory,
  listConsumptionTechnologies,
  lockActiveTechnologyIds,
  lockConsumptionCategory,
  replaceConsumptionTechnologies,
  setCategoryVersion,
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

/** The entries by technology: a list holds the same rows whatever order they were sent in. */
const byTechnology = (entries: ConsumptionTechnologyEntry[]) =>
  [...entries].sort((a, b) => a.technologyId - b.technologyId);

/** The list as the category's history shows it: the technologies' names in calculation order. */
const listWords = (list: ConsumptionTechnology[]) => ({
  Technologies: list.map((entry) => entry.technology.name).join(', ') || null,
});

/**
 * Replaces the category's whole list with the given one, sequences as sent (the screen does the
 * spec's renumbering). A technology left out no longer acts on the category. With `version` (the
 * category's) a save of an older list is refused (409); a save that changes nothing keeps it.
 */
export async function replaceCategoryTechnologies(
  db: Db,
  actor: Actor,
  categoryId: number,
  entries: ConsumptionTechnologyInput[],
  version?: number,
): Promise<ConsumptionTechnology[]> {
  return db.transaction(async (tx) => {
    const category = await lockConsumptionCategory(tx, categoryId);
    if (!category) throw notFound('Consumption category');
    const ref = { recordType: 'consumptionCategory', recordId: categoryId } as const;
    await checkVersion(tx, ref, category.version, version);
    const active = await lockActiveTechnologyIds(tx, [...new Set(entries.map((entry) => entry.technology.id))]);
    const fields = entryErrors(categoryId, entries, active);
    const first = Object.values(fields)[0];
    if (first) throw new AppError(400, first[0]!, fields);
    const before = await listConsumptionTechnologies(tx, categoryId);
    const stored = before.map((entry) => ({
      technologyId: entry.technology.id,
      calculationSequence: entry.calculationSequence,
    }));
    const written = entries.map((entry) => ({
      technologyId: entry.technology.id,
      calculationSequence: entry.calculationSequence,
    }));
    if (holdsRows(byTechnology(stored), byTechnology(written))) return before;
    await replaceConsumptionTechnologies(tx, categoryId, written);
    await setCategoryVersion(tx, categoryId, category.version + 1);
    const after = await listConsumptionTechnologies(tx, categoryId);
    const changes = labelledChanges(listWords(before), listWords(after));
    await recordChanges(tx, actor, [{ action: 'updated', ...ref, changes }]);
    return after;
  });
}
