import {
  type ClientParticulars,
  type CreateFileResponse,
  FormStatus,
  formMessages,
  limits,
  type updateClientParticularsRequest,
} from '@backoffice/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { sameIdsInOrder } from '../../lib/unchanged.ts';
import type { ShipOwnerPrincipal } from '../../plugins/auth.ts';
import { type CreateFileInput, createFile, type FileAccess, fileMessages } from '../files/index.ts';
import type { Actor } from '../history/index.ts';
import { particularsChanges, replaceItemFiles, sectionsWithFileIds, sectionsWithFiles } from '../particulars/index.ts';
import { formNotAvailable, requireShipOwnerForm } from './client-area-access.service.ts';
import { changeShipOwnerForm, shipOwnerVessel } from './client-forms.service.ts';
import {
  clientFormHoldings,
  clientFormKey,
  filesUploadedByClient,
  findParticularsForShipOwner,
  setResponseText,
} from './client-particulars.queries.ts';

type UpdateInput = z.output<typeof updateClientParticularsRequest>;

async function openParticulars(db: Db, shipOwner: ShipOwnerPrincipal) {
  requireShipOwnerForm(shipOwner, 'particulars');
  const form = await findParticularsForShipOwner(db, shipOwner.formId);
  if (!form) throw formNotAvailable();
  return form;
}

/** The client's particulars: each section's request, the client's response and the files attached. */
export async function getClientParticulars(
  db: Db,
  files: FileAccess,
  shipOwner: ShipOwnerPrincipal,
): Promise<ClientParticulars> {
  const form = await openParticulars(db, shipOwner);
  const vessel = await shipOwnerVessel(db, form.vesselId);
  return {
    vesselName: vessel.name,
    status: form.status,
    formItems: await sectionsWithFiles(db, files, form.id),
    version: form.version,
  };
}

/**
 * The client's save: the response text and the files of each section sent. A file must already
 * be attached to that section, or be one this form's client uploaded (stored and checked, of the
 * default types); anything else answers 400 on the section's `files`. Sections not sent keep theirs.
 * A `version` other than the form's is refused (409); the changes go to the form's history as the
 * ship owner's.
 */
export async function updateClientParticulars(
  db: Db,
  files: FileAccess,
  shipOwner: ShipOwnerPrincipal,
  actor: Actor,
  input: UpdateInput,
): Promise<ClientParticulars> {
  const form = await openParticulars(db, shipOwner);
  const save = { vesselId: form.vesselId, version: input.version };
  await changeShipOwnerForm(db, shipOwner, actor, save, async (tx) => {
    const before = await sectionsWithFiles(tx, files, form.id);
    const sections = new Map((await sectionsWithFileIds(tx, form.id)).map((section) => [section.id, section]));
    const sentFileIds = input.formItems.flatMap((item) => item.files.map((file) => file.id));
    const uploadedByClient = await filesUploadedByClient(tx, form.id, sentFileIds);
    const fileIdsByItem = new Map<number, number[]>();
    for (const [index, item] of input.formItems.entries()) {
      const section = sections.get(item.id);
      if (!section) throw fieldError(`formItems.${index}.id`, formMessages.unknownItem);
      const field = `formItems.${index}.files`;
      const fileIds = [...new Set(item.files.map((file) => file.id))];
      for (const fileId of fileIds) {
        if (section.fileIds.includes(fileId)) continue;
        if (!uploadedByClient.has(fileId)) throw fieldError(field, fileMessages.notFound);
        await files.requireAttachable(tx, fileId, 'default', field);
      }
      if (!sameIdsInOrder(section.fileIds, fileIds)) fileIdsByItem.set(item.id, fileIds);
    }
    const newResponses = input.formItems.filter(
      ({ id, responseText }) => responseText !== undefined && responseText !== sections.get(id)!.responseText,
    );
    for (const { id, responseText } of newResponses) await setResponseText(tx, id, responseText!);
    await replaceItemFiles(
      tx,
      [...fileIdsByItem.keys()],
      [...fileIdsByItem].flatMap(([itemId, fileIds]) =>
        fileIds.map((fileId, position) => ({ itemId, fileId, position })),
      ),
    );
    const changes = particularsChanges(before, await sectionsWithFiles(tx, files, form.id));
    // A new order of a section's files has no words in the history, but it is a change: the version goes up.
    return { wrote: newResponses.length > 0 || fileIdsByItem.size > 0, changes };
  });
  return getClientParticulars(db, files, shipOwner);
}

/**
 * `POST client/files`: declared as `POST files` does, and marked as this form's client's, so that
 * only this form may attach it. A Complete form takes no more files (409); nor one beyond the form's
 * cap of files and bytes (400 on contentSize).
 */
export async function createClientFile(
  db: Db,
  files: FileAccess,
  shipOwner: ShipOwnerPrincipal,
  input: CreateFileInput,
): Promise<CreateFileResponse> {
  const form = await openParticulars(db, shipOwner);
  await shipOwnerVessel(db, form.vesselId);
  if (form.status === FormStatus.Complete) throw conflict(formMessages.formComplete);
  // The form row is locked while counting, so declarations at the same time cannot pass the cap together.
  return db.transaction(async (tx) => {
    await findParticularsForShipOwner(tx, form.id, true);
    const held = await clientFormHoldings(tx, form.id);
    if (held.files >= limits.maxClientFormFiles || held.bytes + input.contentSize > limits.maxClientFormBytes) {
      throw fieldError('contentSize', formMessages.clientFormFull);
    }
    return createFile(tx, files.storage, { clientForm: clientFormKey(form.id) }, input);
  });
}
