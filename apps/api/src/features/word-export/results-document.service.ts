import { reportChartSpecs } from '@backoffice/charts';
import {
  type CalculatedResultsDto,
  type CalculatedResultsResponse,
  ciiMissingText,
  ciiShipTypeLabel,
  formatScore,
  formatNumber as n,
  njordScoreMeaning,
  reportMessages,
} from '@backoffice/contracts';
import type { ReportTemplateData } from '../report-templates/index.ts';
import { fuelEuData } from './fuel-eu-document.ts';
import { chartPicture } from './report-images.ts';

const whyNoResults = {
  noIncludedTechnologies: 'Include at least one technology to calculate the results.',
  missingConsumption: reportMessages.missingConsumption,
} as const;

const share = (part: number | undefined, whole: number | undefined) =>
  part === undefined || !whole ? undefined : (part / whole) * 100;

/** 'D → C (2026), E → D (2030)': the rating before and after in the first and the last year. */
function ciiRatingChange(outlook: CalculatedResultsDto['ciiOutlook']) {
  const years = outlook?.years ?? [];
  const ends = years.length > 1 ? [years[0]!, years[years.length - 1]!] : years;
  return ends.map((y) => `${y.ratingBefore} → ${y.ratingAfter} (${y.year})`).join(', ');
}

/** The results' tags and loops: the key figures, the tables with their totals and the charts. */
export async function resultsData(calculated: CalculatedResultsResponse) {
  const results = calculated.canCalculate ? calculated : null;
  const savings = results?.calcTechnologiesSavings;
  const finances = results?.calcFinances;
  const ets = results?.etsOutlook ?? null;
  const charts = Object.fromEntries(
    results
      ? await Promise.all(
          reportChartSpecs(results).map(async (chart) => [chart.key, await chartPicture(chart)] as const),
        )
      : [],
  );
  return {
    'Has results': results !== null,
    'Lacks results': results === null,
    'Why no results': calculated.canCalculate ? '' : whyNoResults[calculated.reason],
    Score: results ? formatScore(results.calcNjordScore) : '–',
    'Score meaning': njordScoreMeaning,
    'Baseline fuel (MT)': n(results?.baseline.fuelInMt),
    'Baseline CO2 (MT)': n(results?.baseline.co2InMt),
    'Total fuel savings (MT)': n(savings?.totalFuelSavings),
    'Total fuel savings low (MT)': n(results?.savingsRange.low.totalFuelSavings),
    'Total fuel savings high (MT)': n(results?.savingsRange.high.totalFuelSavings),
    'Total fuel savings (%)': n(share(savings?.totalFuelSavings, results?.baseline.fuelInMt)),
    'Total CO2 reduction (MT)': n(savings?.totalCo2ReductionInMt),
    'Total CO2 reduction low (MT)': n(results?.savingsRange.low.totalCo2ReductionInMt),
    'Total CO2 reduction high (MT)': n(results?.savingsRange.high.totalCo2ReductionInMt),
    'Total CO2 reduction (%)': n(savings?.totalCo2ReductionInPct),
    'Total investment (USD)': n(finances?.totalInvestment),
    'Payback time (years)': n(finances?.pbtInYears),
    'Yearly cost (USD)': n(finances?.yearlyCost),
    'Yearly fuel cost saving (USD)': n(finances?.totalYearlyFuelCostSaving),
    'Savings chart': charts.savings ?? null,
    'MAC chart': charts.mac ?? null,
    'CII chart': charts.cii ?? null,
    'ETS chart': charts.ets ?? null,
    'FuelEU chart': charts.fuelEu ?? null,
    'Has CII outlook': Boolean(results?.ciiOutlook),
    'CII rating change': ciiRatingChange(results?.ciiOutlook ?? null),
    'CII ship type': results?.ciiOutlook ? ciiShipTypeLabel(results.ciiOutlook.shipType) : '',
    'Lacks CII outlook': (results?.ciiMissing.length ?? 0) > 0,
    'CII missing': results?.ciiMissing.length ? ciiMissingText(results.ciiMissing) : '',
    'Has ETS outlook': ets !== null,
    'ETS cost before (EUR)': n(ets?.totalCostBefore),
    'ETS cost after (EUR)': n(ets?.totalCostAfter),
    'ETS avoided cost (EUR)': n(ets?.totalAvoidedCost),
    ...fuelEuData(results?.fuelEuOutlook),
    'Savings by technology': (savings?.technologiesSavings ?? []).map((row) => ({
      Technology: row.technology.name,
      'Consumption category': row.consumptionCategory.name,
      'Consumption type': row.consumptionType.name,
      'Savings category': row.savingsCategory.name,
      'Fuel savings (MT)': n(row.fuelSavingsInMt),
      'CO2 reduction (MT)': n(row.co2ReductionInMt),
      'CO2 reduction (%)': n(row.co2ReductionInPct),
    })),
    Finances: (finances?.finances ?? []).map((row) => ({
      Technology: row.technology.name,
      'Investment (USD)': n(row.totalInvestment),
      'Payback time (years)': n(row.pbtInYears),
      'Cost per year (USD)': n(row.costPerYear),
      'Yearly fuel cost saving (USD)': n(row.yearlyFuelCostSaving),
    })),
    'Savings by consumption category': (results?.calcConsumptionSavings.consumptionCategoriesSavings ?? []).map(
      (row) => ({
        'Consumption category': row.consumptionCategory.name,
        'Savings by fuel': row.savings
          .filter((fuel) => fuel.savingsInMt > 0)
          .map((fuel) => `${fuel.consumptionType.name} ${n(fuel.savingsInMt)}`)
          .join(', '),
        'Savings (MT)': n(row.totalSavingsInMt),
      }),
    ),
    'Savings by savings category': (results?.calcSavingsCategorySavings.savingsCategoriesSavings ?? []).map((row) => ({
      'Savings category': row.savingsCategory.name,
      'Savings (MT)': n(row.totalSavingsInMt),
      'Savings (%)': n(row.totalSavingsInPct),
      'CO2 reduction (MT)': n(row.totalCo2ReductionInMt),
    })),
    'CII outlook': (results?.ciiOutlook?.years ?? []).map((year) => ({
      Year: String(year.year),
      'Required CII': n(year.requiredCii),
      'Rating before': year.ratingBefore,
      'Rating after': year.ratingAfter,
    })),
    'ETS outlook': (ets?.years ?? []).map((year) => ({
      Year: String(year.year),
      'Phase-in (%)': n(year.phaseInPct),
      'Cost before (EUR)': n(year.costBefore),
      'Cost after (EUR)': n(year.costAfter),
      'Avoided cost (EUR)': n(year.avoidedCost),
    })),
  } satisfies Partial<ReportTemplateData>;
}
