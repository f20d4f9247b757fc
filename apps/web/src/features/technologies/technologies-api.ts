import {
  catalogueMessages,
  type LookupItem,
  type Technology,
  type TechnologyMaker,
  type TechnologyMakerRequest,
  type TechnologyRequest,
  type TechnologySupplier,
  type VesselTypeTechnologyDetail,
  type VesselTypeTechnologyDetailRequest,
} from '@backoffice/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import type { VersionedDelete } from '../../components/stale-delete.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** Every category's ordered technology list: a technology's categories are those lists' rows. */
const allConsumptionTechnologies = queryKeys.consumptionTechnologies.all;

export function useTechnologies(search: string) {
  return useQuery({
    queryKey: queryKeys.technologies.list(search),
    queryFn: ({ signal }) => http.get<Technology[]>('technologies', { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTechnology(id: number) {
  return useQuery({
    queryKey: queryKeys.technologies.detail(id),
    queryFn: ({ signal }) => http.get<Technology>(`technologies/${id}`, { notify: false, signal }),
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
  return useApiMutation({
    mutationFn: (body: TechnologyRequest, call) => http.post<Technology>('technologies', body, call),
    successMessage: catalogueMessages.technologyCreated,
    onSuccess: (technology) => {
      queryClient.setQueryData(queryKeys.technologies.detail(technology.id), technology);
      return invalidate();
    },
  });
}

/** Reads the technology afresh (a stale save's Reload); its page shows it too. */
export function useReloadTechnology(id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.technologies.detail(id),
      queryFn: ({ signal }) => http.get<Technology>(`technologies/${id}`, { signal }),
      staleTime: 0,
    });
}

export function useUpdateTechnology(id: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTechnologyLists();
  return useApiMutation({
    mutationFn: (body: TechnologyRequest, call) => http.put<Technology>(`technologies/${id}`, body, call),
    successMessage: catalogueMessages.technologyUpdated,
    onSuccess: (technology) => {
      queryClient.setQueryData(queryKeys.technologies.detail(id), technology);
      return invalidate();
    },
  });
}

/** Archives the technology. Only the lists reload: the open page leaves instead of asking for it again. */
/** Archives the technology as loaded (`version`): a colleague's change since is refused (409). */
export function useDeleteTechnology() {
  const invalidate = useInvalidateTechnologyLists();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`technologies/${id}`, { ...call, query: { version } }),
    successMessage: catalogueMessages.technologyDeleted,
    onSuccess: invalidate,
  });
}

function useLookup(queryKey: readonly string[], path: string) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => http.get<LookupItem[]>(path, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useSavingsCategories = () => useLookup(queryKeys.lookups.savingsCategories, 'savings-categories');
export const useImplementationStages = () => useLookup(queryKeys.lookups.implementationStages, 'implementation-stages');
export const useRegulatoryImpactTypes = () =>
  useLookup(queryKeys.lookups.regulatoryImpactTypes, 'regulatory-impact-types');

export function useTechnologySuppliers(id: number) {
  return useQuery({
    queryKey: queryKeys.technologies.suppliers(id),
    queryFn: ({ signal }) => http.get<TechnologySupplier[]>(`technologies/${id}/suppliers`, { signal }),
    enabled: validId(id),
  });
}

export function useAddTechnologySupplier(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (supplierId: number, call) =>
      http.post<TechnologySupplier>(`technologies/${id}/suppliers`, { supplier: { id: supplierId } }, call),
    successMessage: catalogueMessages.technologySupplierAdded,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.suppliers(id) }),
  });
}

export function useRemoveTechnologySupplier(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (supplierId: number, call) => http.delete(`technologies/${id}/suppliers/${supplierId}`, call),
    successMessage: catalogueMessages.technologySupplierRemoved,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.suppliers(id) }),
  });
}

export function useTechnologyMakers(id: number) {
  return useQuery({
    queryKey: queryKeys.technologies.makers(id),
    queryFn: ({ signal }) => http.get<TechnologyMaker[]>(`technologies/${id}/makers`, { signal }),
    enabled: validId(id),
  });
}

/** Reads a maker link afresh (a stale save's Reload). */
export const readTechnologyMaker = (id: number, makerId: number) =>
  http.get<TechnologyMaker>(`technologies/${id}/makers/${makerId}`);

/** Creates a maker link (makerId null) or updates the link of that maker. */
export function useSaveTechnologyMaker(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ makerId, body }: { makerId: number | null; body: TechnologyMakerRequest }, call) =>
      makerId === null
        ? http.post<TechnologyMaker>(`technologies/${id}/makers`, body, call)
        : http.put<TechnologyMaker>(`technologies/${id}/makers/${makerId}`, body, call),
    successMessage: (_link, { makerId }) =>
      makerId === null ? catalogueMessages.technologyMakerCreated : catalogueMessages.technologyMakerUpdated,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.makers(id) }),
  });
}

/** Removes the maker link as loaded (`version`; `id` the maker's): a colleague's change since is refused (409). */
export function useRemoveTechnologyMaker(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ id: makerId, version }: VersionedDelete, call) =>
      http.delete(`technologies/${id}/makers/${makerId}`, { ...call, query: { version } }),
    successMessage: catalogueMessages.technologyMakerRemoved,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.makers(id) }),
  });
}

/** The technology's values per vessel type: only vessel types with values of their own. */
export function useVesselTypeDetails(id: number) {
  return useQuery({
    queryKey: queryKeys.technologies.vesselTypeDetails(id),
    queryFn: ({ signal }) =>
      http.get<VesselTypeTechnologyDetail[]>(`technologies/${id}/vessel-type-details`, { signal }),
    enabled: validId(id),
  });
}

/** Sets one vessel type's values; all null removes its entry. */
export function useSaveVesselTypeDetails(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ vesselTypeId, body }: { vesselTypeId: number; body: VesselTypeTechnologyDetailRequest }, call) =>
      http.put<VesselTypeTechnologyDetail>(`technologies/${id}/vessel-type-details/${vesselTypeId}`, body, call),
    successMessage: catalogueMessages.vesselTypeDetailsSaved,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.technologies.vesselTypeDetails(id) }),
  });
}
