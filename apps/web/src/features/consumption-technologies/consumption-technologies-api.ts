import {
  type ConsumptionTechnologiesRequest,
  type ConsumptionTechnology,
  catalogueMessages,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

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

/** Saves the whole order; each technology's categories change with it. */
export function useSaveConsumptionTechnologies(categoryId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: ConsumptionTechnologiesRequest, call) =>
      http.put<ConsumptionTechnology[]>(pathOf(categoryId), body, call),
    successMessage: catalogueMessages.consumptionOrderSaved,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.consumptionTechnologies.category(categoryId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.technologies.all }),
      ]),
  });
}
