import type { CalculatedResultsResponse } from '@backoffice/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { reportTechnologyKeys } from '../technologies/report-technologies-api.ts';

/** GET reports/{id}/calculated-results: reloads with every change of the included technologies. */
export function useCalculatedResults(reportId: number) {
  return useQuery({
    queryKey: reportTechnologyKeys.results(reportId),
    queryFn: ({ signal }) => http.get<CalculatedResultsResponse>(`reports/${reportId}/calculated-results`, { signal }),
  });
}
