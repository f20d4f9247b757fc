import {
  type ConsumptionType,
  type ConsumptionTypeUpdateRequest,
  referenceDataMessages,
  type VesselType,
  type VesselTypeUpdateRequest,
} from '@backoffice/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { useReloadFromList } from '../../components/list-record-api.ts';
import type { VersionedDelete } from '../../components/stale-delete.ts';

// The admin dialogs' saves, deletes and reloads, apart from reference-data-api.ts: the pages that
// only list vessel and consumption types (a technology, a vessel) load none of this.

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
