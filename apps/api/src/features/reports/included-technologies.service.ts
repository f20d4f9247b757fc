import {
  type createIncludedTechnologyRequest,
  fixedSavingAboveConsumption,
  type IncludedTechnology,
  messages,
  type NoteKey,
  type noteRequest,
  reportMessages,
  type TechnologySnapshotValues,
  type updateIncludedTechnologyRequest,
} from '@backoffice/contracts';
import type { ReportResults } from '@backoffice/engine';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound, throwFieldErrors } from '../../lib/errors.ts';
import { holdsRows, holdsValues } from '../../lib/unchanged.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, checkVersion } from '../history/index.ts';
import { currentSnapshot } from '../technologies/index.ts';
import { vesselConsumptionRows } from '../vessels/index.ts';
import { includedTechnologyDto } from './included-technologies.dto.ts';
import {
  deleteIncludedRow,
  existingConsumptionTypeIds,
  findIncludedRow,
  findMakerLink,
  type IncludedRow,
  insertIncludedRow,
  isIncluded,
  listIncludedRows,
  type MakerValues,
  type NewFixedSaving,
  type OriginalColumns,
  replaceFixedSavings,
  reportOfIncluded,
  type ScreeningColumns,
  setNote,
  supplierIsLinked,
  technologyIsIncludable,
  technologyOfSnapshot,
  updateIncludedRow,
} from './included-technologies.queries.ts';
import { recordIncludedChange } from './included-technology-history.ts';
import type { ReportAccessRow } from './report-access.queries.ts';
import { lockReportForChange, requireReport } from './report-access.service.ts';
import { fuelSavingsByTechnology, reportFuelSavings, resultsOf } from './report-calculation.service.ts';

type SavingsBody = z.output<typeof updateIncludedTechnologyRequest>;
type CreateBody = z.output<typeof createIncludedTechnologyRequest>;
type NoteBody = z.output<typeof noteRequest>;

const notIncluded = () => notFound('Included technology');

/** The report's included technologies as the list and the form show them, with each one's fuel saving from the engine. */
async function dtosOf(deps: FeatureDeps, db: Db, rows: IncludedRow[], results: ReportResults) {
  const savings = fuelSavingsByTechnology(results);
  const files = await deps.files.fileRefs(db, [
    ...rows.map((row) => row.calculationFileId),
    ...rows.map((row) => row.snapshot.iconFileId),
  ]);
  return rows.map((row) => includedTechnologyDto(row, savings.get(row.technologyId) ?? null, files));
}

async function includedDtos(deps: FeatureDeps, db: Db, report: ReportAccessRow): Promise<IncludedTechnology[]> {
  const rows = await listIncludedRows(db, report.id);
  return dtosOf(deps, db, rows, await resultsOf(db, report, rows));
}

/** The included technology as answered, with its row as read (what its history records). */
async function includedAnswer(deps: FeatureDeps, db: Db, report: ReportAccessRow, id: number) {
  const rows = await listIncludedRows(db, report.id);
  const dtos = await dtosOf(deps, db, rows, await resultsOf(db, report, rows));
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) throw notIncluded();
  return { row: rows[index]!, dto: dtos[index]! };
}

/** Refuses a save of an older version of the included technology (409 naming its last change). */
function checkIncludedVersion(tx: Db, row: IncludedRow, version: number | undefined) {
  const ref = { recordType: 'report', recordId: row.reportId, part: `technology:${row.id}` } as const;
  return checkVersion(tx, ref, row.version, version);
}

export async function listIncludedTechnologies(deps: FeatureDeps, reportId: number) {
  return includedDtos(deps, deps.db, await requireReport(deps.db, reportId));
}

/**
 * The included technologies (as GET included-technologies) and the report's results (as GET
 * calculated-results), read and calculated once: for the Word export, which shows both.
 */
export async function includedTechnologiesWithResults(deps: FeatureDeps, reportId: number) {
  const report = await requireReport(deps.db, reportId);
  const rows = await listIncludedRows(deps.db, report.id);
  const results = await resultsOf(deps.db, report, rows);
  return { included: await dtosOf(deps, deps.db, rows, results), results };
}

/** The vessel's annual consumption A per (category, type) pair it burns, rows of one pair summed. */
async function annualConsumptionByPair(tx: Db, vesselId: number): Promise<Map<string, number>> {
  const byPair = new Map<string, number>();
  for (const row of await vesselConsumptionRows(tx, [vesselId], ['categoryId', 'typeId', 'annualConsumption'])) {
    const pair = `${row.categoryId}:${row.typeId}`;
    byPair.set(pair, (byPair.get(pair) ?? 0) + row.annualConsumption);
  }
  return byPair;
}

/**
 * The rules of the savings form beyond the contract (spec part 2 §5): a maker in a solution design;
 * maker and supplier of this technology; fixed savings on its own categories and on consumption
 * types that exist, once per pair; a fixed saving > 0 only on a (category, type) the vessel burns and
 * at most its annual consumption there (docs/calculation.md 'Fixed MT savings': refused, never capped or
 * dropped). Answers the chosen maker's values and the fixed savings to store.
 */
async function checkSavings(
  deps: FeatureDeps,
  tx: Db,
  report: ReportAccessRow,
  technologyId: number,
  categories: TechnologySnapshotValues['consumptionCategories'],
  body: SavingsBody,
): Promise<{ maker: MakerValues | null; fixed: NewFixedSaving[] }> {
  const fields: Record<string, string[]> = {};
  let maker: MakerValues | null = null;
  if (body.technologyMaker) {
    maker = await findMakerLink(tx, technologyId, body.technologyMaker.id);
    if (!maker) fields.technologyMaker = [reportMessages.notTechnologyMaker];
  } else if (report.type === 1) fields.technologyMaker = [messages.required];
  if (body.technologySupplier && !(await supplierIsLinked(tx, technologyId, body.technologySupplier.id))) {
    fields.technologySupplier = [reportMessages.notTechnologySupplier];
  }
  const entries = body.vesselTechnologyFixedConsumptionSavings;
  const types = await existingConsumptionTypeIds(tx, [...new Set(entries.map((e) => e.consumptionType.id))]);
  const burnt = entries.length > 0 ? await annualConsumptionByPair(tx, report.vesselId) : new Map<string, number>();
  const categoryIds = new Set(categories.map((c) => c.id));
  const seen = new Set<string>();
  const fixed: NewFixedSaving[] = [];
  entries.forEach((entry, index) => {
    const at = `vesselTechnologyFixedConsumptionSavings.${index}`;
    const pair = `${entry.consumptionCategory.id}:${entry.consumptionType.id}`;
    const value = entry.fixedCalcSavingsInMt ?? 0;
    const annual = burnt.get(pair);
    if (!categoryIds.has(entry.consumptionCategory.id)) {
      fields[`${at}.consumptionCategory`] = [reportMessages.notTechnologyCategory];
    } else if (!types.has(entry.consumptionType.id)) fields[`${at}.consumptionType`] = [messages.notFound];
    else if (seen.has(pair)) fields[`${at}.consumptionType`] = [reportMessages.fixedSavingTwice];
    else if (value > 0 && annual === undefined) {
      fields[`${at}.fixedCalcSavingsInMt`] = [reportMessages.fixedSavingNotConsumed];
    } else if (annual !== undefined && value > annual) {
      fields[`${at}.fixedCalcSavingsInMt`] = [fixedSavingAboveConsumption(annual)];
    }
    seen.add(pair);
    if (value > 0) {
      fixed.push({
        consumptionCategoryId: entry.consumptionCategory.id,
        consumptionTypeId: entry.consumptionType.id,
        fixedSavingsInMt: value,
      });
    }
  });
  if (body.calculationFile) {
    try {
      await deps.files.requireAttachable(tx, body.calculationFile.id, 'calculation', 'calculationFile');
    } catch (err) {
      const error = err as { fields?: Record<string, string[]> };
      if (!error.fields) throw err;
      Object.assign(fields, error.fields);
    }
  }
  throwFieldErrors(fields);
  return { maker, fixed };
}

/** The report's values of the form: savings 0 when a fixed MT value is set (the rule of savingsIssue). */
function reportValues(body: SavingsBody, fixed: NewFixedSaving[]) {
  return {
    calcSavings: fixed.length > 0 ? 0 : body.calcSavings!,
    calcConfidenceInterval: body.calcConfidenceInterval,
    calcEquipmentCost: body.calcEquipmentCost,
    calcInstallationCost: body.calcInstallationCost,
    calcOperationCost: body.calcOperationCost,
    calculationFileId: body.calculationFile?.id ?? null,
    makerId: body.technologyMaker?.id ?? null,
    supplierId: body.technologySupplier?.id ?? null,
    potentialForVessel: body.potentialForVessel ?? null,
    // Absent keeps the stored power (none when added).
    windPowerKw: body.windPowerKw,
  };
}

/** Whether the included technology already has these fixed savings (MT per category and consumption type). */
function holdsFixedSavings(row: IncludedRow, fixed: NewFixedSaving[]) {
  const stored = row.fixedSavings.map((saving) => ({
    consumptionCategoryId: saving.consumptionCategory.id,
    consumptionTypeId: saving.consumptionType.id,
    fixedSavingsInMt: saving.fixedCalcSavingsInMt,
  }));
  const inOrder = (savings: NewFixedSaving[]) =>
    [...savings].sort(
      (a, b) => a.consumptionCategoryId - b.consumptionCategoryId || a.consumptionTypeId - b.consumptionTypeId,
    );
  return holdsRows(inOrder(stored), inOrder(fixed));
}

/** What the catalogue said when the technology was added: the chosen maker's link, else the snapshot. */
function originalValues(source: MakerValues | TechnologySnapshotValues): OriginalColumns {
  return {
    originalCalcSavings: source.calcSavings,
    originalCalcConfidenceInterval: source.calcConfidenceInterval,
    originalCalcEquipmentCost: source.calcEquipmentCost,
    originalCalcInstallationCost: source.calcInstallationCost,
    originalCalcOperationCost: source.calcOperationCost,
  };
}

/** In a solution design, the same technology's values in the screening report it is based on (the green dot). */
async function screeningValues(
  tx: Db,
  report: ReportAccessRow,
  technologyId: number,
): Promise<ScreeningColumns | null> {
  if (report.basedOnReportId === null) return null;
  const base = (await listIncludedRows(tx, report.basedOnReportId)).find((row) => row.technologyId === technologyId);
  if (!base) return null;
  const savings = await reportFuelSavings(tx, report.basedOnReportId);
  return {
    screeningCalcSavings: base.calcSavings,
    screeningCalcConfidenceInterval: base.calcConfidenceInterval,
    screeningCalcEquipmentCost: base.calcEquipmentCost,
    screeningCalcInstallationCost: base.calcInstallationCost,
    screeningCalcOperationCost: base.calcOperationCost,
    screeningCalcSavingsInMt: savings.get(technologyId) ?? null,
    isIncludedInScreeningReport: true,
  };
}

/** The technology the body names: by `technology {id}`, else by a snapshot of it; 400 when unknown or archived. */
async function chosenTechnology(tx: Db, body: CreateBody): Promise<number> {
  const field = body.technology ? 'technology' : 'vesselTypeTechnologyDetailSnapshotId';
  const technologyId =
    body.technology?.id ?? (await technologyOfSnapshot(tx, body.vesselTypeTechnologyDetailSnapshotId!));
  if (technologyId === null || !(await technologyIsIncludable(tx, technologyId))) {
    throw fieldError(field, reportMessages.technologyNotAvailable);
  }
  return technologyId;
}

export async function createIncludedTechnology(deps: FeatureDeps, actor: Actor, reportId: number, body: CreateBody) {
  return deps.db.transaction(async (tx) => {
    const report = await lockReportForChange(tx, reportId);
    const technologyId = await chosenTechnology(tx, body);
    if (await isIncluded(tx, report.id, technologyId)) {
      throw fieldError('technology', reportMessages.technologyAlreadyIncluded);
    }
    const snapshot = await currentSnapshot(tx, technologyId, report.vesselTypeId);
    const { maker, fixed } = await checkSavings(
      deps,
      tx,
      report,
      technologyId,
      snapshot.values.consumptionCategories,
      body,
    );
    const id = await insertIncludedRow(tx, {
      reportId: report.id,
      technologyId,
      snapshotId: snapshot.id,
      ...reportValues(body, fixed),
      ...originalValues(maker ?? snapshot.values),
      ...(await screeningValues(tx, report, technologyId)),
    });
    await replaceFixedSavings(tx, id, fixed);
    const added = await includedAnswer(deps, tx, report, id);
    await recordIncludedChange(deps, tx, actor, report.id, null, added.row);
    return added.dto;
  });
}

/** Replaces the report's values of an included technology; a save of an older version is refused (409). */
export async function updateIncludedTechnology(
  deps: FeatureDeps,
  actor: Actor,
  reportId: number,
  id: number,
  body: SavingsBody,
) {
  return deps.db.transaction(async (tx) => {
    const report = await lockReportForChange(tx, reportId);
    const row = await findIncludedRow(tx, report.id, id);
    if (!row) throw notIncluded();
    await checkIncludedVersion(tx, row, body.version);
    const categories = row.snapshot.consumptionCategories;
    const { maker, fixed } = await checkSavings(deps, tx, report, row.technologyId, categories, body);
    const values = reportValues(body, fixed);
    if (holdsValues(row, values) && holdsFixedSavings(row, fixed)) {
      return (await includedAnswer(deps, tx, report, id)).dto;
    }
    const makerChanged = values.makerId !== row.makerId;
    await updateIncludedRow(tx, id, {
      ...values,
      ...(makerChanged ? originalValues(maker ?? row.snapshot) : {}),
    });
    await replaceFixedSavings(tx, id, fixed);
    const saved = await includedAnswer(deps, tx, report, id);
    await recordIncludedChange(deps, tx, actor, report.id, row, saved.row);
    return saved.dto;
  });
}

/** Removes the technology from the report; an older `version` of it is refused (409), as a stale save is. */
export async function deleteIncludedTechnology(
  deps: FeatureDeps,
  actor: Actor,
  reportId: number,
  id: number,
  version?: number,
) {
  await deps.db.transaction(async (tx) => {
    const report = await lockReportForChange(tx, reportId);
    const row = await findIncludedRow(tx, report.id, id);
    if (!row) throw notIncluded();
    await checkIncludedVersion(tx, row, version);
    if (!(await deleteIncludedRow(tx, report.id, id))) throw notIncluded();
    await recordIncludedChange(deps, tx, actor, report.id, row, null);
  });
}

/**
 * PUT included-technologies/{techId}/{noteKey}: sets or (empty) removes one note; a save of an older
 * version of the included technology is refused (409).
 */
export async function setIncludedTechnologyNote(
  deps: FeatureDeps,
  actor: Actor,
  id: number,
  key: NoteKey,
  body: NoteBody,
) {
  const reportId = await reportOfIncluded(deps.db, id);
  if (reportId === null) throw notIncluded();
  return deps.db.transaction(async (tx) => {
    const report = await lockReportForChange(tx, reportId);
    const row = await findIncludedRow(tx, report.id, id);
    if (!row) throw notIncluded();
    await checkIncludedVersion(tx, row, body.version);
    const note = body.note || null;
    if (note !== (row.notes[key] ?? null)) await setNote(tx, id, key, note);
    const saved = await includedAnswer(deps, tx, report, id);
    await recordIncludedChange(deps, tx, actor, report.id, row, saved.row);
    return saved.dto;
  });
}
