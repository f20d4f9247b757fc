import { type ConsumptionType, referenceDataMessages, type VesselType } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { foreignKeyViolation, pgCode, uniqueViolation } from '../../lib/pg-errors.ts';
import {
  consumptionTypeHoldsSavedData,
  deleteRatesOfConsumptionType,
  insertRatesOfNewConsumptionType,
} from '../projects/index.ts';
import {
  consumptionTypeNameInUse,
  deleteConsumptionTypeRow,
  deleteVesselTypeRow,
  findConsumptionType,
  findVesselType,
  insertConsumptionType,
  insertVesselType,
  listConsumptionCategories,
  listConsumptionTypes,
  listVesselTypes,
  lockConsumptionType,
  lockVesselType,
  updateConsumptionTypeRow,
  updateVesselTypeRow,
  vesselTypeInUse,
  vesselTypeNameInUse,
} from './reference-data.queries.ts';

export { listConsumptionCategories, listConsumptionTypes, listVesselTypes };

type VesselTypeFields = Omit<VesselType, 'id'>;
type ConsumptionTypeFields = Omit<ConsumptionType, 'id'>;

/**
 * Maps what the database refuses after a check passed (two requests racing) to the answer the
 * check gives: a taken name (unique index) or a row still referenced (foreign key).
 */
function onRace(nameTaken: string, inUse: string) {
  return (err: unknown): never => {
    if (err instanceof AppError) throw err;
    if (pgCode(err) === uniqueViolation) throw fieldError('name', nameTaken);
    if (pgCode(err) === foreignKeyViolation) throw conflict(inUse);
    throw err;
  };
}

const vesselTypeRace = onRace(referenceDataMessages.vesselTypeNameTaken, referenceDataMessages.vesselTypeInUse);
const consumptionTypeRace = onRace(
  referenceDataMessages.consumptionTypeNameTaken,
  referenceDataMessages.consumptionTypeInUse,
);

export async function createVesselType(db: Db, input: VesselTypeFields) {
  if (await vesselTypeNameInUse(db, input.name)) throw fieldError('name', referenceDataMessages.vesselTypeNameTaken);
  const id = await insertVesselType(db, input).catch(vesselTypeRace);
  return (await findVesselType(db, id))!;
}

export async function updateVesselType(db: Db, id: number, input: VesselTypeFields) {
  if (!(await findVesselType(db, id))) throw notFound('Vessel type');
  if (await vesselTypeNameInUse(db, input.name, id))
    throw fieldError('name', referenceDataMessages.vesselTypeNameTaken);
  if (!(await updateVesselTypeRow(db, id, input).catch(vesselTypeRace))) throw notFound('Vessel type');
  return (await findVesselType(db, id))!;
}

/** Refused while any vessel (archived ones too) has the type. */
export async function deleteVesselType(db: Db, id: number) {
  await db
    .transaction(async (tx) => {
      if (!(await lockVesselType(tx, id))) throw notFound('Vessel type');
      if (await vesselTypeInUse(tx, id)) throw conflict(referenceDataMessages.vesselTypeInUse);
      await deleteVesselTypeRow(tx, id);
    })
    .catch(vesselTypeRace);
}

export async function createConsumptionType(db: Db, input: ConsumptionTypeFields) {
  if (await consumptionTypeNameInUse(db, input.name)) {
    throw fieldError('name', referenceDataMessages.consumptionTypeNameTaken);
  }
  const id = await db
    .transaction(async (tx) => {
      const id = await insertConsumptionType(tx, input);
      await insertRatesOfNewConsumptionType(tx, id);
      return id;
    })
    .catch(consumptionTypeRace);
  return (await findConsumptionType(db, id))!;
}

/** New defaults apply to projects created from now on; existing rates keep their values. */
export async function updateConsumptionType(db: Db, id: number, input: ConsumptionTypeFields) {
  if (!(await findConsumptionType(db, id))) throw notFound('Consumption type');
  if (await consumptionTypeNameInUse(db, input.name, id)) {
    throw fieldError('name', referenceDataMessages.consumptionTypeNameTaken);
  }
  if (!(await updateConsumptionTypeRow(db, id, input).catch(consumptionTypeRace))) throw notFound('Consumption type');
  return (await findConsumptionType(db, id))!;
}

/**
 * Refused while the type holds saved data: a project or vessel rate someone saved, or a vessel
 * consumption row (archived projects and vessels too). Its rates that still hold their starting
 * values go with it.
 */
export async function deleteConsumptionType(db: Db, id: number) {
  await db
    .transaction(async (tx) => {
      if (!(await lockConsumptionType(tx, id))) throw notFound('Consumption type');
      if (await consumptionTypeHoldsSavedData(tx, id)) throw conflict(referenceDataMessages.consumptionTypeInUse);
      await deleteRatesOfConsumptionType(tx, id);
      await deleteConsumptionTypeRow(tx, id);
    })
    .catch(consumptionTypeRace);
}
