import type { CalculatedResultsDto } from '@backoffice/contracts';
import { formatPayback, moneyUnits, formatNumber as n } from '@backoffice/contracts';
import { Text, VisuallyHidden } from '@mantine/core';
import { ResultTable } from './result-table.tsx';

type Results = CalculatedResultsDto;

/** Low–high of one total, from the confidence intervals. */
const range = (low: number, high: number) => `${n(low)} – ${n(high)}`;

function SavingsRange({ results }: { results: Results }) {
  const { low, high } = results.savingsRange;
  return (
    <Text size="sm" c="dimmed" data-testid="savings range">
      Range from the confidence intervals: fuel savings {range(low.totalFuelSavings, high.totalFuelSavings)} MT, CO2
      reduction {range(low.totalCo2ReductionInMt, high.totalCo2ReductionInMt)} MT (
      {range(low.totalCo2ReductionInPct, high.totalCo2ReductionInPct)} %)
    </Text>
  );
}

export function TechnologiesTable({ results }: { results: Results }) {
  const savings = results.calcTechnologiesSavings;
  return (
    <ResultTable
      title="Technologies"
      headers={[
        'Technology',
        'Consumption category',
        'Type',
        'Savings category',
        'Fuel savings (MT)',
        'CO2 reduction (MT)',
        'CO2 reduction (%)',
      ]}
      rows={savings.technologiesSavings.map((row) => ({
        key: `${row.technology.id}-${row.consumptionCategory.id}-${row.consumptionType.id}`,
        cells: [
          row.technology.name,
          row.consumptionCategory.name,
          row.consumptionType.name,
          row.savingsCategory.name,
          n(row.fuelSavingsInMt),
          n(row.co2ReductionInMt),
          n(row.co2ReductionInPct),
        ],
      }))}
      totals={[
        'Total',
        '',
        '',
        '',
        n(savings.totalFuelSavings),
        n(savings.totalCo2ReductionInMt),
        n(savings.totalCo2ReductionInPct),
      ]}
      footnote={<SavingsRange results={results} />}
    />
  );
}

type Carbon = Results['calcFinances']['carbon'];

/** An NPV below zero is plain to see: red, and said in words to a screen reader. */
function Npv({ value }: { value: number }) {
  if (value >= 0) return n(value);
  return (
    <Text span size="sm" c="red.9" fw={600}>
      {n(value)}
      <VisuallyHidden> (negative)</VisuallyHidden>
    </Text>
  );
}

/**
 * The carbon-aware columns, with the regulatory impact: the avoided EU ETS cost counted in USD, the
 * payback counting it, the years the NPV counts (the technology's service life, else the outlook's) and the NPV.
 */
const carbonCells = (carbon: Carbon) =>
  carbon
    ? [
        n(carbon.avoidedCarbonCostPerYear),
        formatPayback(carbon.pbtInYears),
        carbon.npvYears === null ? '' : String(carbon.npvYears),
        <Npv key="npv" value={carbon.npv} />,
      ]
    : [];

export function FinancesTable({ results }: { results: Results }) {
  const finances = results.calcFinances;
  const ets = results.etsOutlook;
  const withCarbon = finances.carbon !== null;
  const carbonHeaders = withCarbon
    ? [
        `Avoided carbon cost (${moneyUnits.perYear})`,
        'Payback with carbon cost (years)',
        'NPV horizon (years)',
        `NPV (${moneyUnits.npv})`,
      ]
    : [];
  return (
    <ResultTable
      title="Finances"
      headers={[
        'Technology',
        `Total investment (${moneyUnits.investment})`,
        `Yearly fuel cost saving (${moneyUnits.perYear})`,
        'Payback (years)',
        `Yearly cost (${moneyUnits.perYear})`,
        ...carbonHeaders,
      ]}
      rows={finances.finances.map((row) => ({
        key: row.technology.id,
        cells: [
          row.technology.name,
          n(row.totalInvestment),
          n(row.yearlyFuelCostSaving),
          formatPayback(row.pbtInYears),
          n(row.costPerYear),
          ...(withCarbon ? carbonCells(row.carbon) : []),
        ],
      }))}
      totals={[
        'Total',
        n(finances.totalInvestment),
        n(finances.totalYearlyFuelCostSaving),
        formatPayback(finances.pbtInYears),
        n(finances.yearlyCost),
        ...carbonCells(finances.carbon),
      ]}
      footnote={
        withCarbon &&
        ets && (
          <Text size="sm" c="dimmed" data-testid="carbon money">
            The avoided EU ETS cost ({n(ets.carbonRate)} {moneyUnits.carbonRate}) is counted in USD at{' '}
            {n(ets.usdPerEur)} {moneyUnits.usdPerEur}; NPV at {n(ets.discountRatePct)} % over each technology's service
            life, else the outlook's {ets.numberOfYears} years.
          </Text>
        )
      }
    />
  );
}

export function ConsumptionCategoriesTable({ results }: { results: Results }) {
  const savings = results.calcConsumptionSavings;
  const cellOf = (row: (typeof savings.consumptionCategoriesSavings)[number], typeId: number) =>
    row.savings.find((s) => s.consumptionType.id === typeId)?.savingsInMt ?? 0;
  const typeTotal = (typeId: number) =>
    savings.consumptionTypesTotals.find((t) => t.consumptionType.id === typeId)?.totalSavingsInMt ?? 0;
  return (
    <ResultTable
      title="Consumption Categories"
      headers={['Consumption category', ...savings.consumptionTypes.map((t) => `${t.name} (MT)`), 'Total (MT)']}
      rows={savings.consumptionCategoriesSavings.map((row) => ({
        key: row.consumptionCategory.id,
        cells: [
          row.consumptionCategory.name,
          ...savings.consumptionTypes.map((t) => n(cellOf(row, t.id))),
          n(row.totalSavingsInMt),
        ],
      }))}
      totals={['Total', ...savings.consumptionTypes.map((t) => n(typeTotal(t.id))), n(savings.totalSavingsInMt)]}
    />
  );
}

export function SavingCategoriesTable({ results }: { results: Results }) {
  const rows = results.calcSavingsCategorySavings.savingsCategoriesSavings;
  const total = (pick: (row: (typeof rows)[number]) => number) => n(rows.reduce((sum, row) => sum + pick(row), 0));
  return (
    <ResultTable
      title="Saving Categories"
      headers={['Savings category', 'Total savings (MT)', 'Total savings (%)', 'CO2 reduction (MT)']}
      rows={results.calcSavingsCategorySavings.savingsCategoriesSavings.map((row) => ({
        key: row.savingsCategory.id,
        cells: [
          row.savingsCategory.name,
          n(row.totalSavingsInMt),
          n(row.totalSavingsInPct),
          n(row.totalCo2ReductionInMt),
        ],
      }))}
      totals={[
        'Total',
        total((row) => row.totalSavingsInMt),
        total((row) => row.totalSavingsInPct),
        total((row) => row.totalCo2ReductionInMt),
      ]}
    />
  );
}
