import type {
  ConsumptionCategory,
  ConsumptionType,
  ConsumptionTypeRequest,
  VesselType,
  VesselTypeRequest,
} from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

// Reference lists are short: they load whole and the admin pages filter them in the browser.

export function useVesselTypes() {
  return useQuery({
    queryKey: queryKeys.referenceData.vesselTypes,
    queryFn: () => http.get<VesselType[]>('vessel-types'),
  });
}

export function useConsumptionTypes() {
  return useQuery({
    queryKey: queryKeys.referenceData.consumptionTypes,
    queryFn: () => http.get<ConsumptionType[]>('consumptions/types'),
  });
}

export function useConsumptionCategories() {
  return useQuery({
    queryKey: queryKeys.referenceData.consumptionCategories,
    queryFn: () => http.get<ConsumptionCategory[]>('consumptions/categories'),
  });
}

function useSave<Body, Result>(path: string, queryKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
      id === null ? http.post<Result>(path, body) : http.put<Result>(`${path}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

function useRemove(path: string, queryKey: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useSaveVesselType = () =>
  useSave<VesselTypeRequest, VesselType>('vessel-types', queryKeys.referenceData.vesselTypes);
export const useDeleteVesselType = () => useRemove('vessel-types', queryKeys.referenceData.vesselTypes);
export const useSaveConsumptionType = () =>
  useSave<ConsumptionTypeRequest, ConsumptionType>('consumptions/types', queryKeys.referenceData.consumptionTypes);
export const useDeleteConsumptionType = () => useRemove('consumptions/types', queryKeys.referenceData.consumptionTypes);

/** Entries whose name or short name contain the search text (any case). */
export function filterByName<T extends { name: string; shortName: string }>(rows: T[] | undefined, search: string) {
  if (!rows || !search) return rows;
  const needle = search.toLowerCase();
  return rows.filter((row) => row.name.toLowerCase().includes(needle) || row.shortName.toLowerCase().includes(needle));
}
