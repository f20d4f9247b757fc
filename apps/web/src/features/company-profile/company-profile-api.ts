import { type CompanyProfile, type CompanyProfileRequest, messages } from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

export function useCompanyProfile() {
  return useQuery({
    queryKey: queryKeys.companyProfile,
    queryFn: ({ signal }) => http.get<CompanyProfile>('company-profile', { signal }),
  });
}

/** Reads the profile afresh (a stale save's Reload). */
export function useReloadCompanyProfile() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.companyProfile,
      queryFn: ({ signal }) => http.get<CompanyProfile>('company-profile', { signal }),
      staleTime: 0,
    });
}

export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: CompanyProfileRequest, call) => http.put<CompanyProfile>('company-profile', body, call),
    successMessage: messages.changesSaved,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.companyProfile, profile),
  });
}
