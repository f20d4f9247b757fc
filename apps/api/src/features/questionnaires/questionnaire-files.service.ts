import { formatFileNameDate, type Questionnaire, uploadMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { companyTimeZone } from '../../db/company-time-zone.queries.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { type Actor, recordChanges } from '../history/index.ts';
import { withImportSlot } from '../import-slots/index.ts';
import { findVisibleVessel } from '../vessel-records/index.ts';
import { questionnaireTemplateVersion } from './default-template.data.ts';
import {
  QuestionnaireSheetErrors,
  readQuestionnaireSheet,
  UnreadableQuestionnaireSheet,
  writeQuestionnaireSheet,
} from './questionnaire.sheet.ts';
import { contentChanges } from './questionnaire-changes.ts';
import { readContent, templateContent } from './questionnaire-creation.service.ts';
import { deleteContent, insertContent, type SectionContent, updateQuestionnaireRow } from './questionnaires.queries.ts';
import { lockQuestionnaire, openQuestionnaire, questionnaireDto } from './questionnaires.service.ts';

export interface SheetDownload {
  fileName: string;
  content: Buffer;
}

/** The sheet's sections, or 400: importFailed for an unreadable file or one without items, `file` for bad rows. */
async function readSheet(content: Buffer): Promise<SectionContent[]> {
  let sections: SectionContent[];
  try {
    sections = await readQuestionnaireSheet(content);
  } catch (err) {
    if (err instanceof UnreadableQuestionnaireSheet) throw badRequest(uploadMessages.importFailed);
    if (err instanceof QuestionnaireSheetErrors) throw new AppError(400, err.messages[0]!, { file: err.messages });
    throw err;
  }
  if (!sections.some((section) => section.items.length > 0)) throw badRequest(uploadMessages.importFailed);
  return sections;
}

/**
 * Replaces all sections and items of the vessel's questionnaire with those of the xlsx, in one
 * transaction; status, link, PIN and the free text stay. A file that cannot be taken changes nothing.
 * The items get new ids, so the version is raised whatever changed; the history names what did.
 */
async function importQuestionnaire(db: Db, actor: Actor, vesselId: number, content: Buffer): Promise<Questionnaire> {
  if (!(await findVisibleVessel(db, vesselId))) throw notFound('Vessel');
  const sections = await readSheet(content);
  return db.transaction(async (tx) => {
    const { vessel, row } = await lockQuestionnaire(tx, vesselId);
    const before = await readContent(tx, row.id);
    await deleteContent(tx, row.id);
    await insertContent(tx, [row.id], sections);
    const saved = await updateQuestionnaireRow(tx, row.id, { version: row.version + 1 });
    const changes = contentChanges(before, sections);
    await recordChanges(tx, actor, [{ action: 'updated', recordType: 'questionnaire', recordId: row.id, changes }]);
    return questionnaireDto(tx, vessel, saved);
  });
}

/** importQuestionnaire in the staff member's import slot (one import at a time each); the upload is read once it is taken. */
export function importUploadedQuestionnaire(
  db: Db,
  staffId: number,
  actor: Actor,
  vesselId: number,
  upload: () => Promise<Buffer>,
): Promise<Questionnaire> {
  return withImportSlot(db, staffId, async () => importQuestionnaire(db, actor, vesselId, await upload()));
}

let template: Promise<Buffer> | undefined;

/** The default template in the import format; written once per process. */
export async function templateDownload(): Promise<SheetDownload> {
  template ??= writeQuestionnaireSheet(templateContent());
  return { fileName: `questionnaire-template-${questionnaireTemplateVersion}.xlsx`, content: await template };
}

/** A vessel name as part of a file name: no path or reserved characters. */
function fileNamePart(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || 'vessel';
}

/**
 * The vessel's questionnaire in the import format: `questionnaire-<vessel name>-<YYYY-MM-DD>.xlsx`,
 * today in the company's time zone.
 */
export async function questionnaireDownload(db: Db, vesselId: number, today = new Date()): Promise<SheetDownload> {
  const { vessel, row } = await openQuestionnaire(db, vesselId);
  const content = await writeQuestionnaireSheet(await readContent(db, row.id));
  const day = formatFileNameDate(today, await companyTimeZone(db));
  return { fileName: `questionnaire-${fileNamePart(vessel.name)}-${day}.xlsx`, content };
}
