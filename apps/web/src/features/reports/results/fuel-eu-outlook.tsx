import { FUEL_EU_UNITS } from '@backoffice/charts';
import { type CalculatedResultsDto, formatNumber as n } from '@backoffice/contracts';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { ResultTable } from './result-table.tsx';

type FuelEu = NonNullable<CalculatedResultsDto['fuelEuOutlook']>;

const TITLE = 'FuelEU Maritime';
const { intensity, balance, penalty } = FUEL_EU_UNITS;

const headers = [
  'Year',
  `Target (${intensity})`,
  `Intensity before (${intensity})`,
  `Intensity after (${intensity})`,
  `Compliance balance before (${balance})`,
  `Compliance balance after (${balance})`,
  `Penalty before (${penalty})`,
  `Penalty after (${penalty})`,
];

function Footnote({ fuelEu }: { fuelEu: FuelEu }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        A negative compliance balance is a deficit; its penalty grows by 10 % for each further year of deficit in a row.
      </Text>
      {fuelEu.windRewardFactor < 1 && (
        <Text size="sm" c="dimmed" data-testid="wind reward">
          Wind reward factor {n(fuelEu.windRewardFactor)}: the intensity after the package counts the wind-assisted
          propulsion.
        </Text>
      )}
      {fuelEu.notes.length > 0 && (
        <List size="sm" c="dimmed" aria-label="FuelEU Maritime notes">
          {fuelEu.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** FuelEU Maritime per year before and after the package: the intensity against the target, the balance and the penalty. */
export function FuelEuOutlookTable({ fuelEu }: { fuelEu: FuelEu }) {
  return (
    <ResultTable
      title={TITLE}
      headers={headers}
      rows={fuelEu.years.map((year) => ({
        key: year.year,
        cells: [
          String(year.year),
          n(year.targetIntensity),
          n(year.intensityBefore),
          n(year.intensityAfter),
          n(year.complianceBalanceBefore),
          n(year.complianceBalanceAfter),
          n(year.penaltyBefore),
          n(year.penaltyAfter),
        ],
      }))}
      totals={['Total', '', '', '', '', '', n(fuelEu.totalPenaltyBefore), n(fuelEu.totalPenaltyAfter)]}
      footnote={<Footnote fuelEu={fuelEu} />}
    />
  );
}

/** Where the FuelEU Maritime outlook would be: what the Regulatory Impact still needs. */
export function FuelEuMissingInputs() {
  return (
    <Stack gap="xs" component="section" aria-label={TITLE}>
      <Title order={4}>{TITLE}</Title>
      <Alert color="blue" variant="light">
        The FuelEU Maritime outlook needs the Regulatory Impact's % in EU, start year and number of years.
      </Alert>
    </Stack>
  );
}
