import { moneyUnits, type RegulatoryImpactFileRequest, type RegulatoryImpactRequest } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, changesBetween, checkVersion, type FieldWords, recordChanges } from '../history/index.ts';
import { lockReportForChange } from './report-access.service.ts';
import { findReportRow, type ReportRow, updateReportRow } from './reports.queries.ts';
import { getReport } from './reports.service.ts';

const part = 'regulatory-impact';

/** The Regulatory Impact form's labels (web: regulatory-impact-panel.tsx, regulatory-impact-file.tsx). */
const regulatoryImpactWords: FieldWords<ReportRow & { file: string | null }> = {
  regulatoryImpactPctInEu: { label: '% in EU' },
  regulatoryImpactCarbonRate: { label: `Carbon rate (${moneyUnits.carbonRate})` },
  regulatoryImpactStartYear: { label: 'Start year' },
  regulatoryImpactNumberOfYears: { label: 'Number of years' },
  regulatoryImpactUsdPerEur: { label: moneyUnits.usdPerEur },
  regulatoryImpactDescription: { label: 'CII Projection Description' },
  file: { label: 'Regulatory Impact file (xlsx)' },
};

/**
 * The report's row with its regulatory impact locked for a change: 404 when not visible, 409 when
 * Completed or when `version` is not the regulatory impact's current one.
 */
async function lockRegulatoryImpact(tx: Db, id: number, version: number | undefined) {
  await lockReportForChange(tx, id);
  const before = await findReportRow(tx, id);
  await checkVersion(tx, { recordType: 'report', recordId: id, part }, before.regulatoryImpactVersion, version);
  return before;
}

/**
 * The five Regulatory Impact fields as sent (empty clears one) and the USD-per-EUR rate when sent; 409
 * when the report is Completed or the regulatory impact was changed since `version`.
 */
export async function updateRegulatoryImpact(
  deps: FeatureDeps,
  actor: Actor,
  id: number,
  input: RegulatoryImpactRequest,
) {
  await deps.db.transaction(async (tx) => {
    const before = await lockRegulatoryImpact(tx, id, input.version);
    const values: Partial<ReportRow> = {
      regulatoryImpactPctInEu: input.regulatoryImpactPctInEu ?? null,
      regulatoryImpactCarbonRate: input.regulatoryImpactCarbonRate ?? null,
      regulatoryImpactStartYear: input.regulatoryImpactStartYear ?? null,
      regulatoryImpactNumberOfYears: input.regulatoryImpactNumberOfYears ?? null,
      regulatoryImpactDescription: input.regulatoryImpactDescription ?? null,
      ...(input.regulatoryImpactUsdPerEur === undefined
        ? {}
        : { regulatoryImpactUsdPerEur: input.regulatoryImpactUsdPerEur }),
    };
    if (holdsValues(before, values)) return;
    await updateReportRow(tx, id, { ...values, regulatoryImpactVersion: before.regulatoryImpactVersion + 1 });
    const changes = changesBetween(before, values, regulatoryImpactWords);
    await recordChanges(tx, actor, [{ action: 'updated', recordType: 'report', recordId: id, part, changes }]);
  });
  return getReport(deps, id);
}

/**
 * Sets the Regulatory Impact file (an uploaded xlsx) or, absent or null, removes it from the report
 * (the file itself stays with the files feature). 409 when the report is Completed or the regulatory
 * impact was changed since `version`.
 */
export async function setRegulatoryImpactFile(
  deps: FeatureDeps,
  actor: Actor,
  id: number,
  input: RegulatoryImpactFileRequest,
) {
  await deps.db.transaction(async (tx) => {
    const before = await lockRegulatoryImpact(tx, id, input.version);
    const fileId = input.regulatoryImpactFile?.id ?? null;
    const current = before.regulatoryImpactFileId;
    if (fileId === current) return;
    if (fileId !== null) await deps.files.requireAttachable(tx, fileId, 'regulatoryImpact', 'regulatoryImpactFile');
    await updateReportRow(tx, id, {
      regulatoryImpactFileId: fileId,
      regulatoryImpactVersion: before.regulatoryImpactVersion + 1,
    });
    const names = await deps.files.fileRefs(tx, [current, fileId]);
    const nameOf = (fileId: number | null) => (fileId === null ? null : (names.get(fileId)?.name ?? null));
    const changes = changesBetween({ file: nameOf(current) }, { file: nameOf(fileId) }, regulatoryImpactWords);
    await recordChanges(tx, actor, [{ action: 'updated', recordType: 'report', recordId: id, part, changes }]);
  });
  return getReport(deps, id);
}
