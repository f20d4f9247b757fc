import type {
  ConsumptionTechnology,
  IncludedTechnology,
  Report,
  VesselConsumption,
  VesselConsumptionRate,
} from '@backoffice/contracts';
import type { IncludedTechnology as EngineTechnology, ReportCalculationInput, ReportResults } from '@backoffice/engine';
import { parseNumberText } from '../../../components/number-text.ts';
import {
  hasFixedSavings,
  type SavingsFormValues,
  type SavingsTarget,
  technologyOf,
  toSavingsRequest,
} from './savings-form-values.ts';

export interface WhatIfData {
  report: Report;
  included: IncludedTechnology[];
  consumptions: VesselConsumption[];
  rates: VesselConsumptionRate[];
  /** The technology lists of the consumption categories involved. */
  categoryLists: ConsumptionTechnology[][];
}

const ref = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });
const finite = (n: number | null | undefined) => (n !== null && n !== undefined && Number.isFinite(n) ? n : 0);

function engineTechnologyOfIncluded(t: IncludedTechnology): EngineTechnology {
  return {
    technology: ref(t.technology),
    savingsCategory: ref(t.technology.savingsCategory),
    consumptionCategories: t.technology.consumptionCategories.map(ref),
    savingsPct: finite(t.calcSavings.value),
    fixedSavings: t.vesselTechnologyFixedConsumptionSavings.map((f) => ({
      consumptionCategory: ref(f.consumptionCategory),
      consumptionType: ref(f.consumptionType),
      fixedSavingsInMt: f.fixedCalcSavingsInMt,
    })),
    equipmentCost: finite(t.calcEquipmentCost.value),
    installationCost: finite(t.calcInstallationCost.value),
    operationCost: finite(t.calcOperationCost.value),
    confidenceInterval: t.calcConfidenceInterval.value,
  };
}

/** The technology with the values typed into the savings form (what is not a number counts as 0). */
export function engineTechnologyOfForm(target: SavingsTarget, values: SavingsFormValues): EngineTechnology {
  const technology = technologyOf(target);
  const request = toSavingsRequest(values);
  return {
    technology: ref(technology),
    savingsCategory: ref(technology.savingsCategory),
    consumptionCategories: technology.consumptionCategories.map(ref),
    savingsPct: hasFixedSavings(values) ? 0 : finite(request.calcSavings),
    fixedSavings: values.vesselTechnologyFixedConsumptionSavings.map((f) => ({
      consumptionCategory: ref(f.consumptionCategory),
      consumptionType: ref(f.consumptionType),
      fixedSavingsInMt: finite(parseNumberText(f.fixedCalcSavingsInMt)),
    })),
    equipmentCost: finite(request.calcEquipmentCost),
    installationCost: finite(request.calcInstallationCost),
    operationCost: finite(request.calcOperationCost),
    confidenceInterval: request.calcConfidenceInterval,
  };
}

/** The engine input of the report as saved, gathered from what the browser already reads. */
export function savedInput(data: WhatIfData): ReportCalculationInput {
  const typeOfRate = new Map(data.rates.map((rate) => [rate.id, rate.projectConsumptionRate.consumptionType]));
  const { report } = data;
  return {
    consumptionRows: data.consumptions.flatMap((row) => {
      const type = typeOfRate.get(row.vesselConsumptionRate.id);
      if (!type) return [];
      const category = { id: row.consumptionCategory.id, name: String(row.consumptionCategory.id) };
      return [
        { consumptionCategory: category, consumptionType: ref(type), annualConsumptionInMt: row.annualConsumption },
      ];
    }),
    consumptionRates: data.rates.map((rate) => ({
      consumptionType: ref(rate.projectConsumptionRate.consumptionType),
      pricePerMt: rate.price,
      co2ConversionConstant: rate.co2ConversionConstant,
    })),
    includedTechnologies: data.included.map(engineTechnologyOfIncluded),
    categoryOrders: data.categoryLists
      .filter((list) => list.length > 0)
      .map((list) => ({
        consumptionCategory: { id: list[0]!.consumptionCategory.id, name: list[0]!.consumptionCategory.name },
        technologies: list.map((entry) => ({
          technology: ref(entry.technology),
          calculationSequence: entry.calculationSequence,
        })),
      })),
    regulatoryImpact: {
      pctInEu: report.regulatoryImpactPctInEu,
      carbonRate: report.regulatoryImpactCarbonRate,
      startYear: report.regulatoryImpactStartYear,
      numberOfYears: report.regulatoryImpactNumberOfYears,
    },
  };
}

/** The same input with the form's technology added, or in place of its saved values. */
export function changedInput(
  saved: ReportCalculationInput,
  target: SavingsTarget,
  values: SavingsFormValues,
): ReportCalculationInput {
  const changed = engineTechnologyOfForm(target, values);
  const others = saved.includedTechnologies.filter((t) => t.technology.id !== changed.technology.id);
  return { ...saved, includedTechnologies: [...others, changed] };
}

/** The four numbers the what-if shows, or null when results cannot be calculated. */
export interface WhatIfFigures {
  fuelSavings: number;
  co2ReductionInMt: number;
  co2ReductionInPct: number;
  paybackYears: number | null;
  njordScore: number;
}

export function figuresOf(results: ReportResults): WhatIfFigures | null {
  if (!results.canCalculate) return null;
  return {
    fuelSavings: results.calcTechnologiesSavings.totalFuelSavings,
    co2ReductionInMt: results.calcTechnologiesSavings.totalCo2ReductionInMt,
    co2ReductionInPct: results.calcTechnologiesSavings.totalCo2ReductionInPct,
    paybackYears: results.calcFinances.pbtInYears,
    njordScore: results.calcNjordScore,
  };
}
