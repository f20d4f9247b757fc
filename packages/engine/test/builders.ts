import type {
  CategoryTechnologyOrder,
  ConsumptionRate,
  IncludedTechnology,
  Ref,
  ReportCalculationInput,
} from '../src/index.ts';

/** Reference data shared by the tests. */
export const ME: Ref = { id: 1, name: 'Main engine' };
export const AUX: Ref = { id: 2, name: 'Auxiliary engines' };
export const BOILER: Ref = { id: 3, name: 'Boiler' };
export const HFO: Ref = { id: 10, name: 'HFO' };
export const MGO: Ref = { id: 11, name: 'Marine Gas Oil' };
export const HYDRO: Ref = { id: 100, name: 'Hydrodynamics' };
export const PROPULSION: Ref = { id: 101, name: 'Propulsion' };
export const MACHINERY: Ref = { id: 102, name: 'Machinery' };

/** HFO at 600 USD/MT, k 3.114; MGO at 800 USD/MT, k 3.206. */
const RATES: ConsumptionRate[] = [
  { consumptionType: HFO, pricePerMt: 600, co2ConversionConstant: 3.114 },
  { consumptionType: MGO, pricePerMt: 800, co2ConversionConstant: 3.206 },
];

/** An included technology with zero costs and no fixed savings unless overridden. */
export function tech(
  id: number,
  name: string,
  over: Partial<Omit<IncludedTechnology, 'technology'>> = {},
): IncludedTechnology {
  return {
    technology: { id, name },
    savingsCategory: HYDRO,
    consumptionCategories: [ME],
    savingsPct: 0,
    fixedSavings: [],
    equipmentCost: 0,
    installationCost: 0,
    operationCost: 0,
    confidenceInterval: null,
    ...over,
  };
}

/** A report input with the shared rates and no order, regulatory impact or CII unless overridden. */
export function input(over: Partial<ReportCalculationInput>): ReportCalculationInput {
  return {
    consumptionRows: [],
    consumptionRates: RATES,
    includedTechnologies: [],
    categoryOrders: [],
    regulatoryImpact: null,
    cii: null,
    ...over,
  };
}

/** A category's technology list: the technologies in the given order (calculationSequence 0, 1, …). */
export function sequence(category: Ref, ...technologies: IncludedTechnology[]): CategoryTechnologyOrder {
  return {
    consumptionCategory: category,
    technologies: technologies.map((t, calculationSequence) => ({ technology: t.technology, calculationSequence })),
  };
}
