import { formMessages, type Particulars, type UpdateParticularsRequest } from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { useInvalidateVesselStatus } from '../vessels/index.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useParticulars(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.particulars(vesselId),
    queryFn: ({ signal }) => http.get<Particulars>(`vessels/${vesselId}/particulars`, { signal }),
    enabled: validId(vesselId),
  });
}

/**
 * The particulars read afresh for a stale save's Reload, apart from the page's (whose form starts
 * afresh with each answer it holds, and would lose what was typed).
 */
export const readParticulars = (vesselId: number) => http.get<Particulars>(`vessels/${vesselId}/particulars`);

/** Saves the particulars; the answer replaces the form (it is keyed by the data). */
export function useUpdateParticulars(vesselId: number) {
  const queryClient = useQueryClient();
  const invalidateVessel = useInvalidateVesselStatus();
  return useApiMutation({
    mutationFn: (body: UpdateParticularsRequest, call) =>
      http.put<Particulars>(`vessels/${vesselId}/particulars`, body, call),
    successMessage: formMessages.particularsUpdated,
    onSuccess: (particulars) => {
      queryClient.setQueryData(queryKeys.vessels.particulars(vesselId), particulars);
      return invalidateVessel(vesselId);
    },
  });
}
