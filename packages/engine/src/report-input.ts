import { ciiShipTypeFromName } from './cii-constants.ts';
import type {
  CategoryTechnologyOrder,
  CiiFuel,
  CiiVesselInput,
  FuelKind,
  IncludedTechnology,
  Ref,
  RegulatoryImpactInput,
  ReportCalculationInput,
} from './types.ts';

/**
 * The plain data a report's calculation starts from, as the API reads it from its tables and the web
 * from the API's answers (`reportDataFromApi`). `reportCalculationInput` turns it into the engine's
 * input, the same way on both sides, so the savings form's preview and the results agree.
 */
export interface ReportCalculationData {
  /** The vessel's consumption rows, in the vessel's order. */
  consumptionRows: { consumptionCategory: Ref; consumptionType: Ref; annualConsumption: number }[];
  /** The vessel's rate of each consumption type. */
  consumptionRates: { consumptionType: Ref; price: number; co2ConversionConstant: number; fuelKind: FuelKind | null }[];
  includedTechnologies: IncludedTechnologyData[];
  /**
   * Entries of the consumption categories' technology lists, at least those of the included
   * technologies in the categories they act on; entries of other technologies change nothing.
   */
  categoryListEntries: { consumptionCategory: Ref; technology: Ref; calculationSequence: number }[];
  /** The report's regulatory impact fields. */
  regulatoryImpact: Required<Omit<RegulatoryImpactInput, 'discountRatePct'>> | null;
  /**
   * The vessel's questionnaire answers of the kinds the outlooks read (`mappedTo`: the CII's, and the
   * main engine's MCR power for FuelEU's wind reward) in questionnaire order (item position, then id).
   */
  questionnaireAnswers: { mappedTo: string | null; value: string | null }[];
  /** The vessel type's name: the CII ship type when the questionnaire names none the engine knows. */
  vesselTypeName: string;
}

/** An included technology with the report's values for it (a value that is not a number counts as 0). */
export interface IncludedTechnologyData {
  technology: Ref;
  savingsCategory: Ref;
  /** Where the technology acts: the categories of its snapshot. */
  consumptionCategories: Ref[];
  calcSavings: number | null;
  calcConfidenceInterval: number | null;
  calcEquipmentCost: number | null;
  calcInstallationCost: number | null;
  calcOperationCost: number | null;
  fixedSavings: { consumptionCategory: Ref; consumptionType: Ref; fixedCalcSavingsInMt: number }[];
  windAssisted: boolean;
  windPowerKw: number | null;
  /** The chosen maker's service life, else the technology's; absent or null counts the report's years. */
  serviceLifeYears?: number | null;
}

/** The CII fuel of a fuel kind: its Cf (MDO and MGO share 3.206); 'Other' is recognised from the type's name. */
const ciiFuelOfKind: Record<FuelKind, CiiFuel | null> = {
  HFO: 'HFO',
  LFO: 'LFO',
  'MDO/MGO': 'MDO',
  LNG: 'LNG',
  Other: null,
};

const ref = (r: Ref): Ref => ({ id: r.id, name: r.name });
const finite = (n: number | null | undefined) => (n !== null && n !== undefined && Number.isFinite(n) ? n : 0);

/**
 * A number written in a questionnaire answer: '81,000 DWT' → 81000, '4 500 nm' → 4500, '12.5' → 12.5;
 * null when there is none.
 */
function numberIn(text: string | null | undefined): number | null {
  if (!text) return null;
  const compact = text.replace(/(\d)[\s,'](?=\d{3}\b)/g, '$1');
  const match = /-?\d+(?:\.\d+)?/.exec(compact);
  if (!match) return null;
  const value = Number(match[0]);
  return Number.isFinite(value) ? value : null;
}

/** The first non-empty answer of each kind. */
function firstAnswers(answers: ReportCalculationData['questionnaireAnswers']): Map<string, string> {
  const first = new Map<string, string>();
  for (const answer of answers) {
    const value = answer.value?.trim();
    if (value && answer.mappedTo && !first.has(answer.mappedTo)) first.set(answer.mappedTo, value);
  }
  return first;
}

/** The CII particulars: the first non-empty answer of each kind. */
function ciiInput(first: Map<string, string>, vesselTypeName: string): CiiVesselInput {
  return {
    // The questionnaire's answer names the type for the IMO; the vessel's own type when it is empty or unknown.
    shipType: ciiShipTypeFromName(first.get('vesselType')) ?? ciiShipTypeFromName(vesselTypeName),
    deadweight: numberIn(first.get('deadweight')),
    grossTonnage: numberIn(first.get('grossTonnage')),
    annualDistanceNm: numberIn(first.get('totalAnnualDistance')),
  };
}

/** An included technology as the engine takes it. */
function engineTechnology(data: IncludedTechnologyData): IncludedTechnology {
  return {
    technology: ref(data.technology),
    savingsCategory: ref(data.savingsCategory),
    consumptionCategories: data.consumptionCategories.map(ref),
    savingsPct: finite(data.calcSavings),
    fixedSavings: data.fixedSavings.map((f) => ({
      consumptionCategory: ref(f.consumptionCategory),
      consumptionType: ref(f.consumptionType),
      fixedSavingsInMt: finite(f.fixedCalcSavingsInMt),
    })),
    equipmentCost: finite(data.calcEquipmentCost),
    installationCost: finite(data.calcInstallationCost),
    operationCost: finite(data.calcOperationCost),
    confidenceInterval: data.calcConfidenceInterval,
    windAssisted: data.windAssisted,
    windPowerKw: data.windPowerKw,
    serviceLifeYears: data.serviceLifeYears ?? null,
  };
}

/** The technology order of each category, by category id, each list by calculationSequence. */
function categoryOrders(entries: ReportCalculationData['categoryListEntries']): CategoryTechnologyOrder[] {
  const sorted = [...entries].sort(
    (a, b) => a.consumptionCategory.id - b.consumptionCategory.id || a.calculationSequence - b.calculationSequence,
  );
  const orders = new Map<number, CategoryTechnologyOrder>();
  for (const entry of sorted) {
    let order = orders.get(entry.consumptionCategory.id);
    if (!order) {
      order = { consumptionCategory: ref(entry.consumptionCategory), technologies: [] };
      orders.set(entry.consumptionCategory.id, order);
    }
    order.technologies.push({ technology: ref(entry.technology), calculationSequence: entry.calculationSequence });
  }
  return [...orders.values()];
}

/** The engine's input for a report: the one builder the API's results and the web's preview share. */
export function reportCalculationInput(data: ReportCalculationData): ReportCalculationInput {
  const answers = firstAnswers(data.questionnaireAnswers);
  return {
    consumptionRows: data.consumptionRows.map((row) => ({
      consumptionCategory: ref(row.consumptionCategory),
      consumptionType: ref(row.consumptionType),
      annualConsumptionInMt: row.annualConsumption,
    })),
    consumptionRates: data.consumptionRates.map((rate) => ({
      consumptionType: ref(rate.consumptionType),
      pricePerMt: rate.price,
      co2ConversionConstant: rate.co2ConversionConstant,
      fuelKind: rate.fuelKind,
      ciiFuel: rate.fuelKind ? ciiFuelOfKind[rate.fuelKind] : null,
    })),
    includedTechnologies: data.includedTechnologies.map(engineTechnology),
    categoryOrders: categoryOrders(data.categoryListEntries),
    regulatoryImpact: data.regulatoryImpact && { ...data.regulatoryImpact },
    cii: ciiInput(answers, data.vesselTypeName),
    mainEngineMcrKw: numberIn(answers.get('mainEngineMcrPower')),
  };
}
