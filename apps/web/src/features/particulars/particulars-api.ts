import { formMessages, type Particulars, type UpdateParticularsRequest } from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { notify } from '../../components/notify.ts';
import { useInvalidateVesselStatus } from '../questionnaires/questionnaires-api.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useParticulars(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.particulars(vesselId),
    queryFn: () => http.get<Particulars>(`vessels/${vesselId}/particulars`),
    enabled: validId(vesselId),
  });
}

/**
 * Saves the particulars and says so. The toast is given here, not by the caller: the answer
 * replaces the form (it is keyed by the data), so the caller's callbacks would not run.
 */
export function useUpdateParticulars(vesselId: number) {
  const queryClient = useQueryClient();
  const invalidateVessel = useInvalidateVesselStatus();
  return useMutation({
    mutationFn: (body: UpdateParticularsRequest) => http.put<Particulars>(`vessels/${vesselId}/particulars`, body),
    onSuccess: (particulars) => {
      notify.success(formMessages.particularsUpdated);
      queryClient.setQueryData(queryKeys.vessels.particulars(vesselId), particulars);
      return invalidateVessel(vesselId);
    },
  });
}
