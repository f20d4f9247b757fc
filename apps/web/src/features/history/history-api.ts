import type { HistoryEntry, HistoryRecordType } from '@backoffice/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** Entries a page of history holds ('Load more' reads the next). */
const historyPageSize = 50;

/** One record's history (`recordType` and `recordId`), or, for admins, all of it filtered. */
export interface HistoryFilter {
  recordType?: HistoryRecordType;
  recordId?: number;
  userId?: number;
  /** Days, YYYY-MM-DD, inclusive (UTC). */
  from?: string;
  to?: string;
}

/** History newest first, a page at a time: each next page holds the entries older than the last one read. */
export function useHistory(filter: HistoryFilter) {
  return useInfiniteQuery({
    queryKey: ['history', filter],
    queryFn: ({ pageParam, signal }) =>
      http.get<HistoryEntry[]>('history', { query: { ...filter, limit: historyPageSize, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length === historyPageSize ? page.at(-1)?.id : undefined),
    // A record's history grows with every save: read afresh each time it is opened.
    staleTime: 0,
  });
}
