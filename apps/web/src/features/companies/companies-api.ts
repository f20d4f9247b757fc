import { type CompanyUpdateRequest, catalogueMessages, type Supplier } from '@backoffice/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import type { VersionedDelete } from '../../components/stale-delete.ts';

/** Suppliers and makers share one shape and one screen; a kind says which of the two. */
export type CompanyKind = 'suppliers' | 'makers';
export type Company = Supplier;

export interface CompanyKindText {
  /** Page title, e.g. 'Suppliers'. */
  title: string;
  /** Singular, capitalised, e.g. 'Supplier'. */
  singular: string;
  created: string;
  updated: string;
  deleted: string;
}

export const companyKinds: Record<CompanyKind, CompanyKindText> = {
  suppliers: {
    title: 'Suppliers',
    singular: 'Supplier',
    created: catalogueMessages.supplierCreated,
    updated: catalogueMessages.supplierUpdated,
    deleted: catalogueMessages.supplierDeleted,
  },
  makers: {
    title: 'Makers',
    singular: 'Maker',
    created: catalogueMessages.makerCreated,
    updated: catalogueMessages.makerUpdated,
    deleted: catalogueMessages.makerDeleted,
  },
};

export function useCompanies(kind: CompanyKind, search = '') {
  return useQuery({
    queryKey: queryKeys[kind].list(search),
    queryFn: ({ signal }) => http.get<Company[]>(kind, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reads a supplier or maker afresh (a stale save's Reload). */
export const reloadCompany = (kind: CompanyKind, id: number) => () => http.get<Company>(`${kind}/${id}`);

function useInvalidateCompanies(kind: CompanyKind) {
  const queryClient = useQueryClient();
  // Technologies show their suppliers' and makers' names and countries.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys[kind].all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.technologies.all }),
    ]);
}

export function useSaveCompany(kind: CompanyKind) {
  const invalidate = useInvalidateCompanies(kind);
  return useApiMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CompanyUpdateRequest }, call) =>
      id === null ? http.post<Company>(kind, body, call) : http.put<Company>(`${kind}/${id}`, body, call),
    successMessage: (_company, { id }) => (id === null ? companyKinds[kind].created : companyKinds[kind].updated),
    onSuccess: invalidate,
  });
}

/** Archives the supplier or maker as loaded (`version`): a colleague's change since is refused (409). */
export function useDeleteCompany(kind: CompanyKind) {
  const invalidate = useInvalidateCompanies(kind);
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`${kind}/${id}`, { ...call, query: { version } }),
    successMessage: companyKinds[kind].deleted,
    onSuccess: invalidate,
  });
}
