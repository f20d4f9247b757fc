import {
  catalogueMessages,
  reportTemplateMessages,
  type TechnologyMaker,
  type technologyMakerRequest,
} from '@backoffice/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { FileAccess } from '../files/index.ts';
import { type Actor, checkVersion } from '../history/index.ts';
import { checkTemplate } from '../report-templates/index.ts';
import { recordMakerLinkChange } from './technology-link-history.ts';
import { lockActiveMaker } from './technology-links.queries.ts';
import { onDuplicateLink, requireTechnology } from './technology-links.service.ts';
import {
  archiveTechnologyMaker,
  findTechnologyMaker,
  insertTechnologyMaker,
  listTechnologyMakers,
  type TechnologyMakerRow,
  type TechnologyMakerValues,
  updateTechnologyMaker,
} from './technology-makers.queries.ts';

type MakerLinkInput = z.output<typeof technologyMakerRequest>;
type AttachedTemplates = Pick<TechnologyMakerRow, 'wordTemplateFileId' | 'calculationTemplateFileId'>;

const duplicate = onDuplicateLink(catalogueMessages.technologyMakerExists);

/** Maker links with their template files, read in one query for the whole list. */
async function toTechnologyMakers(db: Db, files: FileAccess, rows: TechnologyMakerRow[]): Promise<TechnologyMaker[]> {
  const refs = await files.fileRefs(
    db,
    rows.flatMap((row) => [row.calculationTemplateFileId, row.wordTemplateFileId]),
  );
  const ref = (id: number | null) => (id === null ? null : (refs.get(id) ?? null));
  return rows.map(({ calculationTemplateFileId, wordTemplateFileId, ...rest }) => ({
    ...rest,
    calculationTemplateFile: ref(calculationTemplateFileId),
    wordTemplateFile: ref(wordTemplateFileId),
  }));
}

/**
 * 400 on `wordTemplateFile` unless the file is a docx the Word export can fill as a maker's page:
 * the checks and limits of report templates, in a template worker, with the tags of a maker's page.
 * Run outside a transaction where it can be: the check may take the worker's time limit.
 */
async function checkWordTemplate(db: Db, files: FileAccess, fileId: number) {
  await files.requireAttachable(db, fileId, 'docx', 'wordTemplateFile');
  const stored = await files.readContent(db, fileId);
  const problem = stored?.content ? await checkTemplate(stored.content, 'makerPage') : reportTemplateMessages.notWord;
  if (problem) throw fieldError('wordTemplateFile', problem);
}

/**
 * The Word template the input attaches when it is another than `attached` (the link as read before
 * its transaction), checked: its id, else null.
 */
async function checkNewWordTemplate(
  db: Db,
  files: FileAccess,
  input: MakerLinkInput,
  attached: AttachedTemplates | null,
) {
  const fileId = input.wordTemplateFile?.id;
  if (fileId === undefined || fileId === attached?.wordTemplateFileId) return null;
  await checkWordTemplate(db, files, fileId);
  return fileId;
}

/**
 * The Word template is required (create and edit); a calculation template is optional, xlsx.
 * Files already attached are not checked again: a file deleted since keeps working where attached.
 * A new Word template was checked before the transaction (`checked`), unless the link changed since.
 */
async function checkTemplates(
  db: Db,
  files: FileAccess,
  input: MakerLinkInput,
  attached: AttachedTemplates | null,
  checked: number | null,
): Promise<AttachedTemplates> {
  const wordTemplateFileId = input.wordTemplateFile?.id;
  if (wordTemplateFileId === undefined) {
    throw fieldError('wordTemplateFile', catalogueMessages.wordTemplateRequired);
  }
  if (wordTemplateFileId !== attached?.wordTemplateFileId) {
    if (wordTemplateFileId === checked)
      await files.requireAttachable(db, wordTemplateFileId, 'docx', 'wordTemplateFile');
    else await checkWordTemplate(db, files, wordTemplateFileId);
  }
  const calculationTemplateFileId = input.calculationTemplateFile?.id ?? null;
  if (calculationTemplateFileId !== null && calculationTemplateFileId !== attached?.calculationTemplateFileId) {
    await files.requireAttachable(db, calculationTemplateFileId, 'calculationTemplate', 'calculationTemplateFile');
  }
  return { wordTemplateFileId, calculationTemplateFileId };
}

/** 400 on `maker` unless it is active; holds its row so it is not archived meanwhile. */
async function requireMaker(db: Db, makerId: number) {
  if (!(await lockActiveMaker(db, makerId))) throw fieldError('maker', catalogueMessages.unknownChoice);
}

async function requireUnlinked(db: Db, technologyId: number, makerId: number) {
  if (await findTechnologyMaker(db, technologyId, makerId)) throw conflict(catalogueMessages.technologyMakerExists);
}

function linkValues(input: MakerLinkInput, templates: AttachedTemplates): TechnologyMakerValues {
  return {
    makerId: input.maker.id,
    calcSavings: input.calcSavings,
    calcConfidenceInterval: input.calcConfidenceInterval,
    calcEquipmentCost: input.calcEquipmentCost,
    calcInstallationCost: input.calcInstallationCost,
    calcOperationCost: input.calcOperationCost,
    serviceLifeYears: input.serviceLifeYears,
    ...templates,
  };
}

export async function getTechnologyMakers({ db, files }: FeatureDeps, technologyId: number) {
  await requireTechnology(db, technologyId);
  const rows = await listTechnologyMakers(db, technologyId);
  return toTechnologyMakers(db, files, rows);
}

async function findLink(db: Db, technologyId: number, makerId: number, lock = false) {
  const row = await findTechnologyMaker(db, technologyId, makerId, lock);
  if (!row) throw notFound('Technology maker');
  return row;
}

export async function getTechnologyMaker({ db, files }: FeatureDeps, technologyId: number, makerId: number) {
  await requireTechnology(db, technologyId);
  const [maker] = await toTechnologyMakers(db, files, [await findLink(db, technologyId, makerId)]);
  return maker!;
}

/** Links an active maker once, with its values and templates; recorded in the technology's history. */
export async function addTechnologyMaker(deps: FeatureDeps, actor: Actor, technologyId: number, input: MakerLinkInput) {
  await requireTechnology(deps.db, technologyId);
  const checked = await checkNewWordTemplate(deps.db, deps.files, input, null);
  await deps.db
    .transaction(async (tx) => {
      await requireTechnology(tx, technologyId, true);
      const templates = await checkTemplates(tx, deps.files, input, null, checked);
      await requireMaker(tx, input.maker.id);
      await requireUnlinked(tx, technologyId, input.maker.id);
      await insertTechnologyMaker(tx, technologyId, linkValues(input, templates));
      const added = await findLink(tx, technologyId, input.maker.id);
      await recordMakerLinkChange(tx, deps.files, actor, technologyId, null, added);
    })
    .catch(duplicate);
  return getTechnologyMaker(deps, technologyId, input.maker.id);
}

/**
 * Replaces the link's values; `maker` may name another maker not yet linked to the technology. The
 * link is locked: a save of an older version of it is refused (409). Recorded in the technology's history.
 */
export async function changeTechnologyMaker(
  deps: FeatureDeps,
  actor: Actor,
  technologyId: number,
  makerId: number,
  input: MakerLinkInput,
) {
  await requireTechnology(deps.db, technologyId);
  const before = await findLink(deps.db, technologyId, makerId);
  const checked = await checkNewWordTemplate(deps.db, deps.files, input, before);
  await deps.db
    .transaction(async (tx) => {
      await requireTechnology(tx, technologyId, true);
      const link = await findLink(tx, technologyId, makerId, true);
      const part = `maker:${link.technologyMakerId}`;
      await checkVersion(tx, { recordType: 'technology', recordId: technologyId, part }, link.version, input.version);
      const templates = await checkTemplates(tx, deps.files, input, link, checked);
      if (input.maker.id !== makerId) {
        await requireMaker(tx, input.maker.id);
        await requireUnlinked(tx, technologyId, input.maker.id);
      }
      const values = linkValues(input, templates);
      if (holdsValues({ ...link, makerId: link.maker.id }, values)) return;
      await updateTechnologyMaker(tx, link.technologyMakerId, values);
      const saved = await findLink(tx, technologyId, input.maker.id);
      await recordMakerLinkChange(tx, deps.files, actor, technologyId, link, saved);
    })
    .catch(duplicate);
  return getTechnologyMaker(deps, technologyId, input.maker.id);
}

/**
 * Archives the link; the maker and any report naming it stay. Recorded in the technology's history. The
 * link is locked: an older `version` of it is refused (409), as a stale save is.
 */
export async function removeTechnologyMaker(
  { db, files }: FeatureDeps,
  actor: Actor,
  technologyId: number,
  makerId: number,
  version?: number,
) {
  await db.transaction(async (tx) => {
    await requireTechnology(tx, technologyId, true);
    const link = await findLink(tx, technologyId, makerId, true);
    const part = `maker:${link.technologyMakerId}`;
    await checkVersion(tx, { recordType: 'technology', recordId: technologyId, part }, link.version, version);
    if (!(await archiveTechnologyMaker(tx, link.technologyMakerId))) throw notFound('Technology maker');
    await recordMakerLinkChange(tx, files, actor, technologyId, link, null);
  });
}
