import { type ConsumptionType, referenceDataMessages, type VesselType } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError } from '../../lib/errors.ts';
import { foreignKeyViolation, pgCode, uniqueViolation } from '../../lib/pg-errors.ts';
import { versionedRecords } from '../history/index.ts';
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

type VesselTypeFields = Omit<VesselType, 'id' | 'version'>;
/** `fuelKind` absent keeps the stored kind (none on create). */
type ConsumptionTypeFields = Omit<ConsumptionType, 'id' | 'version' | 'fuelKind'> & {
  fuelKind?: ConsumptionType['fuelKind'];
};

/**
 * The checks of a reference record: its name is free (ignoring case); and what the database refuses
 * after they passed (two requests racing) answered as they answer it: a taken name (unique index) or
 * a row still referenced (foreign key).
 */
function nameRules<Fields extends { name: string }>(
  nameInUse: (db: Db, name: string, exceptId?: number) => Promise<boolean>,
  nameTaken: string,
  inUse: string,
) {
  return {
    async check(tx: Db, fields: Fields, exceptId?: number) {
      if (await nameInUse(tx, fields.name, exceptId)) throw fieldError('name', nameTaken);
    },
    onRace(err: unknown): never {
      if (err instanceof AppError) throw err;
      if (pgCode(err) === uniqueViolation) throw fieldError('name', nameTaken);
      if (pgCode(err) === foreignKeyViolation) throw conflict(inUse);
      throw err;
    },
  };
}

/** Vessel types: a delete is refused while any vessel (archived ones too) has the type. */
const vesselTypes = versionedRecords({
  recordType: 'vesselType',
  entity: 'Vessel type',
  words: { name: { label: 'Name' }, shortName: { label: 'Short name' } },
  find: findVesselType,
  lock: lockVesselType,
  insert: (tx, fields: VesselTypeFields) => insertVesselType(tx, fields),
  update: updateVesselTypeRow,
  async remove(tx, id) {
    if (await vesselTypeInUse(tx, id)) throw conflict(referenceDataMessages.vesselTypeInUse);
    await deleteVesselTypeRow(tx, id);
  },
  ...nameRules<VesselTypeFields>(
    vesselTypeNameInUse,
    referenceDataMessages.vesselTypeNameTaken,
    referenceDataMessages.vesselTypeInUse,
  ),
});

/**
 * Consumption types: each project gets a rate of a new type. Changed defaults apply to projects
 * created from then on; existing rates keep their values. A delete is refused while the type holds
 * saved data: a project or vessel rate someone saved, or a vessel consumption row (archived projects
 * and vessels too); its rates that still hold their starting values go with it.
 */
const consumptionTypes = versionedRecords({
  recordType: 'consumptionType',
  entity: 'Consumption type',
  words: {
    name: { label: 'Name' },
    shortName: { label: 'Short name' },
    defaultPrice: { label: 'Default price (USD per MT)' },
    defaultCo2ConversionConstant: { label: 'Default CO2 conversion constant (per MT fuel)' },
    fuelKind: { label: 'Fuel kind' },
  },
  find: findConsumptionType,
  lock: lockConsumptionType,
  async insert(tx, fields: ConsumptionTypeFields) {
    const id = await insertConsumptionType(tx, fields);
    await insertRatesOfNewConsumptionType(tx, id);
    return id;
  },
  update: updateConsumptionTypeRow,
  async remove(tx, id) {
    if (await consumptionTypeHoldsSavedData(tx, id)) throw conflict(referenceDataMessages.consumptionTypeInUse);
    await deleteRatesOfConsumptionType(tx, id);
    await deleteConsumptionTypeRow(tx, id);
  },
  ...nameRules<ConsumptionTypeFields>(
    consumptionTypeNameInUse,
    referenceDataMessages.consumptionTypeNameTaken,
    referenceDataMessages.consumptionTypeInUse,
  ),
});

export const { create: createVesselType, update: updateVesselType, remove: deleteVesselType } = vesselTypes;
export const {
  create: createConsumptionType,
  update: updateConsumptionType,
  remove: deleteConsumptionType,
} = consumptionTypes;
