import {
  type CalculatedResultsDto,
  formatPayback,
  formatScore,
  moneyUnits,
  formatNumber as n,
  njordScoreMeaning,
} from '@backoffice/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

interface Figure {
  label: string;
  value: string;
  detail?: string;
}

/** 'C → B in 2026, E → C in 2030': the rating before and after this year (else the outlook's first) and in its last. */
function ciiRatingChange(outlook: NonNullable<CalculatedResultsDto['ciiOutlook']>, year: number): string {
  const first = outlook.years.find((y) => y.year === year) ?? outlook.years[0];
  const last = outlook.years.at(-1);
  const ends = first && last && last !== first ? [first, last] : first ? [first] : [];
  return ends.map((y) => `${y.ratingBefore} → ${y.ratingAfter} in ${y.year}`).join(', ');
}

const yearsOf = (years: { year: number }[]) => `${years[0]?.year}–${years.at(-1)?.year}`;

/** The executive summary's figures, as the report's document has them. */
export function summaryFigures(results: CalculatedResultsDto, currentYear: number): Figure[] {
  const savings = results.calcTechnologiesSavings;
  const { low, high } = results.savingsRange;
  const finances = results.calcFinances;
  const fuelPct = results.baseline.fuelInMt > 0 ? (savings.totalFuelSavings / results.baseline.fuelInMt) * 100 : null;
  const figures: Figure[] = [
    { label: 'Njord Score', value: formatScore(results.calcNjordScore), detail: njordScoreMeaning },
    {
      label: 'Fuel saved per year',
      value: `${n(savings.totalFuelSavings)} MT`,
      detail: `Range ${n(low.totalFuelSavings)} – ${n(high.totalFuelSavings)} MT; ${n(fuelPct)} % of ${n(results.baseline.fuelInMt)} MT`,
    },
    {
      label: 'CO2 avoided per year',
      value: `${n(savings.totalCo2ReductionInMt)} t`,
      detail: `Range ${n(low.totalCo2ReductionInMt)} – ${n(high.totalCo2ReductionInMt)} t; ${n(savings.totalCo2ReductionInPct)} % of ${n(results.baseline.co2InMt)} t`,
    },
    { label: 'Investment', value: `${moneyUnits.investment} ${n(finances.totalInvestment)}` },
    { label: 'Fuel cost saved per year', value: `${moneyUnits.investment} ${n(finances.totalYearlyFuelCostSaving)}` },
    { label: 'Payback time (years)', value: formatPayback(finances.pbtInYears) },
  ];
  if (results.ciiOutlook) {
    figures.push({ label: 'CII rating before → after', value: ciiRatingChange(results.ciiOutlook, currentYear) });
  }
  const ets = results.etsOutlook;
  if (ets) {
    figures.push({
      label: 'EU ETS cost avoided',
      value: `${moneyUnits.etsCost} ${n(ets.totalAvoidedCost)}`,
      detail: yearsOf(ets.years),
    });
  }
  const fuelEu = results.fuelEuOutlook;
  if (fuelEu) {
    figures.push({
      label: 'FuelEU penalty avoided',
      value: `EUR ${n(fuelEu.totalPenaltyBefore - fuelEu.totalPenaltyAfter)}`,
      detail: yearsOf(fuelEu.years),
    });
  }
  return figures;
}

/** The summary's figures first, each on a card with the company's colour down its side. */
export function ClientReportSummary({ results, brand }: { results: CalculatedResultsDto; brand: string }) {
  const figures = summaryFigures(results, new Date().getUTCFullYear());
  return (
    <Stack gap="sm" component="section" aria-labelledby="summary-title">
      <Title order={3} id="summary-title">
        Summary
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="sm" radius="md" style={{ borderLeft: `6px solid ${brand}` }}>
            <Text component="dt" size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" m={0} fw={700} fz="xl" data-testid={`figure ${figure.label}`}>
              {figure.value}
            </Text>
            {figure.detail && (
              <Text component="dd" m={0} size="xs" c="dimmed">
                {figure.detail}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
