import { type DataExport, exportMessages } from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

/** After a start the list is asked again every 5 seconds for 30 seconds (spec part 2 §4, §9). */
export const exportPolling = { everyMs: 5_000, forMs: 30_000 } as const;

/** The refetch interval while polling lasts (until `pollUntil`, a time in ms), else none. */
export function pollInterval(pollUntil: number | null, now = Date.now()): number | false {
  return pollUntil !== null && now < pollUntil ? exportPolling.everyMs : false;
}

/** Every export; polled until `pollUntil`. */
export function useExports(pollUntil: number | null) {
  return useQuery({
    queryKey: queryKeys.exports,
    queryFn: ({ signal }) => http.get<DataExport[]>('exports', { signal }),
    refetchInterval: () => pollInterval(pollUntil),
  });
}

/**
 * Starts an export (POST exports, empty body). The answer, Pending, goes on top of the list at once;
 * the polling that follows shows it finish.
 */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (_: undefined, call) => http.post<DataExport>('exports', undefined, call),
    successMessage: exportMessages.started,
    onSuccess: (started) =>
      queryClient.setQueryData<DataExport[]>(queryKeys.exports, (list = []) => [
        started,
        ...list.filter((item) => item.id !== started.id),
      ]),
  });
}

const dateOf = (item: DataExport) => item.modifiedOn || item.createdOn;

/** Newest first: modified, else created (spec part 2 §9). */
export function newestFirst(list: DataExport[]): DataExport[] {
  return [...list].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
}
