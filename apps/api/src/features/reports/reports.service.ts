import {
  type CreateReportRequest,
  draftStatusOf,
  isCompletedStatus,
  messages,
  reportMessages,
  reportTypes,
  statusesOfType,
  type UpdateReportRequest,
} from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound, throwFieldErrors } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, changesBetween, checkVersion, recordChanges } from '../history/index.ts';
import { findActiveUser } from '../users/index.ts';
import { findVisibleVessel, recordVesselStatus } from '../vessel-records/index.ts';
import { toReportDto } from './report.dto.ts';
import { lockVisibleReportRow } from './report-access.queries.ts';
import { copyScreeningTechnologies } from './report-copy.service.ts';
import { recordReportCreated, reportFieldWords } from './report-history.ts';
import { stopSharing } from './report-share.service.ts';
import { findReportDetail, findReportRow, insertReport, type ReportRow, updateReportRow } from './reports.queries.ts';

export const reportFieldMessages = { vesselNotFound: 'Vessel not found' } as const;

export async function getReport({ db, files }: Pick<FeatureDeps, 'db' | 'files'>, id: number) {
  const row = await findReportDetail(db, id);
  if (!row) throw notFound('Report');
  return toReportDto(db, files, row);
}

/**
 * The base of a new solution design: a visible screening report of the same vessel, locked so that
 * its technologies are copied as they are at one moment. 400 on `basedOn` otherwise.
 */
async function lockScreeningBase(tx: Db, baseId: number, vesselId: number) {
  const base = await lockVisibleReportRow(tx, baseId);
  if (!base || base.type !== reportTypes.ScreeningReport || base.vesselId !== vesselId) {
    throw fieldError('basedOn', reportMessages.basedOnNotScreening);
  }
  return base.id;
}

/** The regulatory impact of a report (its file linked, not copied), for a solution design to start from. */
async function regulatoryImpactOf(tx: Db, reportId: number): Promise<Partial<ReportRow>> {
  const base = await findReportRow(tx, reportId);
  return {
    regulatoryImpactPctInEu: base.regulatoryImpactPctInEu,
    regulatoryImpactCarbonRate: base.regulatoryImpactCarbonRate,
    regulatoryImpactStartYear: base.regulatoryImpactStartYear,
    regulatoryImpactNumberOfYears: base.regulatoryImpactNumberOfYears,
    regulatoryImpactDescription: base.regulatoryImpactDescription,
    regulatoryImpactFileId: base.regulatoryImpactFileId,
    regulatoryImpactUsdPerEur: base.regulatoryImpactUsdPerEur,
  };
}

/**
 * Inserts a Draft report in the caller's transaction and answers its id: a solution design starts
 * with its (checked) screening report's included technologies and regulatory impact, and the vessel
 * takes the status.
 */
export async function insertNewReport(
  tx: Db,
  report: { vesselId: number; type: number; name: string; basedOnReportId: number | null; contactId: number | null },
) {
  const status = draftStatusOf(report.type);
  const now = new Date();
  const reportId = await insertReport(tx, {
    vesselId: report.vesselId,
    type: report.type,
    status,
    name: report.name,
    basedOnReportId: report.basedOnReportId,
    internalContactUserId: report.contactId,
    statusChangedOn: now,
    ...(report.basedOnReportId === null ? {} : await regulatoryImpactOf(tx, report.basedOnReportId)),
  });
  if (report.basedOnReportId !== null) await copyScreeningTechnologies(tx, report.basedOnReportId, reportId);
  await recordVesselStatus(tx, report.vesselId, status, now);
  return reportId;
}

/**
 * A new Draft report of a visible vessel, with the creating user as its contact. A solution design
 * starts with its screening report's included technologies; a screening report ignores `basedOn`.
 * The vessel carries the new report's status; the report's history starts with it.
 */
export async function createReport(deps: FeatureDeps, actor: Actor, input: CreateReportRequest) {
  const id = await deps.db.transaction(async (tx) => {
    const vessel = await findVisibleVessel(tx, input.vessel.id);
    if (!vessel) throw fieldError('vessel', reportFieldMessages.vesselNotFound);
    const basedOnReportId =
      input.type === reportTypes.SolutionDesignReport
        ? await lockScreeningBase(tx, input.basedOn!.id, vessel.id)
        : null;
    const newId = await insertNewReport(tx, {
      ...input,
      vesselId: vessel.id,
      basedOnReportId,
      contactId: actor.userId,
    });
    await recordReportCreated(tx, actor, newId);
    return newId;
  });
  return getReport(deps, id);
}

/**
 * Name, contact and status. Allowed on a Completed report too: setting another status reopens it and
 * stops its sharing with the ship owner. The report row is locked, so a content change waits and then
 * sees the new status. A new status sets the report's and the vessel's status dates. A save of an older
 * version is refused (409).
 */
export async function updateReport(deps: FeatureDeps, actor: Actor, id: number, input: UpdateReportRequest) {
  await deps.db.transaction(async (tx) => {
    const report = await lockVisibleReportRow(tx, id);
    if (!report) throw notFound('Report');
    const before = (await findReportDetail(tx, id))!;
    await checkVersion(tx, { recordType: 'report', recordId: id }, before.version, input.version);
    const fields: Record<string, string[]> = {};
    if (!(statusesOfType(report.type) as number[]).includes(input.status)) {
      fields.status = [reportMessages.statusOfOtherType];
    }
    const contact = await findActiveUser(tx, input.internalContact.id);
    if (!contact) fields.internalContact = [messages.userNotFound];
    throwFieldErrors(fields);
    const unchanged =
      input.name === before.name && input.internalContact.id === before.contactId && input.status === report.status;
    if (unchanged) return;
    const values: Partial<ReportRow> = {
      name: input.name,
      internalContactUserId: input.internalContact.id,
      version: before.version + 1,
    };
    if (input.status !== report.status) {
      const now = new Date();
      Object.assign(values, { status: input.status, statusChangedOn: now });
      await recordVesselStatus(tx, report.vesselId, input.status, now);
    }
    await updateReportRow(tx, id, values);
    const changes = changesBetween(
      { name: before.name, status: before.status, contact: before.contactName },
      { name: input.name, status: input.status, contact: contact!.fullName },
      reportFieldWords,
    );
    const action = input.status !== report.status ? 'status' : 'updated';
    await recordChanges(tx, actor, [{ action, recordType: 'report', recordId: id, changes }]);
    if (isCompletedStatus(report.status) && !isCompletedStatus(input.status)) await stopSharing(tx, actor, id);
  });
  return getReport(deps, id);
}
