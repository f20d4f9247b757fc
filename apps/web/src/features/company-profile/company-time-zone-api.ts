import type { CompanyProfile } from '@backoffice/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * The company's time zone, from its profile (the profile page's query: a save there updates it).
 * Read quietly: a failure is no page's, and leaves the dates in UTC.
 */
export function useCompanyTimeZone() {
  return useQuery({
    queryKey: queryKeys.companyProfile,
    queryFn: ({ signal }) => http.get<CompanyProfile>('company-profile', { signal, notify: false }),
    select: (profile) => profile?.timeZone,
  });
}
