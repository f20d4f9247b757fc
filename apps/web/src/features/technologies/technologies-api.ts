import type {
  LookupItem,
  Technology,
  TechnologyMaker,
  TechnologyMakerRequest,
  TechnologyRequest,
  TechnologySupplier,
  VesselTypeTechnologyDetail,
  VesselTypeTechnologyDetailRequest,
} from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Every category's ordered technology list: a technology's categories are those lists' rows. */
const allConsumptionTechnologies = queryKeys.consumptionTechnologies.all;

export function useTechnologies(search: string) {
  return useQuery({
    queryKey: queryKeys.technologies.list(search),
    queryFn: () => http.get<Technology[]>('technologies', { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

export function useTechnology(id: number) {
  return useQuery({
    queryKey: queryKeys.technologies.detail(id),
    queryFn: () => http.get<Technology>(`technologies/${id}`, { notify: false }),
    enabled: validId(id),
  });
}

function useInvalidateTechnologyLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.technologies.lists }),
      queryClient.invalidateQueries({ queryKey: allConsumptionTechnologies }),
    ]);
}

export function useCreateTechnology() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTechnologyLists();
  return useMutation({
    mutationFn: (body: TechnologyRequest) => http.post<Technology>('technologies', body),
    onSuccess: (technology) => {
      queryClient.setQueryData(queryKeys.technologies.detail(technology.id), technology);
      return invalidate();
    },
  });
}

export function useUpdateTechnology(id: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTechnologyLists();
  return useMutation({
    mutationFn: (body: TechnologyRequest) => http.put<Technology>(`technologies/${id}`, body),
    onSuccess: (technology) => {
      queryClient.setQueryData(queryKeys.technologies.detail(id), technology);
      return invalidate();
    },
  });
}

/** Archives the technology. Only the lists reload: the open page leaves instead of asking for it again. */
export function useDeleteTechnology() {
  const invalidate = useInvalidateTechnologyLists();
  return useMutation({
    mutationFn: (id: number) => http.delete(`technologies/${id}`),
    onSuccess: invalidate,
  });
}

function useLookup(queryKey: readonly string[], path: string) {
  return useQuery({ queryKey, queryFn: () => http.get<LookupItem[]>(path), staleTime: Number.POSITIVE_INFINITY });
}

export const useSavingsCategories = () => useLookup(queryKeys.lookups.savingsCategories, 'savings-categories');
export const useImplementationStages = () => useLookup(queryKeys.lookups.implementationStages, 'implementation-stages');
export const useRegulatoryImpactTypes = () =>
  useLookup(queryKeys.lookups.regulatoryImpactTypes, 'regulatory-impact-types');

export function useTechnologySuppliers(id: number) {
  return useQuery({
    queryKey: queryKeys.technologies.suppliers(id),
    queryFn: () => http.get<TechnologySupplier[]>(`technologies/${id}/suppliers`),
    enabled: validId(id),
  });
}

export function useAddTechnologySupplier(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplierId: number) =>
      http.post<TechnologySupplier>(`technologies/${id}/suppliers`, { supplier: { id: supplierId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.suppliers(id) }),
  });
}

export function useRemoveTechnologySupplier(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplierId: number) => http.delete(`technologies/${id}/suppliers/${supplierId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.suppliers(id) }),
  });
}

export function useTechnologyMakers(id: number) {
  return useQuery({
    queryKey: queryKeys.technologies.makers(id),
    queryFn: () => http.get<TechnologyMaker[]>(`technologies/${id}/makers`),
    enabled: validId(id),
  });
}

/** Creates a maker link (makerId null) or updates the link of that maker. */
export function useSaveTechnologyMaker(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ makerId, body }: { makerId: number | null; body: TechnologyMakerRequest }) =>
      makerId === null
        ? http.post<TechnologyMaker>(`technologies/${id}/makers`, body)
        : http.put<TechnologyMaker>(`technologies/${id}/makers/${makerId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.makers(id) }),
  });
}

export function useRemoveTechnologyMaker(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (makerId: number) => http.delete(`technologies/${id}/makers/${makerId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.makers(id) }),
  });
}

/** The technology's values per vessel type: only vessel types with values of their own. */
export function useVesselTypeDetails(id: number) {
  return useQuery({
    queryKey: queryKeys.technologies.vesselTypeDetails(id),
    queryFn: () => http.get<VesselTypeTechnologyDetail[]>(`technologies/${id}/vessel-type-details`),
    enabled: validId(id),
  });
}

/** Sets one vessel type's values; all null removes its entry. */
export function useSaveVesselTypeDetails(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vesselTypeId, body }: { vesselTypeId: number; body: VesselTypeTechnologyDetailRequest }) =>
      http.put<VesselTypeTechnologyDetail>(`technologies/${id}/vessel-type-details/${vesselTypeId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.vesselTypeDetails(id) }),
  });
}
