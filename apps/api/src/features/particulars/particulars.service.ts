import {
  formMessages,
  type Particulars,
  type ParticularsItem,
  particularsVesselStatus,
  type updateParticularsRequest,
} from '@backoffice/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, throwFieldErrors } from '../../lib/errors.ts';
import { sharedAgain } from '../../lib/form-sharing.ts';
import { holdsValues, sameIdsInOrder } from '../../lib/unchanged.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { FileAccess } from '../files/index.ts';
import { type Actor, changesBetween, checkVersion, recordChanges } from '../history/index.ts';
import { findVisibleVessel, lockVessel, recordVesselStatus } from '../vessel-records/index.ts';
import {
  deleteItems,
  findParticularsOfVessel,
  type ItemRow,
  type ItemValues,
  insertItem,
  listItemFiles,
  listItems,
  lockParticularsOfVessel,
  type ParticularsRow,
  replaceItemFiles,
  updateItem,
  updateParticularsRow,
} from './particulars.queries.ts';
import { particularsChanges, particularsFieldWords } from './particulars-changes.ts';

type UpdateInput = z.output<typeof updateParticularsRequest>;

/** The section ids of a form → the ids of their files, in order. */
async function filesBySection(db: Db, itemIds: number[]) {
  const bySection = new Map<number, number[]>();
  for (const link of await listItemFiles(db, itemIds)) {
    const list = bySection.get(link.itemId) ?? [];
    list.push(link.fileId);
    bySection.set(link.itemId, list);
  }
  return bySection;
}

/** The form's sections by position, each with the ids of its files in order (two queries). */
export async function sectionsWithFileIds(db: Db, formId: number) {
  const items = await listItems(db, formId);
  const bySection = await filesBySection(
    db,
    items.map((item) => item.id),
  );
  return items.map((item: ItemRow) => ({ ...item, fileIds: bySection.get(item.id) ?? [] }));
}

/** The form's sections by position, each with its files as short forms (signed in one batch). */
export async function sectionsWithFiles(db: Db, files: FileAccess, formId: number): Promise<ParticularsItem[]> {
  const sections = await sectionsWithFileIds(db, formId);
  const refs = await files.fileRefs(
    db,
    sections.flatMap((section) => section.fileIds),
  );
  return sections.map(({ fileIds, ...section }) => ({
    ...section,
    files: fileIds.flatMap((fileId) => refs.get(fileId) ?? []),
  }));
}

async function toDto(
  db: Db,
  files: FileAccess,
  vessel: { id: number; name: string },
  form: ParticularsRow,
): Promise<Particulars> {
  return {
    id: form.id,
    vessel: { id: vessel.id, name: vessel.name },
    status: form.status,
    urlHash: form.urlHash,
    pinCode: form.pinCode,
    formItems: await sectionsWithFiles(db, files, form.id),
    modifiedOn: form.modifiedOn.toISOString(),
    version: form.version,
  };
}

/** The visible vessel's particulars (made with the vessel). */
export async function getParticulars({ db, files }: FeatureDeps, vesselId: number) {
  const vessel = await findVisibleVessel(db, vesselId);
  if (!vessel) throw notFound('Vessel');
  const form = await findParticularsOfVessel(db, vesselId);
  if (!form) throw notFound('Particulars');
  return toDto(db, files, vessel, form);
}

/** Collects the 400s of requireAttachable on their fields; other errors end the save at once. */
async function collectFieldErrors(fields: Record<string, string[]>, check: () => Promise<void>) {
  try {
    await check();
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    for (const [field, messages] of Object.entries(err.fields)) fields[field] = [...(fields[field] ?? []), ...messages];
  }
}

/**
 * 400 on every field that is wrong: an id that is not one of this form's sections (or is sent
 * twice), a file that may not be attached (unless it already is, to that section).
 */
async function validate(
  tx: Db,
  files: FileAccess,
  input: UpdateInput,
  existing: Map<number, ItemRow>,
  attached: Map<number, number[]>,
) {
  const fields: Record<string, string[]> = {};
  const seen = new Set<number>();
  for (const [index, item] of input.formItems.entries()) {
    if (item.id !== undefined) {
      if (!existing.has(item.id) || seen.has(item.id)) fields[`formItems.${index}.id`] = [formMessages.unknownItem];
      seen.add(item.id);
    }
    const current = new Set(item.id === undefined ? [] : (attached.get(item.id) ?? []));
    for (const fileId of new Set(item.files.map((file) => file.id))) {
      if (current.has(fileId)) continue;
      await collectFieldErrors(fields, () =>
        files.requireAttachable(tx, fileId, 'default', `formItems.${index}.files`),
      );
    }
  }
  throwFieldErrors(fields);
}

/** What a section keeps: a field left out (undefined) keeps its value; '' becomes null. */
function sectionValues(item: UpdateInput['formItems'][number], before: ItemRow | undefined, position: number) {
  const values: ItemValues = {
    title: item.title === undefined ? (before?.title ?? null) : item.title || null,
    requestText: item.requestText,
    responseText: item.responseText === undefined ? (before?.responseText ?? null) : item.responseText || null,
    position,
  };
  return values;
}

/** Whether the sections sent are the stored ones, in their order, with their values and their files in order. */
function holdsSections(input: UpdateInput, existing: Map<number, ItemRow>, attached: Map<number, number[]>) {
  return (
    input.formItems.length === existing.size &&
    input.formItems.every((item, position) => {
      const stored = item.id === undefined ? undefined : existing.get(item.id);
      if (!stored || !holdsValues(stored, sectionValues(item, stored, position))) return false;
      return sameIdsInOrder(attached.get(stored.id) ?? [], [...new Set(item.files.map((file) => file.id))]);
    })
  );
}

/**
 * Saves the status and the whole ordered list of sections in one transaction: an entry with id
 * changes that section, one without is added, sections left out are deleted (with their file
 * links; the files stay). Position = index in the list. A status change sets the vessel's status.
 * A `version` other than the current one is refused (409) before anything changes. The changes go
 * to the form's history.
 */
export async function updateParticulars(
  { db, files }: FeatureDeps,
  actor: Actor,
  vesselId: number,
  input: UpdateInput,
) {
  return db.transaction(async (tx) => {
    const vessel = await lockVessel(tx, vesselId);
    const form = await lockParticularsOfVessel(tx, vesselId);
    if (!form) throw notFound('Particulars');
    await checkVersion(tx, { recordType: 'particulars', recordId: form.id }, form.version, input.version);
    const before = await sectionsWithFiles(tx, files, form.id);
    const existing = new Map((await listItems(tx, form.id)).map((item) => [item.id, item]));
    const attached = await filesBySection(tx, [...existing.keys()]);
    await validate(tx, files, input, existing, attached);
    if (input.status === form.status && holdsSections(input, existing, attached)) {
      return toDto(tx, files, vessel, (await findParticularsOfVessel(tx, vesselId))!);
    }

    const kept = new Set(input.formItems.flatMap((item) => (item.id === undefined ? [] : [item.id])));
    await deleteItems(
      tx,
      [...existing.keys()].filter((id) => !kept.has(id)),
    );
    const links: { itemId: number; fileId: number; position: number }[] = [];
    for (const [position, item] of input.formItems.entries()) {
      const values = sectionValues(item, item.id === undefined ? undefined : existing.get(item.id), position);
      let itemId = item.id;
      if (itemId === undefined) itemId = await insertItem(tx, form.id, values);
      else await updateItem(tx, itemId, values);
      const fileIds = [...new Set(item.files.map((file) => file.id))];
      for (const [filePosition, fileId] of fileIds.entries()) links.push({ itemId, fileId, position: filePosition });
    }
    await replaceItemFiles(tx, [...kept], links);

    await updateParticularsRow(tx, form.id, {
      status: input.status,
      ...sharedAgain(form.status, input.status),
      version: form.version + 1,
    });
    if (input.status !== form.status) {
      await recordVesselStatus(tx, vesselId, particularsVesselStatus(input.status));
    }
    const saved = await toDto(tx, files, vessel, (await findParticularsOfVessel(tx, vesselId))!);
    const changes = [
      ...changesBetween(form, { status: input.status }, particularsFieldWords),
      ...particularsChanges(before, saved.formItems),
    ];
    const action = input.status !== form.status ? 'status' : 'updated';
    await recordChanges(tx, actor, [{ action, recordType: 'particulars', recordId: form.id, changes }]);
    return saved;
  });
}
