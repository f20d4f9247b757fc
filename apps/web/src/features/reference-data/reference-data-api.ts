import {
  type ConsumptionCategory,
  type ConsumptionType,
  type ConsumptionTypeRequest,
  referenceDataMessages,
  type VesselType,
  type VesselTypeRequest,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

// Reference lists are short: they load whole and the admin pages filter them in the browser.

export function useVesselTypes() {
  return useQuery({
    queryKey: queryKeys.referenceData.vesselTypes,
    queryFn: ({ signal }) => http.get<VesselType[]>('vessel-types', { signal }),
  });
}

export function useConsumptionTypes() {
  return useQuery({
    queryKey: queryKeys.referenceData.consumptionTypes,
    queryFn: ({ signal }) => http.get<ConsumptionType[]>('consumptions/types', { signal }),
  });
}

export function useConsumptionCategories() {
  return useQuery({
    queryKey: queryKeys.referenceData.consumptionCategories,
    queryFn: ({ signal }) => http.get<ConsumptionCategory[]>('consumptions/categories', { signal }),
  });
}

interface SavedMessages {
  created: string;
  updated: string;
}

function useSave<Body, Result>(path: string, queryKey: readonly string[], saved: SavedMessages) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }, call) =>
      id === null ? http.post<Result>(path, body, call) : http.put<Result>(`${path}/${id}`, body, call),
    successMessage: (_result, { id }) => (id === null ? saved.created : saved.updated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

function useRemove(path: string, queryKey: readonly string[], deleted: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number, call) => http.delete(`${path}/${id}`, call),
    successMessage: deleted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useSaveVesselType = () =>
  useSave<VesselTypeRequest, VesselType>('vessel-types', queryKeys.referenceData.vesselTypes, {
    created: referenceDataMessages.vesselTypeCreated,
    updated: referenceDataMessages.vesselTypeUpdated,
  });
export const useDeleteVesselType = () =>
  useRemove('vessel-types', queryKeys.referenceData.vesselTypes, referenceDataMessages.vesselTypeDeleted);
export const useSaveConsumptionType = () =>
  useSave<ConsumptionTypeRequest, ConsumptionType>('consumptions/types', queryKeys.referenceData.consumptionTypes, {
    created: referenceDataMessages.consumptionTypeCreated,
    updated: referenceDataMessages.consumptionTypeUpdated,
  });
export const useDeleteConsumptionType = () =>
  useRemove(
    'consumptions/types',
    queryKeys.referenceData.consumptionTypes,
    referenceDataMessages.consumptionTypeDeleted,
  );

/** Entries whose name or short name contain the search text (any case). */
export function filterByName<T extends { name: string; shortName: string }>(rows: T[] | undefined, search: string) {
  if (!rows || !search) return rows;
  const needle = search.toLowerCase();
  return rows.filter((row) => row.name.toLowerCase().includes(needle) || row.shortName.toLowerCase().includes(needle));
}
