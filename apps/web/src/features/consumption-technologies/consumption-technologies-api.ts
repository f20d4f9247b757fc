import {
  type ConsumptionTechnologiesRequest,
  type ConsumptionTechnology,
  catalogueMessages,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { useReloadAfterStaleDelete } from '../../components/stale-delete.ts';

const pathOf = (categoryId: number) => `consumptions/categories/${categoryId}/technologies`;

/** The category's technologies in calculation order. */
export function useConsumptionTechnologies(categoryId: number) {
  return useQuery({
    queryKey: queryKeys.consumptionTechnologies.category(categoryId),
    queryFn: ({ signal }) => http.get<ConsumptionTechnology[]>(pathOf(categoryId), { signal }),
    select: inCalculationOrder,
    enabled: Number.isInteger(categoryId) && categoryId > 0,
  });
}

function inCalculationOrder(list: ConsumptionTechnology[]): ConsumptionTechnology[] {
  return [...list].sort((a, b) => a.calculationSequence - b.calculationSequence);
}

/**
 * Saves the whole order, with the category's version the page loaded (`?version=`); each technology's
 * categories change with it. A save once a colleague changed the list is refused (409): its message
 * toasts and the list is read again, so the next change starts from theirs.
 */
export function useSaveConsumptionTechnologies(categoryId: number) {
  const queryClient = useQueryClient();
  const reloadIfStale = useReloadAfterStaleDelete();
  const listKey = queryKeys.consumptionTechnologies.category(categoryId);
  return useApiMutation({
    mutationFn: ({ body, version }: { body: ConsumptionTechnologiesRequest; version?: number }, call) =>
      http.put<ConsumptionTechnology[]>(pathOf(categoryId), body, { ...call, query: { version } }),
    successMessage: catalogueMessages.consumptionOrderSaved,
    // The category's new version is read before the page takes the next change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.referenceData.consumptionCategories }),
        queryClient.invalidateQueries({ queryKey: queryKeys.technologies.all }),
      ]),
    onError: (error) => {
      reloadIfStale(error, listKey);
      reloadIfStale(error, queryKeys.referenceData.consumptionCategories);
    },
  });
}
