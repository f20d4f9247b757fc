import { customerMessages } from '@backoffice/contracts';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { staleDeleteOr, useReloadAfterStaleDelete, type VersionedDelete } from '../../components/stale-delete.ts';
import { useInvalidateVesselCards } from './vessels-api.ts';

// Kept apart from vessels-api.ts: the breadcrumbs' record names import that file on every staff page,
// and only the page that archives needs this.

/** Archives the vessel as loaded (`version`): a colleague's change since is refused (409) and read again. */
export function useArchiveVessel() {
  const invalidate = useInvalidateVesselCards();
  const reloadIfStale = useReloadAfterStaleDelete();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`vessels/${id}`, { ...call, query: { version } }),
    successMessage: customerMessages.vesselArchived,
    errorMessage: staleDeleteOr(customerMessages.errorArchivingVessel),
    onSuccess: invalidate,
    onError: (error, { id }) => reloadIfStale(error, queryKeys.vessels.detail(id)),
  });
}
