import { type ReportExportFormats, reportExportMessages } from '@backoffice/contracts';
import { AppError } from '../../lib/errors.ts';
import { ConversionFailed, convertDocument, libreOfficeInstalled, NoLibreOffice } from '../../lib/libreoffice.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { getReport } from '../reports/index.ts';
import { filledReportDocument, storeReportDocument } from './word-export.service.ts';

const needsLibreOffice = () => new AppError(501, reportExportMessages.pdfNeedsLibreOffice);

/** GET reports/export-formats: Word always, PDF where LibreOffice is installed. */
export async function reportExportFormats({
  libreOffice,
}: Pick<FeatureDeps, 'libreOffice'>): Promise<ReportExportFormats> {
  return { docx: true, pdf: await libreOfficeInstalled(libreOffice.command) };
}

/**
 * The report's Word document (as export-as-docx makes it) converted to PDF by LibreOffice and stored
 * as a file of the report's files, named as the Word document. 501 without LibreOffice; 422 naming why
 * when the conversion takes too long or LibreOffice stops, and nothing is stored.
 */
export async function exportReportAsPdf(deps: FeatureDeps, reportId: number, actorId: number | null) {
  const report = await getReport(deps, reportId);
  const { command, pdfTimeoutMs } = deps.libreOffice;
  if (!(await libreOfficeInstalled(command))) throw needsLibreOffice();
  const document = await filledReportDocument(deps, report);
  let content: Buffer;
  try {
    content = await convertDocument({ command, timeoutMs: pdfTimeoutMs }, document.content, 'docx', 'pdf');
  } catch (err) {
    if (err instanceof NoLibreOffice) throw needsLibreOffice();
    if (!(err instanceof ConversionFailed)) throw err;
    const reason = err.timedOut
      ? reportExportMessages.pdfTooLong(pdfTimeoutMs / 1000)
      : reportExportMessages.pdfStopped(err.reason);
    throw new AppError(422, reportExportMessages.pdfFailed(reason));
  }
  const name = document.name.replace(/\.docx$/, '.pdf');
  return storeReportDocument(deps, reportId, actorId, { name, content, usage: 'default' });
}
