import { type FuelEuMix, fuelEuBalance, fuelEuTarget, windRewardFactor, withConsecutiveDeficits } from './fuel-eu.ts';
import type { FuelEuFuel } from './fuel-eu-constants.ts';
import type { AggregatedRow, FuelSavings } from './fuel-savings.ts';
import { arrayOf, sum } from './keys.ts';
import type { RateLookup } from './rates.ts';
import type { FuelEuOutlook, FuelEuYear } from './results.ts';
import type { IncludedTechnology, RegulatoryImpactInput } from './types.ts';

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The years and in-scope share of the outlook; null unless startYear, numberOfYears (≥ 1) and pctInEu are set. */
function outlookScope(input: RegulatoryImpactInput | null | undefined) {
  if (!input) return null;
  const { pctInEu, startYear, numberOfYears } = input;
  if (!isNum(pctInEu) || !isNum(startYear) || !isNum(numberOfYears) || numberOfYears < 1) return null;
  return { pctInEu, years: arrayOf(Math.floor(numberOfYears), (k) => Math.floor(startYear) + k) };
}

/** The fuel per FuelEU fuel before and after the package, and the notes on types left out. */
function fuelMixes(rows: readonly AggregatedRow[], savings: FuelSavings, rates: RateLookup) {
  const before: FuelEuMix = {};
  const after: FuelEuMix = {};
  const notes = new Set<string>();
  rows.forEach((row, i) => {
    const type = row.consumptionType;
    const kind = rates.rate(type)?.fuelKind;
    if (!kind) notes.add(`Consumption type ${type.name} has no fuel kind, so it is left out`);
    else if (kind === 'Other')
      notes.add(`Consumption type ${type.name} is not a fuel FuelEU Maritime knows, so it is left out`);
    if (!kind || kind === 'Other') return;
    const saved = sum((savings.byRow[i] ?? []).map((cell) => cell.savingsInMt));
    const fuel: FuelEuFuel = kind;
    before[fuel] = (before[fuel] ?? 0) + row.annualConsumptionInMt;
    after[fuel] = (after[fuel] ?? 0) + row.annualConsumptionInMt - saved;
  });
  return { before, after, notes: [...notes] };
}

/** f_wind of the package (Annex I) and, when it cannot be given, why. */
function windReward(technologies: readonly IncludedTechnology[], mainEngineMcrKw: number | null | undefined) {
  const wind = technologies.filter((t) => t.windAssisted);
  if (wind.length === 0) return { factor: 1, notes: [] };
  const notes: string[] = [];
  for (const t of wind) {
    if (!isNum(t.windPowerKw) || t.windPowerKw <= 0)
      notes.push(`${t.technology.name} has no rated wind power, so it adds no wind reward`);
  }
  if (!isNum(mainEngineMcrKw) || mainEngineMcrKw <= 0) {
    notes.push('MCR power of the main engine is missing, so no wind reward');
    return { factor: 1, notes };
  }
  const windPowerKw = sum(wind.map((t) => (isNum(t.windPowerKw) && t.windPowerKw > 0 ? t.windPowerKw : 0)));
  return { factor: windRewardFactor(windPowerKw, mainEngineMcrKw), notes };
}

/**
 * The FuelEU Maritime outlook (Regulation (EU) 2023/1805) over the regulatory impact's years, before
 * and after the package: the fuel per type before, and what the package leaves of it, in the energy
 * share in scope; the wind reward after the package. Null while the years or the share are not set.
 */
export function fuelEuOutlook(
  regulatoryImpact: RegulatoryImpactInput | null | undefined,
  rows: readonly AggregatedRow[],
  savings: FuelSavings,
  rates: RateLookup,
  technologies: readonly IncludedTechnology[],
  mainEngineMcrKw: number | null | undefined,
): FuelEuOutlook | null {
  const scope = outlookScope(regulatoryImpact);
  if (!scope) return null;
  const mixes = fuelMixes(rows, savings, rates);
  const wind = windReward(technologies, mainEngineMcrKw);
  const balances = scope.years.map((year) => ({
    year,
    before: fuelEuBalance(mixes.before, year, scope.pctInEu),
    after: fuelEuBalance(mixes.after, year, scope.pctInEu, wind.factor),
  }));
  const penaltiesBefore = withConsecutiveDeficits(balances.map((b) => b.before.penalty));
  const penaltiesAfter = withConsecutiveDeficits(balances.map((b) => b.after.penalty));
  const years: FuelEuYear[] = balances.map(({ year, before, after }, i) => ({
    year,
    targetIntensity: fuelEuTarget(year),
    intensityBefore: before.intensity,
    intensityAfter: after.intensity,
    complianceBalanceBefore: before.complianceBalance,
    complianceBalanceAfter: after.complianceBalance,
    penaltyBefore: penaltiesBefore[i]!,
    penaltyAfter: penaltiesAfter[i]!,
    energyInScopeBefore: before.energyInScope,
    energyInScopeAfter: after.energyInScope,
  }));
  return {
    years,
    totalPenaltyBefore: sum(penaltiesBefore),
    totalPenaltyAfter: sum(penaltiesAfter),
    windRewardFactor: wind.factor,
    notes: [...mixes.notes, ...wind.notes],
  };
}
