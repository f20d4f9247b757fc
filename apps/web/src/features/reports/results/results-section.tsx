import { type Report, reportMessages } from '@backoffice/contracts';
import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { customerPaths } from '../../../components/customer-paths.ts';
import { useShownInTransition } from '../../../components/render-in-transition.tsx';
import { useCalculatedResults } from './results-api.ts';

// The tables load with the first results, not with the report page (most reports start empty).
const ResultsView = lazy(() => import('./results-view.tsx').then((module) => ({ default: module.ResultsView })));

const loader = (
  <Center py="md">
    <Loader size="sm" />
  </Center>
);

const questionnairePathOf = ({ vessel }: Report) =>
  `${customerPaths.vessel(vessel.project.customer.id, vessel.project.id, vessel.id)}/questionnaire`;

/**
 * The report's results, once a technology is included: the Njord Score and the tables (2 decimals),
 * or why they cannot be calculated.
 */
export function ResultsSection({ report }: { report: Report }) {
  const results = useCalculatedResults(report.id);
  // The tables and the Njord Score are first shown in a transition, not to block the page.
  const shown = useShownInTransition(!results.isPending);
  const data = results.data;
  if (data?.canCalculate === false && data.reason === 'noIncludedTechnologies') return null;
  if (!shown) return loader;
  if (!data) return null;
  return (
    <Stack gap="md" component="section" aria-label="Results">
      <Title order={3}>Results</Title>
      {data.canCalculate ? (
        <Suspense fallback={loader}>
          <ResultsView results={data} questionnairePath={questionnairePathOf(report)} />
        </Suspense>
      ) : (
        <Alert color="yellow">{reportMessages.missingConsumption}</Alert>
      )}
    </Stack>
  );
}
