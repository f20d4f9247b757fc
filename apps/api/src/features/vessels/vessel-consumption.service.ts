import type { VesselConsumptionRatesRequest, VesselConsumptionsRequest } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound, throwFieldErrors } from '../../lib/errors.ts';
import { holdsRows, holdsValues } from '../../lib/unchanged.ts';
import { type Actor, checkVersion, recordChanges } from '../history/index.ts';
import { findVisibleVessel, lockVessel } from '../vessel-records/index.ts';
import { type ConsumptionInWords, consumptionChanges, rateChanges } from './consumption-changes.ts';
import { toConsumptionDto, toVesselRateDto } from './vessel.dto.ts';
import {
  existingCategoryIds,
  listConsumptions,
  listVesselRates,
  replaceConsumptions,
  updateVesselRate,
  type VesselRateRow,
  vesselConsumptionRows,
} from './vessel-consumption.queries.ts';
import { vesselMessages } from './vessel-messages.data.ts';
import { updateVesselRow } from './vessels.queries.ts';

const rateInWords = (rate: VesselRateRow) => ({ ...rate, typeShortName: rate.consumptionTypeShortName });

/** The vessel's consumption rows in order, each named by its category and its consumption type's short name. */
const consumptionsInWords = async (db: Db, vesselId: number): Promise<ConsumptionInWords[]> =>
  vesselConsumptionRows(db, [vesselId], ['categoryName', 'typeShortName', 'annualConsumption']);

async function visibleVessel(db: Db, id: number) {
  const vessel = await findVisibleVessel(db, id);
  if (!vessel) throw notFound('Vessel');
  return vessel;
}

async function ratesOf(db: Db, vesselId: number) {
  return (await listVesselRates(db, vesselId)).map(toVesselRateDto);
}

/** One rate per project rate, by consumption type name. */
export async function getVesselRates(db: Db, id: number) {
  await visibleVessel(db, id);
  return ratesOf(db, id);
}

/**
 * Sets price and CO2 constant of the listed project rates for this vessel; the others stay. A save
 * of an older version of the rates is refused (409); the vessel's history gets one entry with each
 * changed value.
 */
export async function updateVesselRates(db: Db, actor: Actor, id: number, input: VesselConsumptionRatesRequest) {
  return db.transaction(async (tx) => {
    const vessel = await lockVessel(tx, id);
    const ref = { recordType: 'vessel', recordId: id, part: 'consumption-rates' } as const;
    await checkVersion(tx, ref, vessel.consumptionRatesVersion, input.version);
    const before = await listVesselRates(tx, id);
    const known = new Set(before.map((rate) => rate.projectConsumptionRateId));
    const fields: Record<string, string[]> = {};
    input.consumptionRates.forEach((rate, index) => {
      if (!known.has(rate.projectConsumptionRate.id)) {
        fields[`consumptionRates.${index}.projectConsumptionRate`] = [vesselMessages.consumptionRateNotFound];
      }
    });
    throwFieldErrors(fields);
    const unchanged = input.consumptionRates.every((rate) =>
      before.some(
        (row) =>
          row.projectConsumptionRateId === rate.projectConsumptionRate.id &&
          holdsValues(row, { price: rate.price, co2ConversionConstant: rate.co2ConversionConstant }),
      ),
    );
    if (unchanged) return before.map(toVesselRateDto);
    for (const rate of input.consumptionRates) {
      await updateVesselRate(tx, id, rate.projectConsumptionRate.id, {
        price: rate.price,
        co2ConversionConstant: rate.co2ConversionConstant,
      });
    }
    await updateVesselRow(tx, id, { consumptionRatesVersion: vessel.consumptionRatesVersion + 1 });
    const after = await listVesselRates(tx, id);
    const changes = rateChanges(before.map(rateInWords), after.map(rateInWords));
    await recordChanges(tx, actor, [{ action: 'updated', ...ref, changes }]);
    return after.map(toVesselRateDto);
  });
}

export async function getConsumptions(db: Db, id: number) {
  await visibleVessel(db, id);
  return (await listConsumptions(db, id)).map(toConsumptionDto);
}

/**
 * Replaces all consumption rows, in the order given. Each row's rate must be one of this vessel's
 * rates and its category must exist; otherwise nothing changes. A save of an older version of the
 * rows is refused (409); the vessel's history gets one entry with each changed row.
 */
export async function replaceVesselConsumptions(db: Db, actor: Actor, id: number, input: VesselConsumptionsRequest) {
  return db.transaction(async (tx) => {
    const vessel = await lockVessel(tx, id);
    const ref = { recordType: 'vessel', recordId: id, part: 'consumptions' } as const;
    await checkVersion(tx, ref, vessel.consumptionsVersion, input.version);
    const before = await consumptionsInWords(tx, id);
    const rows = input.consumptions;
    const rateIds = new Set((await listVesselRates(tx, id)).map((rate) => rate.id));
    const categoryIds = await existingCategoryIds(tx, [...new Set(rows.map((row) => row.consumptionCategory.id))]);
    const fields: Record<string, string[]> = {};
    rows.forEach((row, index) => {
      if (!rateIds.has(row.vesselConsumptionRate.id)) {
        fields[`consumptions.${index}.vesselConsumptionRate`] = [vesselMessages.consumptionRateNotFound];
      }
      if (!categoryIds.has(row.consumptionCategory.id)) {
        fields[`consumptions.${index}.consumptionCategory`] = [vesselMessages.consumptionCategoryNotFound];
      }
    });
    throwFieldErrors(fields);
    const written = rows.map((row) => ({
      vesselConsumptionRateId: row.vesselConsumptionRate.id,
      consumptionCategoryId: row.consumptionCategory.id,
      annualConsumption: row.annualConsumption,
    }));
    const stored = await listConsumptions(tx, id);
    if (holdsRows(stored, written)) return stored.map(toConsumptionDto);
    await replaceConsumptions(tx, id, written);
    await updateVesselRow(tx, id, { consumptionsVersion: vessel.consumptionsVersion + 1 });
    const changes = consumptionChanges(before, await consumptionsInWords(tx, id));
    await recordChanges(tx, actor, [{ action: 'updated', ...ref, changes }]);
    return (await listConsumptions(tx, id)).map(toConsumptionDto);
  });
}
