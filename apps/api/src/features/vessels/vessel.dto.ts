import type { Vessel, VesselConsumption, VesselConsumptionRate } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import type { FileAccess } from '../files/index.ts';
import { questionnaireSummary } from '../questionnaires/index.ts';
import type { VesselDetailRow } from '../vessel-records/index.ts';
import { toVesselCard } from './vessel-cards.queries.ts';
import type { ConsumptionRow, VesselRateRow } from './vessel-consumption.queries.ts';
import { reportCardsOfVessel } from './vessel-reports.queries.ts';

/** The vessel in full: a fixed number of lookups (images, questionnaire, reports), never one per list entry. */
export async function toVesselDto(db: Db, files: FileAccess, row: VesselDetailRow): Promise<Vessel> {
  const [vesselImage1, vesselImage2, vesselQuestionnaire, reportCards] = await readAll(db, [
    () => files.fileRef(db, row.vesselImage1FileId),
    () => files.fileRef(db, row.vesselImage2FileId),
    () => questionnaireSummary(db, row.id),
    () => reportCardsOfVessel(db, row.id),
  ]);
  return {
    ...toVesselCard(row),
    project: { id: row.projectId, name: row.projectName, customer: { id: row.customerId, name: row.customerName } },
    vesselImage1,
    vesselImage2,
    ...reportCards,
    vesselQuestionnaire,
    version: row.version,
    consumptionRatesVersion: row.consumptionRatesVersion,
    consumptionsVersion: row.consumptionsVersion,
  };
}

export function toVesselRateDto(row: VesselRateRow): VesselConsumptionRate {
  return {
    id: row.id,
    projectConsumptionRate: {
      id: row.projectConsumptionRateId,
      consumptionType: {
        id: row.consumptionTypeId,
        name: row.consumptionTypeName,
        shortName: row.consumptionTypeShortName,
        fuelKind: row.consumptionTypeFuelKind,
      },
    },
    price: row.price,
    co2ConversionConstant: row.co2ConversionConstant,
  };
}

export function toConsumptionDto(row: ConsumptionRow): VesselConsumption {
  return {
    id: row.id,
    vesselConsumptionRate: { id: row.vesselConsumptionRateId },
    consumptionCategory: { id: row.consumptionCategoryId },
    annualConsumption: row.annualConsumption,
  };
}
