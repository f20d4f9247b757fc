import { type CompanyRequest, catalogueMessages, type Supplier } from '@backoffice/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

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
    mutationFn: ({ id, body }: { id: number | null; body: CompanyRequest }, call) =>
      id === null ? http.post<Company>(kind, body, call) : http.put<Company>(`${kind}/${id}`, body, call),
    successMessage: (_company, { id }) => (id === null ? companyKinds[kind].created : companyKinds[kind].updated),
    onSuccess: invalidate,
  });
}

export function useDeleteCompany(kind: CompanyKind) {
  const invalidate = useInvalidateCompanies(kind);
  return useApiMutation({
    mutationFn: (id: number, call) => http.delete(`${kind}/${id}`, call),
    successMessage: companyKinds[kind].deleted,
    onSuccess: invalidate,
  });
}
