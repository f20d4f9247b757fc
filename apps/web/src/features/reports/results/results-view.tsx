import type { CalculatedResultsDto } from '@backoffice/contracts';
import { Badge, Group, Stack } from '@mantine/core';
import { CiiOutlookTable, EtsOutlookTable } from './outlook-tables.tsx';
import { LazyReportCharts } from './report-charts-lazy.tsx';
import {
  ConsumptionCategoriesTable,
  FinancesTable,
  SavingCategoriesTable,
  TechnologiesTable,
} from './results-tables.tsx';

/** The Njord Score, the four tables, the charts and the regulatory outlook of calculated results. */
export function ResultsView({ results }: { results: CalculatedResultsDto }) {
  return (
    <Stack gap="lg">
      <Group>
        <Badge size="xl" color="green" variant="filled" tt="none" aria-label={`Njord Score ${results.calcNjordScore}`}>
          Njord Score {results.calcNjordScore}
        </Badge>
      </Group>
      <TechnologiesTable results={results} />
      <FinancesTable results={results} />
      <ConsumptionCategoriesTable results={results} />
      <SavingCategoriesTable results={results} />
      <LazyReportCharts results={results} />
      {results.etsOutlook && <EtsOutlookTable ets={results.etsOutlook} />}
      {results.ciiOutlook && <CiiOutlookTable cii={results.ciiOutlook} />}
    </Stack>
  );
}
