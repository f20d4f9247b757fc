import type { QueryKey } from '@tanstack/react-query';
import { http } from '../api/http.ts';
import { useApiMutation } from '../api/use-api-mutation.ts';
import { staleDeleteOr, useReloadAfterStaleDelete, type VersionedDelete } from './stale-delete.ts';

interface VersionedArchive {
  /** The records' path: `DELETE <path>/<id>?version=`. */
  path: string;
  /** The query of one record, read again after a stale delete's 409. */
  detailKey: (id: number) => QueryKey;
  successMessage: string;
  /** The toast of any other failure. */
  errorMessage: string;
  onSuccess: () => unknown;
}

/**
 * Archives a record as loaded (`version`): a colleague's change since is refused (409), toasted with
 * who changed it, and the record is read again so that a second try sends the version seen now.
 */
export function useVersionedArchive({ path, detailKey, successMessage, errorMessage, onSuccess }: VersionedArchive) {
  const reloadIfStale = useReloadAfterStaleDelete();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`${path}/${id}`, { ...call, query: { version } }),
    successMessage,
    errorMessage: staleDeleteOr(errorMessage),
    onSuccess,
    onError: (error, { id }) => reloadIfStale(error, detailKey(id)),
  });
}
