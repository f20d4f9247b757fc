import {
  customerMessages,
  type UpdateVesselRequest,
  type Vessel,
  type VesselConsumption,
  type VesselConsumptionRate,
  type VesselConsumptionRatesRequest,
  type VesselConsumptionsRequest,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { useInvalidateVesselCards } from '../projects/index.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useVessel(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.detail(id),
    queryFn: ({ signal }) => http.get<Vessel>(`vessels/${id}`, { notify: false, signal }),
    enabled: validId(id),
  });
}

/**
 * The vessel that the vessel page loaded (useVessel), as its tabs read it: the reports, questionnaire
 * and particulars tabs of other features too.
 */
export function useLoadedVessel(): Vessel {
  return useOutletContext<Vessel>();
}

/**
 * A form's status sets the vessel's status: its page header and the vessel cards of the project
 * and customer pages read it anew.
 */
export function useInvalidateVesselStatus() {
  const queryClient = useQueryClient();
  const invalidateCards = useInvalidateVesselCards();
  return (vesselId: number) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.vessels.detail(vesselId) }), invalidateCards()]);
}

/** Reads the vessel afresh (a stale save's Reload); its page shows it too. */
export function useReloadVessel(id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.vessels.detail(id),
      queryFn: ({ signal }) => http.get<Vessel>(`vessels/${id}`, { signal }),
      staleTime: 0,
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

export function useVesselRates(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.rates(id),
    queryFn: ({ signal }) => http.get<VesselConsumptionRate[]>(`vessels/${id}/consumption-rates`, { signal }),
    enabled: validId(id),
  });
}

/** The rates and their version (the vessel's `consumptionRatesVersion`) read afresh: a stale save's Reload. */
export async function readVesselRates(id: number) {
  const [rates, vessel] = await Promise.all([
    http.get<VesselConsumptionRate[]>(`vessels/${id}/consumption-rates`),
    http.get<Vessel>(`vessels/${id}`),
  ]);
  return { rates, version: vessel.consumptionRatesVersion };
}

export function useUpdateVesselRates(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: VesselConsumptionRatesRequest, call) =>
      http.put<VesselConsumptionRate[]>(`vessels/${id}/consumption-rates`, body, call),
    successMessage: customerMessages.consumptionRatesUpdated,
    onSuccess: (rates) => {
      queryClient.setQueryData(queryKeys.vessels.rates(id), rates);
      // The new version of the rates comes with the vessel.
      return queryClient.invalidateQueries({ queryKey: queryKeys.vessels.detail(id) });
    },
  });
}

export function useVesselConsumptions(id: number) {
  return useQuery({
    queryKey: queryKeys.vessels.consumptions(id),
    queryFn: ({ signal }) => http.get<VesselConsumption[]>(`vessels/${id}/consumptions`, { signal }),
    enabled: validId(id),
  });
}

/** The consumption rows and their version (the vessel's `consumptionsVersion`) read afresh: a stale save's Reload. */
export async function readVesselConsumptions(id: number) {
  const [consumptions, vessel] = await Promise.all([
    http.get<VesselConsumption[]>(`vessels/${id}/consumptions`),
    http.get<Vessel>(`vessels/${id}`),
  ]);
  return { consumptions, version: vessel.consumptionsVersion };
}

export function useUpdateVesselConsumptions(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: VesselConsumptionsRequest, call) =>
      http.put<VesselConsumption[]>(`vessels/${id}/consumptions`, body, call),
    successMessage: customerMessages.consumptionsUpdated,
    onSuccess: (consumptions) => {
      queryClient.setQueryData(queryKeys.vessels.consumptions(id), consumptions);
      // The new version of the rows comes with the vessel.
      return queryClient.invalidateQueries({ queryKey: queryKeys.vessels.detail(id) });
    },
  });
}
