import type { ReportTemplateFile, ReportType } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import {
  findReportTemplateRow,
  insertReportTemplate,
  listReportTemplateRows,
  newestTemplateFileId,
} from './report-templates.queries.ts';
import { templateMessages } from './template-check.service.ts';
import { checkTemplate } from './template-fill.service.ts';

type TemplateRow = NonNullable<Awaited<ReturnType<typeof findReportTemplateRow>>>;

async function toReportTemplateFiles({ db, files }: FeatureDeps, rows: TemplateRow[]): Promise<ReportTemplateFile[]> {
  const refs = await files.fileRefs(
    db,
    rows.map((row) => row.fileId),
  );
  return rows.map((row) => ({
    id: row.id,
    reportType: row.reportType,
    // Attached files stay readable after a delete, so the reference is always there.
    file: refs.get(row.fileId)!,
    createdOn: row.createdOn.toISOString(),
    inUse: row.inUse,
  }));
}

/** Newest first; the newest of each report type is the one in use. */
export async function listReportTemplates(deps: FeatureDeps): Promise<ReportTemplateFile[]> {
  const rows = await listReportTemplateRows(deps.db);
  return toReportTemplateFiles(deps, rows);
}

/** A new template becomes the one in use for its report type, once its tags are checked and a test fill works. */
export async function createReportTemplate(
  deps: FeatureDeps,
  staffId: number,
  input: { reportType: ReportType; file: { id: number } },
): Promise<ReportTemplateFile> {
  const { db, files } = deps;
  // A template only admins read may be chosen again (it becomes the one in use).
  await files.requireAttachable(db, input.file.id, 'docx', 'file', { adminFiles: true });
  const stored = await files.readContent(db, input.file.id);
  const problem = stored?.content ? await checkTemplate(stored.content) : templateMessages.notWord;
  if (problem) throw fieldError('file', problem);
  const id = await insertReportTemplate(db, {
    reportType: input.reportType,
    fileId: input.file.id,
    createdByUserId: staffId,
  });
  const [template] = await toReportTemplateFiles(deps, [(await findReportTemplateRow(db, id))!]);
  return template!;
}

/** The file id of the template Word export uses for the report type, or null when none was uploaded. */
export function reportTemplateInUse(db: Db, reportType: ReportType): Promise<number | null> {
  return newestTemplateFileId(db, reportType);
}
