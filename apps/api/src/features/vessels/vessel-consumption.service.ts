import type { VesselConsumptionRatesRequest, VesselConsumptionsRequest } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound, throwFieldErrors } from '../../lib/errors.ts';
import { findVisibleVessel, lockVessel, touchVessel } from '../vessel-records/index.ts';
import { toConsumptionDto, toVesselRateDto } from './vessel.dto.ts';
import {
  existingCategoryIds,
  listConsumptions,
  listVesselRates,
  replaceConsumptions,
  updateVesselRate,
} from './vessel-consumption.queries.ts';
import { vesselMessages } from './vessel-messages.data.ts';

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

/** Sets price and CO2 constant of the listed project rates for this vessel; the others stay. */
export async function updateVesselRates(db: Db, id: number, input: VesselConsumptionRatesRequest) {
  return db.transaction(async (tx) => {
    await lockVessel(tx, id);
    const known = new Set((await listVesselRates(tx, id)).map((rate) => rate.projectConsumptionRateId));
    const fields: Record<string, string[]> = {};
    input.consumptionRates.forEach((rate, index) => {
      if (!known.has(rate.projectConsumptionRate.id)) {
        fields[`consumptionRates.${index}.projectConsumptionRate`] = [vesselMessages.consumptionRateNotFound];
      }
    });
    throwFieldErrors(fields);
    for (const rate of input.consumptionRates) {
      await updateVesselRate(tx, id, rate.projectConsumptionRate.id, {
        price: rate.price,
        co2ConversionConstant: rate.co2ConversionConstant,
      });
    }
    await touchVessel(tx, id);
    return ratesOf(tx, id);
  });
}

export async function getConsumptions(db: Db, id: number) {
  await visibleVessel(db, id);
  return (await listConsumptions(db, id)).map(toConsumptionDto);
}

/**
 * Replaces all consumption rows, in the order given. Each row's rate must be one of this vessel's
 * rates and its category must exist; otherwise nothing changes.
 */
export async function replaceVesselConsumptions(db: Db, id: number, input: VesselConsumptionsRequest) {
  return db.transaction(async (tx) => {
    await lockVessel(tx, id);
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
    await replaceConsumptions(
      tx,
      id,
      rows.map((row) => ({
        vesselConsumptionRateId: row.vesselConsumptionRate.id,
        consumptionCategoryId: row.consumptionCategory.id,
        annualConsumption: row.annualConsumption,
      })),
    );
    await touchVessel(tx, id);
    return (await listConsumptions(tx, id)).map(toConsumptionDto);
  });
}
