import { customerMessages, FormStatus, questionnaireVesselStatus } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import type { vessels } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { FileAccess } from '../files/index.ts';
import type { Actor } from '../history/index.ts';
import { copyParticulars } from '../particulars/index.ts';
import { copyQuestionnaire } from '../questionnaires/index.ts';
import { type LockedVessel, lockVessel, recordVesselStatus } from '../vessel-records/index.ts';
import {
  insertVesselRate,
  listConsumptions,
  projectRatesByType,
  replaceConsumptions,
  vesselRatesForCopy,
} from './vessel-consumption.queries.ts';
import { recordCreatedVessels } from './vessel-history.service.ts';
import { insertVessel, updateVesselRow } from './vessels.queries.ts';
import { checkReferences, getVessel, imageSlots, requireFreeVesselName } from './vessels.service.ts';

/** What each copy step is given: the copy's transaction, the source vessel and the new one. */
export interface VesselCopy {
  tx: Db;
  files: FileAccess;
  source: LockedVessel;
  targetId: number;
  targetProjectId: number;
}

/**
 * Consumption rates and rows. The new vessel's rates belong to the target project's rates of the
 * same consumption type (every project has one per type) and keep the source vessel's values.
 * Rows keep their order.
 */
async function copyConsumption({ tx, source, targetId, targetProjectId }: VesselCopy) {
  const targetRates = await projectRatesByType(tx, targetProjectId);
  const newRateIds = new Map<number, number>();
  for (const rate of await vesselRatesForCopy(tx, source.id)) {
    const newId = await insertVesselRate(tx, {
      vesselId: targetId,
      projectConsumptionRateId: targetRates.get(rate.consumptionTypeId)!.id,
      price: rate.price,
      co2ConversionConstant: rate.co2ConversionConstant,
      savedOn: rate.savedOn,
    });
    newRateIds.set(rate.id, newId);
  }
  const rows = await listConsumptions(tx, source.id);
  await replaceConsumptions(
    tx,
    targetId,
    rows.map((row) => ({
      vesselConsumptionRateId: newRateIds.get(row.vesselConsumptionRateId)!,
      consumptionCategoryId: row.consumptionCategoryId,
      annualConsumption: row.annualConsumption,
    })),
  );
}

/** Each image becomes a file of its own, so that either vessel can change or clear it alone. */
async function copyImages({ tx, files, source, targetId }: VesselCopy) {
  const values: Partial<typeof vessels.$inferInsert> = {};
  for (const { column } of imageSlots) {
    const fileId = source[column];
    if (fileId !== null) values[column] = await files.copyFile(tx, fileId);
  }
  if (Object.keys(values).length > 0) await updateVesselRow(tx, targetId, values);
}

/**
 * What a copy takes along, step by step, inside one transaction. Data that later belongs to a
 * vessel (questionnaire, particulars) is copied by a step of its own added to this list.
 */
const copySteps: ((copy: VesselCopy) => Promise<void>)[] = [
  copyConsumption,
  copyImages,
  ({ tx, source, targetId }) => copyQuestionnaire({ tx, sourceId: source.id, targetId }),
  ({ tx, source, targetId }) => copyParticulars({ tx, sourceId: source.id, targetId }),
];

/**
 * Copies a vessel, under its own name, into another visible project of any customer. The source
 * stays as it is. The copy's forms start as Drafts, so its status is Questionnaire Draft.
 */
export async function copyVessel(deps: FeatureDeps, actor: Actor, id: number, input: { project: { id: number } }) {
  const targetProjectId = input.project.id;
  const newId = await deps.db.transaction(async (tx) => {
    const source = await lockVessel(tx, id);
    await checkReferences(tx, { projectId: targetProjectId });
    if (targetProjectId === source.projectId) throw fieldError('project', customerMessages.sameProject);
    await requireFreeVesselName(tx, targetProjectId, source.name, { field: 'project' });
    const targetId = await insertVessel(tx, {
      name: source.name,
      projectId: targetProjectId,
      vesselTypeId: source.vesselTypeId,
    });
    for (const step of copySteps) await step({ tx, files: deps.files, source, targetId, targetProjectId });
    await recordVesselStatus(tx, targetId, questionnaireVesselStatus(FormStatus.Draft));
    await recordCreatedVessels(tx, actor, [targetId]);
    return targetId;
  });
  return getVessel(deps, newId);
}
