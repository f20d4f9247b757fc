import type { FeatureDeps } from '../feature-deps.ts';

/**
 * The exports as the rest of the API calls them: their modules (template filling, the charts with
 * vega, LibreOffice's runner) load on the first export, not while the server starts (decision 0031).
 */
const wordExport = () => import('./word-export.service.ts');
const pdfExport = () => import('./pdf-export.service.ts');

export async function exportReportAsDocx(deps: FeatureDeps, reportId: number, actorId: number | null) {
  return (await wordExport()).exportReportAsDocx(deps, reportId, actorId);
}

export async function exportReportAsPdf(deps: FeatureDeps, reportId: number, actorId: number | null) {
  return (await pdfExport()).exportReportAsPdf(deps, reportId, actorId);
}

export async function reportExportFormats(deps: Pick<FeatureDeps, 'libreOffice'>) {
  return (await pdfExport()).reportExportFormats(deps);
}
