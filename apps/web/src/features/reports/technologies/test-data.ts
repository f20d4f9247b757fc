import type {
  CalcValue,
  ConsumptionTechnology,
  IncludedTechnology,
  Report,
  ReportAvailableTechnology,
  TechnologyMaker,
  TechnologySupplier,
  VesselConsumption,
  VesselConsumptionRate,
} from '@backoffice/contracts';
import { type Handlers, jsonResponse, serveApi } from '../../../../test/api.ts';
import { categories, vesselRates } from '../../../../test/vessel-records.ts';

export const report: Report = {
  id: 30,
  name: 'Screening 2026',
  type: 0,
  status: 6,
  createdOn: '2026-01-01T00:00:00.000Z',
  modifiedOn: '2026-01-01T00:00:00.000Z',
  statusChangedOn: '2026-01-01T00:00:00.000Z',
  vessel: {
    id: 9,
    name: 'Nordic Star',
    vesselType: { id: 1, name: 'Bulk Carrier' },
    project: { id: 5, name: 'Fleet 2026', customer: { id: 3, name: 'Oceanic' } },
  },
  basedOn: null,
  internalContact: null,
  regulatoryImpactPctInEu: null,
  regulatoryImpactCarbonRate: null,
  regulatoryImpactStartYear: null,
  regulatoryImpactNumberOfYears: null,
  regulatoryImpactDescription: null,
  regulatoryImpactUsdPerEur: 1.1,
  regulatoryImpactFile: null,
  isLocked: false,
  version: 1,
  regulatoryImpactVersion: 1,
};

export const solutionDesign: Report = {
  ...report,
  id: 31,
  type: 1,
  status: 9,
  name: 'Design 2026',
  basedOn: { id: 30, name: 'Screening 2026' },
};

const [mainEngine, auxEngine] = categories as [(typeof categories)[0], (typeof categories)[0]];
const hull = { id: 2, name: 'Hull' };
const propulsion = { id: 1, name: 'Propulsion' };

const airLubrication = {
  id: 7,
  name: 'Air Lubrication',
  shortName: 'ALS',
  icon: null,
  savingsCategory: hull,
  consumptionCategories: [mainEngine],
  windAssisted: false,
};

const propellerPolishing = {
  id: 8,
  name: 'Propeller Polishing',
  shortName: 'PP',
  icon: null,
  savingsCategory: propulsion,
  consumptionCategories: [mainEngine, auxEngine],
  windAssisted: false,
};

export const value = (v: number | null, extra: Partial<CalcValue> = {}): CalcValue => ({
  value: v,
  screeningValue: null,
  originalValue: v,
  note: null,
  ...extra,
});

export const includedAir: IncludedTechnology = {
  id: 101,
  vesselTypeTechnologyDetailSnapshotId: 501,
  technology: airLubrication,
  technologyMaturityLevel: 7,
  isIncludedInScreeningReport: false,
  calcSavings: value(5),
  calcConfidenceInterval: value(1.5),
  calcEquipmentCost: value(100000),
  calcInstallationCost: value(20000),
  calcOperationCost: value(1000),
  calcSavingsInMt: value(50),
  generatedTotalCost: value(121000),
  calculationFile: null,
  technologyMaker: null,
  technologySupplier: null,
  potentialForVessel: null,
  vesselTechnologyFixedConsumptionSavings: [],
  windPowerKw: null,
  serviceLifeYears: null,
  version: 1,
};

export const availablePolishing: ReportAvailableTechnology = {
  vesselTypeTechnologyDetailSnapshotId: 502,
  technology: propellerPolishing,
  technologyMaturityLevel: 9,
  calcSavings: 3,
  calcConfidenceInterval: 1,
  calcEquipmentCost: 0,
  calcInstallationCost: 5000,
  calcOperationCost: 2000,
};

const polishingMaker: TechnologyMaker = {
  technologyMakerId: 90,
  maker: { id: 70, name: 'Hydrex', country: 'Belgium' },
  calcSavings: 4,
  calcConfidenceInterval: 0.5,
  calcEquipmentCost: 100,
  calcInstallationCost: 6000,
  calcOperationCost: 2500,
  serviceLifeYears: null,
  calculationTemplateFile: null,
  wordTemplateFile: null,
  version: 1,
};

const polishingSupplier: TechnologySupplier = {
  technologySupplierId: 95,
  supplier: { id: 80, name: 'Blue Seas', country: 'Denmark' },
};

/** A rate of a fuel the vessel does not burn: no fixed saving field for it. */
const unusedRate: VesselConsumptionRate = {
  id: 23,
  projectConsumptionRate: {
    id: 13,
    consumptionType: { id: 3, name: 'Liquefied Natural Gas', shortName: 'LNG', fuelKind: 'LNG' },
  },
  price: 650,
  co2ConversionConstant: 2.75,
};

/** 1000 MT HFO on the main engine, 200 MT MGO on the auxiliary engine. */
const consumptions: VesselConsumption[] = [
  { id: 1, vesselConsumptionRate: { id: 21 }, consumptionCategory: { id: 1 }, annualConsumption: 1000 },
  { id: 2, vesselConsumptionRate: { id: 22 }, consumptionCategory: { id: 2 }, annualConsumption: 200 },
];

const listEntry = (id: number, category: typeof mainEngine, tech: typeof airLubrication, seq: number) =>
  ({
    id,
    calculationSequence: seq,
    consumptionCategory: category,
    technology: { id: tech.id, name: tech.name, shortName: tech.shortName },
  }) satisfies ConsumptionTechnology;

const categoryLists: Record<number, ConsumptionTechnology[]> = {
  1: [listEntry(1, mainEngine, airLubrication, 0), listEntry(2, mainEngine, propellerPolishing, 1)],
  2: [listEntry(3, auxEngine, propellerPolishing, 0)],
};

/** The report's API with the included and available technologies given; `extra` adds or replaces answers. */
export function stubReportApi(
  options: { report?: Report; included?: IncludedTechnology[]; available?: ReportAvailableTechnology[] } = {},
  extra: Handlers = {},
) {
  const { id } = options.report ?? report;
  return serveApi({
    [`GET /api/reports/${id}/included-technologies`]: () => jsonResponse(200, options.included ?? [includedAir]),
    [`GET /api/reports/${id}/available-technologies`]: () =>
      jsonResponse(200, options.available ?? [availablePolishing]),
    'GET /api/vessels/9/consumption-rates': () => jsonResponse(200, [...vesselRates, unusedRate]),
    'GET /api/vessels/9/consumptions': () => jsonResponse(200, consumptions),
    'GET /api/consumptions/categories': () => jsonResponse(200, categories),
    'GET /api/consumptions/categories/1/technologies': () => jsonResponse(200, categoryLists[1]),
    'GET /api/consumptions/categories/2/technologies': () => jsonResponse(200, categoryLists[2]),
    'GET /api/technologies/7/makers': () => jsonResponse(200, []),
    'GET /api/technologies/7/suppliers': () => jsonResponse(200, []),
    'GET /api/technologies/8/makers': () => jsonResponse(200, [polishingMaker]),
    'GET /api/technologies/8/suppliers': () => jsonResponse(200, [polishingSupplier]),
    ...extra,
  });
}
