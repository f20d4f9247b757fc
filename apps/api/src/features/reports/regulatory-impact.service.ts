import type { RegulatoryImpactFileRequest, RegulatoryImpactRequest } from '@backoffice/contracts';
import type { FeatureDeps } from '../feature-deps.ts';
import { lockReportForChange } from './report-access.service.ts';
import { findReportRow, updateReportRow } from './reports.queries.ts';
import { getReport } from './reports.service.ts';

/**
 * The five Regulatory Impact fields as sent (empty clears one) and the USD-per-EUR rate when sent; 409
 * when the report is Completed.
 */
export async function updateRegulatoryImpact(deps: FeatureDeps, id: number, input: RegulatoryImpactRequest) {
  await deps.db.transaction(async (tx) => {
    await lockReportForChange(tx, id);
    await updateReportRow(tx, id, {
      regulatoryImpactPctInEu: input.regulatoryImpactPctInEu ?? null,
      regulatoryImpactCarbonRate: input.regulatoryImpactCarbonRate ?? null,
      regulatoryImpactStartYear: input.regulatoryImpactStartYear ?? null,
      regulatoryImpactNumberOfYears: input.regulatoryImpactNumberOfYears ?? null,
      regulatoryImpactDescription: input.regulatoryImpactDescription ?? null,
      ...(input.regulatoryImpactUsdPerEur === undefined
        ? {}
        : { regulatoryImpactUsdPerEur: input.regulatoryImpactUsdPerEur }),
    });
  });
  return getReport(deps, id);
}

/**
 * Sets the Regulatory Impact file (an uploaded xlsx) or, absent or null, removes it from the report
 * (the file itself stays with the files feature). 409 when the report is Completed.
 */
export async function setRegulatoryImpactFile(deps: FeatureDeps, id: number, input: RegulatoryImpactFileRequest) {
  await deps.db.transaction(async (tx) => {
    await lockReportForChange(tx, id);
    const fileId = input.regulatoryImpactFile?.id ?? null;
    const current = (await findReportRow(tx, id)).regulatoryImpactFileId;
    if (fileId !== null && fileId !== current) {
      await deps.files.requireAttachable(tx, fileId, 'regulatoryImpact', 'regulatoryImpactFile');
    }
    await updateReportRow(tx, id, { regulatoryImpactFileId: fileId });
  });
  return getReport(deps, id);
}
