import type { HistoryEntry, HistoryRecordType, Project, Report, Vessel } from '@backoffice/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { customerPaths } from '../../components/customer-paths.ts';

/** Entries a page of history holds ('Load more' reads the next). */
const historyPageSize = 50;

/** One record's history (`recordType` and `recordId`), or, for admins, all of it filtered. */
export interface HistoryFilter {
  recordType?: HistoryRecordType;
  recordId?: number;
  userId?: number;
  /** Days, YYYY-MM-DD, inclusive, in the company's time zone. */
  from?: string;
  to?: string;
}

/** History newest first, a page at a time: each next page holds the entries older than the last one read. */
export function useHistory(filter: HistoryFilter) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.history, filter],
    queryFn: ({ pageParam, signal }) =>
      http.get<HistoryEntry[]>('history', { query: { ...filter, limit: historyPageSize, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length === historyPageSize ? page.at(-1)?.id : undefined),
    // A record's history grows with every save: read afresh each time it is opened.
    staleTime: 0,
  });
}

/** The admin pages of records edited in a dialog of their list, or on a page of their own. */
const adminPaths = {
  companyProfile: () => '/company-profile',
  department: () => '/departments',
  supplier: () => '/suppliers',
  maker: () => '/makers',
  vesselType: () => '/vessel-types',
  consumptionType: () => '/consumption-types',
  consumptionCategory: (id: number) => `/consumption-categories/${id}`,
  user: (id: number) => `/users/${id}`,
} as const;

/**
 * The address of an entry's record page: a client's, a technology's and an admin record's (its page,
 * or its list's) at once; a project's, vessel's and report's after reading where it belongs; a
 * questionnaire's and particulars' its vessel's tab, after reading where the vessel belongs. Undefined
 * for a record that no longer exists.
 */
export function recordPathOf(
  entry: Pick<HistoryEntry, 'recordType' | 'recordId' | 'record'>,
): Promise<string> | undefined {
  const id = entry.recordId;
  if (entry.record.deleted) return undefined;
  if (entry.recordType in adminPaths)
    return Promise.resolve(adminPaths[entry.recordType as keyof typeof adminPaths](id));
  switch (entry.recordType) {
    case 'customer':
      return Promise.resolve(customerPaths.customer(id));
    case 'technology':
      return Promise.resolve(`/technologies/${id}`);
    case 'project':
      return http.get<Project>(`projects/${id}`).then((p) => customerPaths.project(p.customer.id, p.id));
    case 'vessel':
      return http
        .get<Vessel>(`vessels/${id}`)
        .then((v) => customerPaths.vessel(v.project.customer.id, v.project.id, v.id));
    case 'report':
      return http.get<Report>(`reports/${id}`).then((r) => {
        const { vessel } = r;
        return customerPaths.report(vessel.project.customer.id, vessel.project.id, vessel.id, r);
      });
    case 'questionnaire':
    case 'particulars': {
      const form = entry.recordType;
      const { vesselId } = entry.record;
      if (vesselId === null) return undefined;
      return http
        .get<Vessel>(`vessels/${vesselId}`)
        .then((v) => customerPaths.vesselForm(v.project.customer.id, v.project.id, v.id, form));
    }
  }
}
