import { type CreateVesselRequest, messages, type UpdateVesselRequest } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import type { vessels } from '../../db/schema/index.ts';
import { fieldError, notFound, throwFieldErrors } from '../../lib/errors.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import { findVisibleProject } from '../customers/index.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, changesBetween, checkVersion, fieldsOf, recordChanges } from '../history/index.ts';
import { findVisibleVessel, lockVessel } from '../vessel-records/index.ts';
import { toVesselDto } from './vessel.dto.ts';
import { createVessels } from './vessel-creation.service.ts';
import { recordCreatedVessels, vesselFieldWords, vesselInWords } from './vessel-history.service.ts';
import { vesselMessages } from './vessel-messages.data.ts';
import {
  archiveVesselRow,
  updateVesselRow,
  vesselNameTaken,
  vesselTypeExists,
  visibleProjectExists,
} from './vessels.queries.ts';

export async function getVessel({ db, files }: FeatureDeps, id: number) {
  const row = await findVisibleVessel(db, id);
  if (!row) throw notFound('Vessel');
  return toVesselDto(db, files, row);
}

/** 400 on every field whose reference is unknown: project (not visible) and vessel type. */
export async function checkReferences(db: Db, refs: { projectId?: number; vesselTypeId?: number }) {
  const fields: Record<string, string[]> = {};
  if (refs.projectId !== undefined && !(await visibleProjectExists(db, refs.projectId))) {
    fields.project = [vesselMessages.projectNotFound];
  }
  if (refs.vesselTypeId !== undefined && !(await vesselTypeExists(db, refs.vesselTypeId))) {
    fields.vesselType = [vesselMessages.vesselTypeNotFound];
  }
  throwFieldErrors(fields);
}

/**
 * A new vessel of a visible project: its consumption rates start from the project's, and it gets
 * its questionnaire (from the default template) and particulars forms as Drafts.
 */
/**
 * One name per active vessel of a project, in any case (the import skips such rows too). The project
 * row is locked first, so two requests cannot both take a name.
 */
export async function requireFreeVesselName(
  tx: Db,
  projectId: number,
  name: string,
  options: { field: string; exceptId?: number },
) {
  await findVisibleProject(tx, projectId, { lock: true });
  if (await vesselNameTaken(tx, projectId, name, options.exceptId)) {
    throw fieldError(options.field, messages.vesselNameTaken);
  }
}

export async function createVessel(deps: FeatureDeps, actor: Actor, input: CreateVesselRequest) {
  const id = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, { projectId: input.project.id, vesselTypeId: input.vesselType.id });
    await requireFreeVesselName(tx, input.project.id, input.name, { field: 'name' });
    const [vesselId] = await createVessels(tx, [
      { name: input.name, projectId: input.project.id, vesselTypeId: input.vesselType.id },
    ]);
    await recordCreatedVessels(tx, actor, [vesselId!]);
    return vesselId!;
  });
  return getVessel(deps, id);
}

export const imageSlots = [
  { field: 'vesselImage1', column: 'vesselImage1FileId' },
  { field: 'vesselImage2', column: 'vesselImage2FileId' },
] as const;

/**
 * Changes what the request holds. An image `{id}` must be an uploaded image file; `{id: null}`
 * clears the slot (the file itself stays with the files feature). A save of an older version is
 * refused (409) and changes nothing.
 */
export async function updateVessel(deps: FeatureDeps, actor: Actor, id: number, input: UpdateVesselRequest) {
  await deps.db.transaction(async (tx) => {
    const vessel = await lockVessel(tx, id);
    await checkVersion(tx, { recordType: 'vessel', recordId: id }, vessel.version, input.version);
    const before = await vesselInWords(tx, id);
    const values: Partial<typeof vessels.$inferInsert> = {};
    if (input.name !== undefined && input.name !== vessel.name) {
      await requireFreeVesselName(tx, vessel.projectId, input.name, { field: 'name', exceptId: id });
      values.name = input.name;
    }
    if (input.vesselType !== undefined) {
      await checkReferences(tx, { vesselTypeId: input.vesselType.id });
      values.vesselTypeId = input.vesselType.id;
    }
    for (const { field, column } of imageSlots) {
      const ref = input[field];
      if (ref === undefined) continue;
      if (ref.id !== null && ref.id !== vessel[column]) {
        await deps.files.requireAttachable(tx, ref.id, 'image', field);
      }
      values[column] = ref.id;
    }
    // A body without fields, or with the values the vessel has, saves nothing: the version and the modified date stay.
    if (holdsValues(vessel, values)) return;
    await updateVesselRow(tx, id, { ...values, version: vessel.version + 1 });
    const changes = changesBetween(before, await vesselInWords(tx, id), vesselFieldWords);
    await recordChanges(tx, actor, [{ action: 'updated', recordType: 'vessel', recordId: id, changes }]);
  });
  return getVessel(deps, id);
}

/** Archiving hides the vessel; its consumption, rates, images and documents stay. An older `version` is refused (409). */
export async function archiveVessel(db: Db, actor: Actor, id: number, version?: number) {
  await db.transaction(async (tx) => {
    const vessel = await lockVessel(tx, id);
    await checkVersion(tx, { recordType: 'vessel', recordId: id }, vessel.version, version);
    const changes = fieldsOf(await vesselInWords(tx, id), vesselFieldWords, true);
    await archiveVesselRow(tx, id);
    await recordChanges(tx, actor, [{ action: 'deleted', recordType: 'vessel', recordId: id, changes }]);
  });
}
