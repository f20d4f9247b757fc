import { reportChartSpecs } from '@backoffice/charts';
import {
  type CalculatedResultsDto,
  type CalculatedResultsResponse,
  ciiMissingText,
  ciiShipTypeLabel,
  formatPayback,
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

/**
 * 'C → B in 2026, E → C in 2030': the rating before and after in the current year (else the outlook's
 * first) and in the outlook's last year.
 */
function ciiRatingChange(outlook: CalculatedResultsDto['ciiOutlook'], year: number) {
  const years = outlook?.years ?? [];
  const first = years.find((y) => y.year === year) ?? years[0];
  const last = years[years.length - 1];
  const ends = first && last && last !== first ? [first, last] : first ? [first] : [];
  return ends.map((y) => `${y.ratingBefore} → ${y.ratingAfter} in ${y.year}`).join(', ');
}

type Finances = Extract<CalculatedResultsResponse, { canCalculate: true }>['calcFinances'];

/** The finances with the EU ETS cost: the totals, the NPV's horizon and rate, and who loses money. */
function carbonFinances(finances: Finances | undefined, ets: CalculatedResultsDto['etsOutlook']) {
  const carbon = finances?.carbon ?? null;
  const losing = (finances?.finances ?? []).filter((row) => row.carbon && row.carbon.npv < 0);
  return {
    'Has carbon finances': carbon !== null,
    'Avoided carbon cost (USD per year)': n(carbon?.avoidedCarbonCostPerYear),
    'Payback with carbon cost (years)': carbon ? formatPayback(carbon.pbtInYears) : '–',
    'NPV (USD)': n(carbon?.npv),
    'NPV horizon (years)': carbon?.npvYears ? String(carbon.npvYears) : '',
    'Discount rate (%)': n(ets?.discountRatePct),
    'Has negative NPV': losing.length > 0,
    'Negative NPV technologies': losing.map((row) => row.technology.name).join(', '),
  };
}

/**
 * The results' tags and loops: the key figures, the tables with their totals and the charts.
 * `currentYear` is the one the CII line of the summary starts from.
 */
export async function resultsData(calculated: CalculatedResultsResponse, currentYear = new Date().getUTCFullYear()) {
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
    'Payback time (years)': formatPayback(finances?.pbtInYears),
    'Yearly cost (USD)': n(finances?.yearlyCost),
    'Yearly fuel cost saving (USD)': n(finances?.totalYearlyFuelCostSaving),
    ...carbonFinances(finances, ets),
    'Savings chart': charts.savings ?? null,
    'MAC chart': charts.mac ?? null,
    'CII chart': charts.cii ?? null,
    'ETS chart': charts.ets ?? null,
    'FuelEU chart': charts.fuelEu ?? null,
    'Has CII outlook': Boolean(results?.ciiOutlook),
    'CII rating change': ciiRatingChange(results?.ciiOutlook ?? null, currentYear),
    'CII ship type': results?.ciiOutlook ? ciiShipTypeLabel(results.ciiOutlook.shipType) : '',
    'CII capacity unit': results?.ciiOutlook?.capacityUnit ?? '',
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
      'Payback time (years)': formatPayback(row.pbtInYears),
      'Cost per year (USD)': n(row.costPerYear),
      'Yearly fuel cost saving (USD)': n(row.yearlyFuelCostSaving),
      'Avoided carbon cost (USD per year)': n(row.carbon?.avoidedCarbonCostPerYear),
      'Payback with carbon cost (years)': row.carbon ? formatPayback(row.carbon.pbtInYears) : '–',
      'NPV horizon (years)': row.carbon ? String(row.carbon.npvYears) : '–',
      'NPV (USD)': n(row.carbon?.npv),
    })),
    'Savings by consumption category': (results?.calcConsumptionSavings.consumptionCategoriesSavings ?? []).map(
      (row) => ({
        'Consumption category': row.consumptionCategory.name,
        'Savings by fuel':
          row.savings
            .filter((fuel) => fuel.savingsInMt > 0)
            .map((fuel) => `${fuel.consumptionType.name} ${n(fuel.savingsInMt)}`)
            .join(', ') || '–',
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
      'Attained CII before': n(results?.ciiOutlook?.attainedCiiBefore),
      'Attained CII after': n(results?.ciiOutlook?.attainedCiiAfter),
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
