import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';
import { http, notifyApiError } from '../api/http.ts';

interface ListRecord {
  /** The list's path (`GET <path>`) and its query: the page showing the list shows the record afresh too. */
  path: string;
  queryKey: readonly unknown[];
  id: number;
  /** The toast when the record is no longer in the list. */
  goneMessage: string;
}

/** Reads a record afresh from its list, where the API has no GET of one (a stale save's Reload). */
export function useReloadFromList<Row extends { id: number }>({ path, queryKey, id, goneMessage }: ListRecord) {
  const queryClient = useQueryClient();
  return async () => {
    const rows = await queryClient.fetchQuery({
      queryKey,
      queryFn: ({ signal }) => http.get<Row[]>(path, { signal }),
      staleTime: 0,
    });
    const row = rows.find((candidate) => candidate.id === id);
    if (row) return row;
    const gone = new ApiError(404, { error: goneMessage });
    notifyApiError(gone);
    throw gone;
  };
}
