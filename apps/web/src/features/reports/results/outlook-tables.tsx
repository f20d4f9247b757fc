import type { CalculatedResultsDto } from '@backoffice/contracts';
import { ciiMissingText, ciiShipTypeLabel, moneyUnits, formatNumber as n } from '@backoffice/contracts';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ResultTable } from './result-table.tsx';

type Ets = NonNullable<CalculatedResultsDto['etsOutlook']>;
type Cii = NonNullable<CalculatedResultsDto['ciiOutlook']>;

/** The EU ETS cost per year before and after the package, with the phase-in; EUR, as the carbon rate. */
export function EtsOutlookTable({ ets }: { ets: Ets }) {
  const eur = moneyUnits.etsCost;
  return (
    <ResultTable
      title="EU ETS outlook"
      headers={['Year', 'Phase-in (%)', `Cost before (${eur})`, `Cost after (${eur})`, `Avoided cost (${eur})`]}
      rows={ets.years.map((year) => ({
        key: year.year,
        cells: [String(year.year), n(year.phaseInPct), n(year.costBefore), n(year.costAfter), n(year.avoidedCost)],
      }))}
      totals={['Total', '', n(ets.totalCostBefore), n(ets.totalCostAfter), n(ets.totalAvoidedCost)]}
      footnote={
        <Text size="sm" c="dimmed">
          {n(ets.pctInEu)} % of the CO2 in EU ETS scope at {n(ets.carbonRate)} {moneyUnits.carbonRate}; counted in the
          finances at {n(ets.usdPerEur)} {moneyUnits.usdPerEur}, discount rate {n(ets.discountRatePct)} %
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
          {ciiShipTypeLabel(cii.shipType)}, {n(cii.capacity)} {cii.capacityUnit}: attained CII{' '}
          {n(cii.attainedCiiBefore)} before, {n(cii.attainedCiiAfter)} after (g CO2 per {cii.capacityUnit} and nautical
          mile)
        </Text>
      }
    />
  );
}

/** Where the CII outlook would be: which questionnaire answers it still needs, with the way to them. */
export function CiiMissingAnswers({ missing, questionnairePath }: { missing: string[]; questionnairePath?: string }) {
  return (
    <Stack gap="xs" component="section" aria-label="CII outlook">
      <Title order={4}>CII outlook</Title>
      <Alert color="blue" variant="light">
        {ciiMissingText(missing)}{' '}
        {questionnairePath && (
          <Anchor component={Link} to={questionnairePath} size="sm">
            Open the vessel's questionnaire
          </Anchor>
        )}
      </Alert>
    </Stack>
  );
}
