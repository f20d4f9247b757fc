import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { queryKeys } from '../api/query-keys.ts';
import { staleSaveMessage } from './stale-save.tsx';

/** What a delete of a record with a version sends: the version the page loaded it with (`?version=`). */
export interface VersionedDelete {
  id: number;
  version?: number;
}

/**
 * The message of a 409 refusing a delete made on an older version than the record's: the stale
 * save's `changedBy` (who changed it and when). Nothing was deleted. Undefined for any other failure.
 */
function staleDeleteMessage(error: Error): string | undefined {
  return isApiError(error) ? staleSaveMessage(error) : undefined;
}

/** A delete's error toast: a stale delete's message, else the mutation's own words. */
export const staleDeleteOr = (fallback: string) => (error: Error) => staleDeleteMessage(error) ?? fallback;

/**
 * A delete's `onError`: after a stale delete's 409 the record (`queryKey`) and its history are read
 * again, so the page shows the colleague's change and a second Delete sends the version seen now.
 */
export function useReloadAfterStaleDelete() {
  const queryClient = useQueryClient();
  return (error: Error, queryKey: QueryKey) => {
    if (staleDeleteMessage(error) === undefined) return;
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: queryKeys.history });
  };
}
