import { type CalculatedResultsDto, formatScore, njordScoreMeaning } from '@backoffice/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { FuelEuMissingInputs, FuelEuOutlookTable } from './fuel-eu-outlook.tsx';
import { CiiMissingAnswers, CiiOutlookTable, EtsOutlookTable } from './outlook-tables.tsx';
import { LazyReportCharts } from './report-charts-lazy.tsx';
import {
  ConsumptionCategoriesTable,
  FinancesTable,
  SavingCategoriesTable,
  TechnologiesTable,
} from './results-tables.tsx';

export interface ResultsViewProps {
  results: CalculatedResultsDto;
  /** The vessel's questionnaire, where the answers the CII outlook lacks are given. */
  questionnairePath?: string;
}

/** The Njord Score, the four tables, the charts and the regulatory outlook of calculated results. */
export function ResultsView({ results, questionnairePath }: ResultsViewProps) {
  const score = formatScore(results.calcNjordScore);
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap" align="center">
        <Badge
          size="xl"
          color="green"
          variant="filled"
          tt="none"
          aria-label={`Njord Score ${score}`}
          style={{ flexShrink: 0 }}
        >
          Njord Score {score}
        </Badge>
        <Text size="sm" c="dimmed">
          {njordScoreMeaning}
        </Text>
      </Group>
      <TechnologiesTable results={results} />
      <FinancesTable results={results} />
      <ConsumptionCategoriesTable results={results} />
      <SavingCategoriesTable results={results} />
      <LazyReportCharts results={results} />
      {results.etsOutlook && <EtsOutlookTable ets={results.etsOutlook} />}
      {results.ciiOutlook && <CiiOutlookTable cii={results.ciiOutlook} />}
      {!results.ciiOutlook && results.ciiMissing.length > 0 && (
        <CiiMissingAnswers missing={results.ciiMissing} questionnairePath={questionnairePath} />
      )}
      {results.fuelEuOutlook ? <FuelEuOutlookTable fuelEu={results.fuelEuOutlook} /> : <FuelEuMissingInputs />}
    </Stack>
  );
}
