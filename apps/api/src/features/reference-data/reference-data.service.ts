import { type ConsumptionType, clientMessages, type VesselType } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consumptionTypes, vesselTypes } from '../../db/schema/index.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { foreignKeyViolation, pgCode, uniqueViolation } from '../../lib/pg-errors.ts';
import {
  consumptionTypeInUse,
  consumptionTypeNameInUse,
  findConsumptionType,
  findVesselType,
  listConsumptionCategories,
  listConsumptionTypes,
  listVesselTypes,
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

const vesselTypeRace = onRace(clientMessages.vesselTypeNameTaken, clientMessages.vesselTypeInUse);
const consumptionTypeRace = onRace(clientMessages.consumptionTypeNameTaken, clientMessages.consumptionTypeInUse);

export async function createVesselType(db: Db, input: VesselTypeFields) {
  if (await vesselTypeNameInUse(db, input.name)) throw fieldError('name', clientMessages.vesselTypeNameTaken);
  const [row] = await db.insert(vesselTypes).values(input).returning({ id: vesselTypes.id }).catch(vesselTypeRace);
  return (await findVesselType(db, row!.id))!;
}

export async function updateVesselType(db: Db, id: number, input: VesselTypeFields) {
  if (!(await findVesselType(db, id))) throw notFound('Vessel type');
  if (await vesselTypeNameInUse(db, input.name, id)) throw fieldError('name', clientMessages.vesselTypeNameTaken);
  const [row] = await db
    .update(vesselTypes)
    .set(input)
    .where(eq(vesselTypes.id, id))
    .returning({ id: vesselTypes.id })
    .catch(vesselTypeRace);
  if (!row) throw notFound('Vessel type');
  return (await findVesselType(db, id))!;
}

/** Refused while any vessel (archived ones too) has the type. */
export async function deleteVesselType(db: Db, id: number) {
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ id: vesselTypes.id })
        .from(vesselTypes)
        .where(eq(vesselTypes.id, id))
        .for('update');
      if (!row) throw notFound('Vessel type');
      if (await vesselTypeInUse(tx, id)) throw conflict(clientMessages.vesselTypeInUse);
      await tx.delete(vesselTypes).where(eq(vesselTypes.id, id));
    })
    .catch(vesselTypeRace);
}

export async function createConsumptionType(db: Db, input: ConsumptionTypeFields) {
  if (await consumptionTypeNameInUse(db, input.name)) {
    throw fieldError('name', clientMessages.consumptionTypeNameTaken);
  }
  const [row] = await db
    .insert(consumptionTypes)
    .values(input)
    .returning({ id: consumptionTypes.id })
    .catch(consumptionTypeRace);
  return (await findConsumptionType(db, row!.id))!;
}

/** New defaults apply to projects that do not have a rate for the type yet; existing rates keep their values. */
export async function updateConsumptionType(db: Db, id: number, input: ConsumptionTypeFields) {
  if (!(await findConsumptionType(db, id))) throw notFound('Consumption type');
  if (await consumptionTypeNameInUse(db, input.name, id)) {
    throw fieldError('name', clientMessages.consumptionTypeNameTaken);
  }
  const [row] = await db
    .update(consumptionTypes)
    .set(input)
    .where(eq(consumptionTypes.id, id))
    .returning({ id: consumptionTypes.id })
    .catch(consumptionTypeRace);
  if (!row) throw notFound('Consumption type');
  return (await findConsumptionType(db, id))!;
}

/** Refused while any project (archived ones too) has a rate for the type. */
export async function deleteConsumptionType(db: Db, id: number) {
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ id: consumptionTypes.id })
        .from(consumptionTypes)
        .where(eq(consumptionTypes.id, id))
        .for('update');
      if (!row) throw notFound('Consumption type');
      if (await consumptionTypeInUse(tx, id)) throw conflict(clientMessages.consumptionTypeInUse);
      await tx.delete(consumptionTypes).where(eq(consumptionTypes.id, id));
    })
    .catch(consumptionTypeRace);
}
