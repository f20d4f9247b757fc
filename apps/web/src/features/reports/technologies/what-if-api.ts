import type { ConsumptionTechnology } from '@backoffice/contracts';
import { useQueries } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/**
 * The technology lists of the consumption categories, as the API answers them (the same queries as
 * the catalogue's category page); `ready` once all have loaded.
 */
export function useCategoryTechnologyLists(categoryIds: readonly number[]) {
  return useQueries({
    queries: categoryIds.map((id) => ({
      queryKey: queryKeys.consumptionTechnologies.category(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.get<ConsumptionTechnology[]>(`consumptions/categories/${id}/technologies`, { signal }),
    })),
    combine: (results) => ({
      lists: results.map((result) => result.data),
      ready: results.every((result) => result.isSuccess),
    }),
  });
}
