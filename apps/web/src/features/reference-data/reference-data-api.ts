import {
  type ConsumptionCategoryListItem,
  type ConsumptionType,
  type ConsumptionTypeUpdateRequest,
  referenceDataMessages,
  type VesselType,
  type VesselTypeUpdateRequest,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { useReloadFromList } from '../../components/list-record-api.ts';
import type { VersionedDelete } from '../../components/stale-delete.ts';

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
    queryFn: ({ signal }) => http.get<ConsumptionCategoryListItem[]>('consumptions/categories', { signal }),
  });
}

interface SavedMessages {
  created: string;
  updated: string;
}

/** An edit's body carries the version its dialog was loaded with (see useStaleSave). */
function useSave<Body, Result>(path: string, queryKey: readonly string[], saved: SavedMessages) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }, call) =>
      id === null ? http.post<Result>(path, body, call) : http.put<Result>(`${path}/${id}`, body, call),
    successMessage: (_result, { id }) => (id === null ? saved.created : saved.updated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Deletes the record as loaded (`version`): a colleague's change since is refused (409). */
function useRemove(path: string, queryKey: readonly string[], deleted: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`${path}/${id}`, { ...call, query: { version } }),
    successMessage: deleted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useSaveVesselType = () =>
  useSave<VesselTypeUpdateRequest, VesselType>('vessel-types', queryKeys.referenceData.vesselTypes, {
    created: referenceDataMessages.vesselTypeCreated,
    updated: referenceDataMessages.vesselTypeUpdated,
  });
export const useDeleteVesselType = () =>
  useRemove('vessel-types', queryKeys.referenceData.vesselTypes, referenceDataMessages.vesselTypeDeleted);
export const useSaveConsumptionType = () =>
  useSave<ConsumptionTypeUpdateRequest, ConsumptionType>(
    'consumptions/types',
    queryKeys.referenceData.consumptionTypes,
    {
      created: referenceDataMessages.consumptionTypeCreated,
      updated: referenceDataMessages.consumptionTypeUpdated,
    },
  );
export const useDeleteConsumptionType = () =>
  useRemove(
    'consumptions/types',
    queryKeys.referenceData.consumptionTypes,
    referenceDataMessages.consumptionTypeDeleted,
  );

/** Reads a vessel type afresh from the list (a stale save's Reload). */
export const useReloadVesselType = (id: number) =>
  useReloadFromList<VesselType>({
    path: 'vessel-types',
    queryKey: queryKeys.referenceData.vesselTypes,
    id,
    goneMessage: 'The vessel type was deleted',
  });

/** Reads a consumption type afresh from the list (a stale save's Reload). */
export const useReloadConsumptionType = (id: number) =>
  useReloadFromList<ConsumptionType>({
    path: 'consumptions/types',
    queryKey: queryKeys.referenceData.consumptionTypes,
    id,
    goneMessage: 'The consumption type was deleted',
  });

/** Entries whose name or short name contain the search text (any case). */
export function filterByName<T extends { name: string; shortName: string }>(rows: T[] | undefined, search: string) {
  if (!rows || !search) return rows;
  const needle = search.toLowerCase();
  return rows.filter((row) => row.name.toLowerCase().includes(needle) || row.shortName.toLowerCase().includes(needle));
}
