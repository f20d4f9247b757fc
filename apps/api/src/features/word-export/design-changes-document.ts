import {
  type CalculatedResultsResponse,
  formatPayback,
  type IncludedTechnology,
  formatNumber as n,
  type Report,
  reportTypes,
  savingText,
} from '@backoffice/contracts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { LoopRows, ReportTemplateData } from '../report-templates/index.ts';
import { includedTechnologiesWithResults } from '../reports/index.ts';

type Calculated = Extract<CalculatedResultsResponse, { canCalculate: true }>;

/** The values a design may change of a technology, as the document prints them. */
const comparedValues: [label: string, shown: (t: IncludedTechnology) => string][] = [
  ['Savings', (t) => savingText(t.calcSavings.value, t.vesselTechnologyFixedConsumptionSavings)],
  ['Investment (USD)', (t) => n((t.calcEquipmentCost.value ?? 0) + (t.calcInstallationCost.value ?? 0))],
  ['Operation cost (USD per year)', (t) => n(t.calcOperationCost.value)],
  ['Fuel saved (MT per year)', (t) => n(t.calcSavingsInMt.value)],
];

/** The package's totals before (the screening report) and after (the design). */
function totalsRows(screening: CalculatedResultsResponse, design: CalculatedResultsResponse) {
  const of = (results: CalculatedResultsResponse) => (results.canCalculate ? results : null);
  const [before, after] = [of(screening), of(design)];
  const figures: [string, (r: Calculated | null) => string][] = [
    ['Fuel saved (MT per year)', (r) => n(r?.calcTechnologiesSavings.totalFuelSavings)],
    ['CO2 avoided (t per year)', (r) => n(r?.calcTechnologiesSavings.totalCo2ReductionInMt)],
    ['Investment (USD)', (r) => n(r?.calcFinances.totalInvestment)],
    ['Payback time (years)', (r) => formatPayback(r?.calcFinances.pbtInYears)],
  ];
  return figures.map(([Figure, shown]) => ({ Figure, Screening: shown(before), Design: shown(after) }));
}

const names = (technologies: IncludedTechnology[]) => technologies.map((t) => t.technology.name).join(', ');

/** 'Norsepower (Rotor sails), Silverstream (Hull air lubrication system)': the makers the design chose. */
export function makersChosen(included: IncludedTechnology[]) {
  const chosen = included.flatMap((t) =>
    t.technologyMaker ? [`${t.technologyMaker.name} (${t.technology.name})`] : [],
  );
  return { 'Has makers chosen': chosen.length > 0, 'Makers chosen': chosen.join(', ') };
}

const noChanges = {
  'Has changes since screening': false,
  'Has changed values': false,
  'Changes since screening': [],
  'Totals since screening': [],
  'Has technologies added': false,
  'Technologies added': '',
  'Has technologies left out': false,
  'Technologies left out': '',
} satisfies Partial<ReportTemplateData>;

/**
 * A solution design against the screening report it is based on: each value of a technology in both
 * that differs (screening → design), the technologies added and left out, and the totals before and
 * after. Nothing for a screening report, or when the screening report is gone.
 */
export async function designChangesData(
  deps: FeatureDeps,
  report: Report,
  included: IncludedTechnology[],
  results: CalculatedResultsResponse,
) {
  if (report.type !== reportTypes.SolutionDesignReport || !report.basedOn) return noChanges;
  const screening = await includedTechnologiesWithResults(deps, report.basedOn.id).catch(() => null);
  if (!screening) return noChanges;
  const before = new Map(screening.included.map((t) => [t.technology.id, t]));
  const designIds = new Set(included.map((t) => t.technology.id));
  const changes: LoopRows<'Changes since screening'> = included.flatMap((t) => {
    const old = before.get(t.technology.id);
    if (!old) return [];
    return comparedValues.flatMap(([Value, shown]) => {
      const [Screening, Design] = [shown(old), shown(t)];
      return Screening === Design ? [] : [{ Technology: t.technology.name, Value, Screening, Design }];
    });
  });
  const added = included.filter((t) => !before.has(t.technology.id));
  const leftOut = screening.included.filter((t) => !designIds.has(t.technology.id));
  return {
    'Has changes since screening': true,
    'Has changed values': changes.length > 0,
    'Changes since screening': changes,
    'Totals since screening': totalsRows(screening.results, results),
    'Has technologies added': added.length > 0,
    'Technologies added': names(added),
    'Has technologies left out': leftOut.length > 0,
    'Technologies left out': names(leftOut),
  } satisfies Partial<ReportTemplateData>;
}
