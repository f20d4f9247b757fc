import {
  type FileUsage,
  fileExtension,
  formatFileNameDate,
  mimeTypesByExtension,
  type ReportType,
} from '@backoffice/contracts';
import type { TemplateData } from 'easy-template-x';
import { AppError } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { defaultTemplate, fillTemplate, reportTemplateInUse } from '../report-templates/index.ts';
import { addGeneratedReportFile, getReport } from '../reports/index.ts';
import { reportDocumentData } from './report-document.service.ts';

export const wordExportMessages = {
  templateMissing: 'The report template file cannot be read; upload it again on Report Templates',
  fillFailed: (reason: string) => `The report template cannot be filled: ${reason}`,
} as const;

/** The template in use for the report type: the newest uploaded one, else the default. */
async function templateFor(deps: FeatureDeps, type: ReportType, brandColour: string | null): Promise<Buffer> {
  const fileId = await reportTemplateInUse(deps.db, type);
  if (fileId === null) return defaultTemplate(type, brandColour);
  const stored = await deps.files.readContent(deps.db, fileId);
  if (!stored?.content) throw new AppError(422, wordExportMessages.templateMissing);
  return stored.content;
}

/** A file name Windows, macOS and Word accept: no path or reserved characters; the day in the company's zone. */
function documentName(reportName: string, timeZone: string, now = new Date()) {
  const safe = reportName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${safe || 'Report'} ${formatFileNameDate(now, timeZone)}.docx`;
}

/**
 * The report's template filled with the report: the Word document and its file name. A template that
 * fails to fill is the user's to fix: 422 with the reason, never a 500.
 */
export async function filledReportDocument(deps: FeatureDeps, report: Awaited<ReturnType<typeof getReport>>) {
  const { data, brandColour, timeZone } = await reportDocumentData(deps, report);
  const template = await templateFor(deps, report.type as ReportType, brandColour);
  let content: Buffer;
  try {
    content = await fillTemplate(template, data as unknown as TemplateData);
  } catch (err) {
    throw new AppError(422, wordExportMessages.fillFailed(err instanceof Error ? err.message : String(err)));
  }
  return { name: documentName(data['Report name'], timeZone), content };
}

/** Stores a document made of the report as a file of the report's files; `actorId` null for a ship owner's. */
export function storeReportDocument(
  deps: FeatureDeps,
  reportId: number,
  actorId: number | null,
  document: { name: string; content: Buffer; usage: FileUsage },
) {
  return deps.db.transaction(async (tx) => {
    const file = await deps.files.storeGenerated(tx, {
      ...document,
      mimeType: mimeTypesByExtension[fileExtension(document.name)]![0]!,
      createdByUserId: actorId,
    });
    await addGeneratedReportFile(tx, reportId, file.id);
    return file;
  });
}

/** Fills the report's template with the report and stores the document as a file of the report's files. */
export async function exportReportAsDocx(deps: FeatureDeps, reportId: number, actorId: number | null) {
  const report = await getReport(deps, reportId);
  const document = await filledReportDocument(deps, report);
  return storeReportDocument(deps, reportId, actorId, { ...document, usage: 'docx' });
}
