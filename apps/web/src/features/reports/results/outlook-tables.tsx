import type { CalculatedResultsDto } from '@backoffice/contracts';
import { formatNumber as n } from '@backoffice/contracts';
import { Text } from '@mantine/core';
import { ResultTable } from './result-table.tsx';

type Ets = NonNullable<CalculatedResultsDto['etsOutlook']>;
type Cii = NonNullable<CalculatedResultsDto['ciiOutlook']>;

/** The EU ETS cost per year before and after the package, with the phase-in. */
export function EtsOutlookTable({ ets }: { ets: Ets }) {
  return (
    <ResultTable
      title="EU ETS outlook"
      headers={['Year', 'Phase-in (%)', 'Cost before', 'Cost after', 'Avoided cost']}
      rows={ets.years.map((year) => ({
        key: year.year,
        cells: [String(year.year), n(year.phaseInPct), n(year.costBefore), n(year.costAfter), n(year.avoidedCost)],
      }))}
      totals={['Total', '', n(ets.totalCostBefore), n(ets.totalCostAfter), n(ets.totalAvoidedCost)]}
      footnote={
        <Text size="sm" c="dimmed">
          {n(ets.pctInEu)} % in EU scope at {n(ets.carbonRate)} per t CO2, discount rate {n(ets.discountRatePct)} %
        </Text>
      }
    />
  );
}

/** The IMO CII rating per year before and after the package. */
export function CiiOutlookTable({ cii }: { cii: Cii }) {
  return (
    <ResultTable
      title="CII outlook"
      headers={['Year', 'Reduction factor (%)', 'Required CII', 'Rating before', 'Rating after']}
      rows={cii.years.map((year) => ({
        key: year.year,
        cells: [
          String(year.year),
          n(year.reductionFactorPct),
          n(year.requiredCii),
          year.ratingBefore,
          year.ratingAfter,
        ],
      }))}
      footnote={
        <Text size="sm" c="dimmed">
          {cii.shipType}, {n(cii.capacity)} {cii.capacityUnit}: attained CII {n(cii.attainedCiiBefore)} before,{' '}
          {n(cii.attainedCiiAfter)} after
        </Text>
      }
    />
  );
}
