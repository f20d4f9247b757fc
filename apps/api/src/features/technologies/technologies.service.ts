import { catalogueMessages, type FileRef, type Technology, type technologyRequest } from '@backoffice/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { pgError, uniqueViolation } from '../../lib/pg-errors.ts';
import { holdsValues, sameIds } from '../../lib/unchanged.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, checkVersion } from '../history/index.ts';
import { type ChoiceList, unknownIds } from './lookups.queries.ts';
import {
  archiveTechnologyRow,
  deleteConsumptionRows,
  findActiveTechnology,
  insertTechnology,
  listActiveTechnologies,
  lockActiveTechnology,
  replaceImpactTypeLinks,
  replaceStageLinks,
  type SnapshotSourceRow,
  syncConsumptionCategories,
  type TechnologyFields,
  type TechnologyRow,
  technologyNameInUse,
  updateTechnologyRow,
} from './technologies.queries.ts';
import { recordTechnologyArchived, recordTechnologyChange, technologyForHistory } from './technology-history.ts';
import { currentSnapshot } from './technology-snapshots.service.ts';

export type TechnologyInput = z.output<typeof technologyRequest>;

function toTechnologyDto(row: TechnologyRow, icon: FileRef | null): Technology {
  const { savingsCategoryId, savingsCategoryName, iconFileId: _icon, ...rest } = row;
  return {
    ...rest,
    savingsCategory: savingsCategoryId === null ? null : { id: savingsCategoryId, name: savingsCategoryName! },
    icon,
  };
}

export async function listTechnologies(deps: FeatureDeps, search: string | undefined) {
  const rows = await listActiveTechnologies(deps.db, search);
  const icons = await deps.files.fileRefs(
    deps.db,
    rows.map((row) => row.iconFileId),
  );
  return rows.map((row) => toTechnologyDto(row, row.iconFileId === null ? null : (icons.get(row.iconFileId) ?? null)));
}

export async function getTechnology(deps: FeatureDeps, id: number): Promise<Technology> {
  const row = await findActiveTechnology(deps.db, id);
  if (!row) throw notFound('Technology');
  return toTechnologyDto(row, await deps.files.fileRef(deps.db, row.iconFileId));
}

/** Two requests saving the same name at once: the partial unique index answers like the check. */
function onNameRace(err: unknown): never {
  const { code, constraint } = pgError(err);
  if (code === uniqueViolation && (constraint === undefined || constraint === 'technologies_active_name_unique')) {
    throw fieldError('name', catalogueMessages.technologyNameTaken);
  }
  throw err;
}

const choiceFields: { field: string; list: ChoiceList; ids: (input: TechnologyInput) => number[] }[] = [
  {
    field: 'savingsCategory',
    list: 'savingsCategories',
    ids: (i) => (i.savingsCategory ? [i.savingsCategory.id] : []),
  },
  { field: 'implementationStages', list: 'implementationStages', ids: (i) => i.implementationStages },
  { field: 'regulatoryImpactTypes', list: 'regulatoryImpactTypes', ids: (i) => i.regulatoryImpactTypes },
  {
    field: 'consumptionCategories',
    list: 'consumptionCategories',
    ids: (i) => i.consumptionCategories.map((c) => c.id),
  },
];

/** The name and every picked id, all reported in one answer. */
async function checkNameAndChoices(tx: Db, input: TechnologyInput, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  if (await technologyNameInUse(tx, input.name, exceptId)) errors.name = [catalogueMessages.technologyNameTaken];
  for (const { field, list, ids } of choiceFields) {
    if ((await unknownIds(tx, list, ids(input))).length) errors[field] = [catalogueMessages.unknownChoice];
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError(400, first[0]!, errors);
}

function rowValues(input: TechnologyInput): TechnologyFields {
  return {
    name: input.name,
    shortName: input.shortName,
    description: input.description,
    shortDescription: input.shortDescription,
    savingsPotential: input.savingsPotential,
    savingsCategoryId: input.savingsCategory?.id ?? null,
    savingsRange: input.savingsRange,
    costRange: input.costRange,
    leadTime: input.leadTime,
    iconFileId: input.icon?.id ?? null,
    calcSavings: input.calcSavings,
    calcConfidenceInterval: input.calcConfidenceInterval,
    calcEquipmentCost: input.calcEquipmentCost,
    calcInstallationCost: input.calcInstallationCost,
    calcOperationCost: input.calcOperationCost,
    technologyMaturityLevel: input.technologyMaturityLevel,
    summaryTableDescription: input.summaryTableDescription,
    summaryDescription: input.summaryDescription,
    windAssisted: input.windAssisted,
    serviceLifeYears: input.serviceLifeYears,
  };
}

/** Whether the stored technology already has the input's values and picks. */
function holdsTechnology(stored: SnapshotSourceRow, input: TechnologyInput) {
  return (
    holdsValues(stored, rowValues(input)) &&
    sameIds(stored.implementationStages, input.implementationStages) &&
    sameIds(stored.regulatoryImpactTypes, input.regulatoryImpactTypes) &&
    sameIds(
      stored.consumptionCategories.map((category) => category.id),
      input.consumptionCategories.map((category) => category.id),
    )
  );
}

async function writeLinks(tx: Db, id: number, input: TechnologyInput) {
  await replaceStageLinks(tx, id, input.implementationStages);
  await replaceImpactTypeLinks(tx, id, input.regulatoryImpactTypes);
  await syncConsumptionCategories(
    tx,
    id,
    input.consumptionCategories.map((c) => c.id),
  );
}

export async function createTechnology(deps: FeatureDeps, actor: Actor, input: TechnologyInput) {
  const id = await deps.db
    .transaction(async (tx) => {
      await checkNameAndChoices(tx, input);
      if (input.icon) await deps.files.requireAttachable(tx, input.icon.id, 'image', 'icon');
      const newId = await insertTechnology(tx, rowValues(input));
      await writeLinks(tx, newId, input);
      await recordTechnologyChange(deps, tx, actor, null, await technologyForHistory(tx, newId));
      return newId;
    })
    .catch(onNameRace);
  return getTechnology(deps, id);
}

/**
 * Replaces the technology's values, stages, impact types and categories. An icon is checked only
 * when it changes, so a file deleted after it was attached stays; null or absent clears it. A save
 * of an older version is refused (409); the change is in the technology's history.
 */
export async function updateTechnology(deps: FeatureDeps, actor: Actor, id: number, input: TechnologyInput) {
  await deps.db
    .transaction(async (tx) => {
      const current = await lockActiveTechnology(tx, id);
      if (!current) throw notFound('Technology');
      await checkVersion(tx, { recordType: 'technology', recordId: id }, current.version, input.version);
      await checkNameAndChoices(tx, input, id);
      if (input.icon && input.icon.id !== current.iconFileId) {
        await deps.files.requireAttachable(tx, input.icon.id, 'image', 'icon');
      }
      const before = await technologyForHistory(tx, id);
      if (holdsTechnology(before, input)) return;
      await updateTechnologyRow(tx, id, { ...rowValues(input), version: current.version + 1 });
      await writeLinks(tx, id, input);
      await recordTechnologyChange(deps, tx, actor, before, await technologyForHistory(tx, id));
    })
    .catch(onNameRace);
  return getTechnology(deps, id);
}

/**
 * Archives: the technology leaves every list and its category orders. A snapshot taken first
 * keeps its categories, so later snapshots of the archived technology still name them. An older
 * `version` is refused (409), as a stale save is.
 */
export async function archiveTechnology(db: Db, actor: Actor, id: number, version?: number) {
  await db.transaction(async (tx) => {
    const current = await lockActiveTechnology(tx, id);
    if (!current) throw notFound('Technology');
    await checkVersion(tx, { recordType: 'technology', recordId: id }, current.version, version);
    await currentSnapshot(tx, id, null);
    await recordTechnologyArchived(tx, actor, await technologyForHistory(tx, id));
    await archiveTechnologyRow(tx, id);
    await deleteConsumptionRows(tx, id);
  });
}

export { listLookup } from './lookups.queries.ts';
