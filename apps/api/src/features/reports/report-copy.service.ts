import { draftStatusOf } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../history/index.ts';
import { recordVesselStatus } from '../vessel-records/index.ts';
import { lockVisibleReportRow } from './report-access.queries.ts';
import { reportFuelSavings } from './report-calculation.service.ts';
import {
  copyNovelTechnologyRows,
  copyReportFileRows,
  fixedSavingRows,
  type IncludedTechnologyRow,
  includedTechnologyRows,
  insertFixedSavings,
  insertIncludedTechnologies,
  type NewIncludedTechnology,
} from './report-copy.queries.ts';
import { recordReportCreated } from './report-history.ts';
import { findReportRow, insertReport } from './reports.queries.ts';

type Copied = (row: IncludedTechnologyRow) => Partial<NewIncludedTechnology>;

/**
 * A solution design starts from its screening report: the values are also its screening values, and
 * the screening report's fuel saving of each technology (the engine's) its screening saving in MT.
 */
const asScreeningBase =
  (fuelSavings: Map<number, number>): Copied =>
  (row) => ({
    screeningCalcSavings: row.calcSavings,
    screeningCalcConfidenceInterval: row.calcConfidenceInterval,
    screeningCalcEquipmentCost: row.calcEquipmentCost,
    screeningCalcInstallationCost: row.calcInstallationCost,
    screeningCalcOperationCost: row.calcOperationCost,
    screeningCalcSavingsInMt: fuelSavings.get(row.technologyId) ?? null,
    isIncludedInScreeningReport: true,
  });

/**
 * Copies the included technologies of one report into another, with their fixed savings and notes;
 * `adapt` overrides columns of each copy. Four statements, whatever the number of technologies. The
 * copies start at version 1: they are new records.
 */
async function copyIncludedTechnologies(tx: Db, fromId: number, toId: number, adapt: Copied = () => ({})) {
  const rows = await includedTechnologyRows(tx, fromId);
  const newIds = await insertIncludedTechnologies(
    tx,
    rows.map((source) => {
      const { id: _id, createdOn: _created, modifiedOn: _modified, version: _version, ...row } = source;
      return { ...row, reportId: toId, ...adapt(source) };
    }),
  );
  const fixed = await fixedSavingRows(tx, fromId);
  await insertFixedSavings(
    tx,
    fixed.map(({ technologyId, ...saving }) => ({ ...saving, reportTechnologyId: newIds.get(technologyId)! })),
  );
}

/** The new solution design's technologies: those of its screening report, with screening values. */
export async function copyScreeningTechnologies(tx: Db, screeningReportId: number, solutionDesignId: number) {
  const fuelSavings = await reportFuelSavings(tx, screeningReportId);
  await copyIncludedTechnologies(tx, screeningReportId, solutionDesignId, asScreeningBase(fuelSavings));
}

const copySuffix = ' (copy)';

/** '<name> (copy)', the name shortened so that the copy keeps within a report name's 200 characters. */
export function copyName(name: string, maxLength = 200) {
  return `${name.slice(0, maxLength - copySuffix.length).trimEnd()}${copySuffix}`;
}

/**
 * A Draft copy of the report named '<name> (copy)', with everything in it: included technologies
 * (fixed savings, notes, screening values), novel technologies, regulatory impact with its file, the
 * report files and the same base report. The files are linked, not duplicated. The source stays
 * locked while it is copied, so no change lands half-way. The vessel carries the copy's Draft status.
 * The copy starts at version 1 with a history entry naming its source. Answers the copy's id.
 */
export function copyReport(db: Db, actor: Actor, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await lockVisibleReportRow(tx, id))) throw notFound('Report');
    const {
      id: _id,
      createdOn: _c,
      modifiedOn: _m,
      statusChangedOn: _s,
      version: _v,
      regulatoryImpactVersion: _rv,
      ...source
    } = await findReportRow(tx, id);
    const status = draftStatusOf(source.type);
    const now = new Date();
    const newId = await insertReport(tx, {
      ...source,
      name: copyName(source.name),
      status,
      statusChangedOn: now,
      internalContactUserId: source.internalContactUserId ?? actor.userId,
    });
    await copyIncludedTechnologies(tx, id, newId);
    await copyNovelTechnologyRows(tx, id, newId);
    await copyReportFileRows(tx, id, newId);
    await recordVesselStatus(tx, source.vesselId, status, now);
    await recordReportCreated(tx, actor, newId, source.name);
    return newId;
  });
}
