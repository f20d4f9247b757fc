import type {
  CreateVesselRequest,
  UpdateVesselRequest,
  Vessel,
  VesselConsumption,
  VesselConsumptionRate,
  VesselConsumptionRatesRequest,
  VesselConsumptionsRequest,
} from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useVessel(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.detail(id),
    queryFn: () => http.get<Vessel>(`vessels/${id}`, { notify: false }),
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
  return useMutation({
    mutationFn: (body: CreateVesselRequest) => http.post<Vessel>('vessels', body),
    onSuccess: invalidate,
  });
}

export function useUpdateVessel(id: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateVesselCards();
  return useMutation({
    mutationFn: (body: UpdateVesselRequest) => http.put<Vessel>(`vessels/${id}`, body),
    onSuccess: (vessel) => {
      queryClient.setQueryData(queryKeys.vessels.detail(id), vessel);
      return invalidate();
    },
  });
}

export function useCopyVessel(id: number) {
  const invalidate = useInvalidateVesselCards();
  return useMutation({
    mutationFn: (projectId: number) => http.post<Vessel>(`vessels/${id}/copy`, { project: { id: projectId } }),
    onSuccess: invalidate,
  });
}

/** Archives the vessel; the caller words a failure. */
export function useArchiveVessel() {
  const invalidate = useInvalidateVesselCards();
  return useMutation({
    mutationFn: (id: number) => http.delete(`vessels/${id}`, { notify: false }),
    onSuccess: invalidate,
  });
}

export function useVesselRates(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.rates(id),
    queryFn: () => http.get<VesselConsumptionRate[]>(`vessels/${id}/consumption-rates`),
    enabled: validId(id),
  });
}

export function useUpdateVesselRates(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VesselConsumptionRatesRequest) =>
      http.put<VesselConsumptionRate[]>(`vessels/${id}/consumption-rates`, body),
    onSuccess: (rates) => queryClient.setQueryData(queryKeys.vessels.rates(id), rates),
  });
}

export function useVesselConsumptions(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.consumptions(id),
    queryFn: () => http.get<VesselConsumption[]>(`vessels/${id}/consumptions`),
    enabled: validId(id),
  });
}

export function useUpdateVesselConsumptions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VesselConsumptionsRequest) => http.put<VesselConsumption[]>(`vessels/${id}/consumptions`, body),
    onSuccess: (consumptions) => queryClient.setQueryData(queryKeys.vessels.consumptions(id), consumptions),
  });
}
