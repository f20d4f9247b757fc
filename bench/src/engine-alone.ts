import {
  calculateReportResults,
  type IncludedTechnology,
  type Ref,
  type ReportCalculationInput,
} from '@backoffice/engine';

/**
 * The calculation engine alone on synthetic inputs of a large report, no database:
 * `npx tsx bench/src/engine-alone.ts [calls]`. 50 included technologies, each acting on 1–4 of 4
 * consumption categories, 16 consumption rows (4 categories × 4 fuel types), every tenth
 * technology with fixed MT savings, category orders listing most technologies, regulatory impact
 * and CII particulars. Prints the mean time per call after a warm-up.
 */
const categories: Ref[] = ['Main engine', 'Auxiliary engines', 'Boiler', 'Other consumers'].map((name, i) => ({
  id: i + 1,
  name,
}));
const types: Ref[] = ['HFO', 'LFO', 'MGO', 'LNG'].map((name, i) => ({ id: 10 + i, name }));
const savingsCategories: Ref[] = ['Hydrodynamics', 'Propulsion', 'Machinery'].map((name, i) => ({ id: 100 + i, name }));

function technology(i: number, wide: boolean): IncludedTechnology {
  const some = categories.slice(i % 4, (i % 4) + 1 + (i % 3)).concat(i % 5 === 0 ? categories : []);
  const acting = wide ? categories : some;
  const fixed = i % 10 === 9;
  return {
    technology: { id: 1000 + i, name: `Technology ${String((i * 37) % 50).padStart(2, '0')}` },
    savingsCategory: savingsCategories[i % 3]!,
    consumptionCategories: [...new Map(acting.map((c) => [c.id, c])).values()],
    savingsPct: fixed ? 0 : 1 + (i % 7) * 0.75,
    fixedSavings: fixed
      ? types.map((type, t) => ({ consumptionCategory: categories[t]!, consumptionType: type, fixedSavingsInMt: 10 }))
      : [],
    equipmentCost: 50_000 + i * 1000,
    installationCost: 10_000,
    operationCost: 500 * (i % 4),
    confidenceInterval: i % 4 === 0 ? null : 0.5 + (i % 3),
  };
}

/** `wide`: every technology acts on all 4 categories (800 saving cells), like the API bench's report. */
export function largeReportInput(wide = false, count = 50): ReportCalculationInput {
  const includedTechnologies = Array.from({ length: count }, (_, i) => technology(i, wide));
  return {
    consumptionRows: categories.flatMap((consumptionCategory, c) =>
      types.map((consumptionType, t) => ({
        consumptionCategory,
        consumptionType,
        annualConsumptionInMt: 100 * (c + 1) * (t + 1),
      })),
    ),
    consumptionRates: types.map((consumptionType, t) => ({
      consumptionType,
      pricePerMt: 500 + 100 * t,
      co2ConversionConstant: 3.1 + t * 0.05,
    })),
    includedTechnologies,
    categoryOrders: categories.map((consumptionCategory, c) => ({
      consumptionCategory,
      technologies: includedTechnologies
        .filter((_, i) => (i + c) % 6 !== 0)
        .map((t, i) => ({ technology: t.technology, calculationSequence: (i * 7 + c) % 20 })),
    })),
    regulatoryImpact: { pctInEu: 50, carbonRate: 85, startYear: 2025, numberOfYears: 10 },
    cii: { shipType: 'bulkCarrier', deadweight: 56_045, grossTonnage: 31_236, annualDistanceNm: 58_400 },
  };
}

function time(label: string, input: ReportCalculationInput, calls: number) {
  for (let i = 0; i < 500; i++) calculateReportResults(input);
  const started = performance.now();
  for (let i = 0; i < calls; i++) calculateReportResults(input);
  const ms = (performance.now() - started) / calls;
  console.log(`${label}: ${ms.toFixed(3)} ms per call (mean of ${calls})`);
}

function main() {
  const calls = Number(process.argv[2] ?? 1000);
  time('50 technologies on 1–4 of 4 categories × 4 types', largeReportInput(false), calls);
  time('50 technologies on all 4 categories × 4 types', largeReportInput(true), calls);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
