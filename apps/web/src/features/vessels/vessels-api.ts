import {
  type CreateVesselRequest,
  customerMessages,
  type UpdateVesselRequest,
  type Vessel,
  type VesselConsumption,
  type VesselConsumptionRate,
  type VesselConsumptionRatesRequest,
  type VesselConsumptionsRequest,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useVessel(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.detail(id),
    queryFn: ({ signal }) => http.get<Vessel>(`vessels/${id}`, { notify: false, signal }),
    enabled: validId(id),
  });
}

/** Vessel cards show on the project page and on every customer page. */
function useInvalidateVesselCards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customers.allProjects }),
    ]);
}

export function useCreateVessel() {
  const invalidate = useInvalidateVesselCards();
  return useApiMutation({
    mutationFn: (body: CreateVesselRequest, call) => http.post<Vessel>('vessels', body, call),
    successMessage: customerMessages.vesselCreated,
    onSuccess: invalidate,
  });
}

/** Saves name and type, or an image (the images panel words its own success). */
export function useUpdateVessel(id: number, successMessage?: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateVesselCards();
  return useApiMutation({
    mutationFn: (body: UpdateVesselRequest, call) => http.put<Vessel>(`vessels/${id}`, body, call),
    successMessage,
    onSuccess: (vessel) => {
      queryClient.setQueryData(queryKeys.vessels.detail(id), vessel);
      return invalidate();
    },
  });
}

export function useCopyVessel(id: number) {
  const invalidate = useInvalidateVesselCards();
  return useApiMutation({
    mutationFn: (projectId: number, call) =>
      http.post<Vessel>(`vessels/${id}/copy`, { project: { id: projectId } }, call),
    successMessage: customerMessages.vesselCopied,
    onSuccess: invalidate,
  });
}

export function useArchiveVessel() {
  const invalidate = useInvalidateVesselCards();
  return useApiMutation({
    mutationFn: (id: number, call) => http.delete(`vessels/${id}`, call),
    successMessage: customerMessages.vesselArchived,
    errorMessage: customerMessages.errorArchivingVessel,
    onSuccess: invalidate,
  });
}

export function useVesselRates(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.rates(id),
    queryFn: ({ signal }) => http.get<VesselConsumptionRate[]>(`vessels/${id}/consumption-rates`, { signal }),
    enabled: validId(id),
  });
}

export function useUpdateVesselRates(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: VesselConsumptionRatesRequest, call) =>
      http.put<VesselConsumptionRate[]>(`vessels/${id}/consumption-rates`, body, call),
    successMessage: customerMessages.consumptionRatesUpdated,
    onSuccess: (rates) => queryClient.setQueryData(queryKeys.vessels.rates(id), rates),
  });
}

export function useVesselConsumptions(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.consumptions(id),
    queryFn: ({ signal }) => http.get<VesselConsumption[]>(`vessels/${id}/consumptions`, { signal }),
    enabled: validId(id),
  });
}

export function useUpdateVesselConsumptions(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: VesselConsumptionsRequest, call) =>
      http.put<VesselConsumption[]>(`vessels/${id}/consumptions`, body, call),
    successMessage: customerMessages.consumptionsUpdated,
    onSuccess: (consumptions) => queryClient.setQueryData(queryKeys.vessels.consumptions(id), consumptions),
  });
}
