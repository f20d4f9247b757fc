import type { ConsumptionTechnologiesRequest, ConsumptionTechnology } from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

const pathOf = (categoryId: number) => `consumptions/categories/${categoryId}/technologies`;

/** The category's technologies in calculation order. */
export function useConsumptionTechnologies(categoryId: number) {
  return useQuery({
    queryKey: queryKeys.consumptionTechnologies.category(categoryId),
    queryFn: () => http.get<ConsumptionTechnology[]>(pathOf(categoryId)),
    select: inCalculationOrder,
    enabled: Number.isInteger(categoryId) && categoryId > 0,
  });
}

export function inCalculationOrder(list: ConsumptionTechnology[]): ConsumptionTechnology[] {
  return [...list].sort((a, b) => a.calculationSequence - b.calculationSequence);
}

/** Saves the whole order; each technology's categories change with it. */
export function useSaveConsumptionTechnologies(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsumptionTechnologiesRequest) => http.put<ConsumptionTechnology[]>(pathOf(categoryId), body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.consumptionTechnologies.category(categoryId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.technologies.all }),
      ]),
  });
}
