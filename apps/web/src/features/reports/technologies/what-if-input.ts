import type { IncludedTechnologyData, ReportCalculationData, ReportResults } from '@backoffice/engine';
import { parseNumberText } from '../../../components/number-text.ts';
import { type SavingsFormValues, type SavingsTarget, technologyOf, toSavingsRequest } from './savings-form-values.ts';

// The report as saved comes from the API's answers through the engine's reportDataFromApi, and
// both it and the changed report become the engine's input through reportCalculationInput: the
// builder the API's results use too.

const ref = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });

/** The technology with the values typed into the savings form (what is not a number counts as 0). */
function technologyDataOfForm(target: SavingsTarget, values: SavingsFormValues): IncludedTechnologyData {
  const technology = technologyOf(target);
  const request = toSavingsRequest(values);
  return {
    technology: ref(technology),
    savingsCategory: ref(technology.savingsCategory),
    consumptionCategories: technology.consumptionCategories.map(ref),
    calcSavings: request.calcSavings,
    calcConfidenceInterval: request.calcConfidenceInterval,
    calcEquipmentCost: request.calcEquipmentCost,
    calcInstallationCost: request.calcInstallationCost,
    calcOperationCost: request.calcOperationCost,
    fixedSavings: values.vesselTechnologyFixedConsumptionSavings.map((f) => ({
      consumptionCategory: ref(f.consumptionCategory),
      consumptionType: ref(f.consumptionType),
      fixedCalcSavingsInMt: parseNumberText(f.fixedCalcSavingsInMt) ?? 0,
    })),
    windAssisted: technology.windAssisted,
    windPowerKw: request.windPowerKw ?? null,
  };
}

/** The report's data with the form's technology added, or in place of its saved values. */
export function changedData(
  saved: ReportCalculationData,
  target: SavingsTarget,
  values: SavingsFormValues,
): ReportCalculationData {
  const changed = technologyDataOfForm(target, values);
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
