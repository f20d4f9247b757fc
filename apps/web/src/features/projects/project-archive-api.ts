import { customerMessages } from '@backoffice/contracts';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { staleDeleteOr, useReloadAfterStaleDelete, type VersionedDelete } from '../../components/stale-delete.ts';
import { useInvalidateCustomerProjects } from './projects-api.ts';

// Kept apart from projects-api.ts: the breadcrumbs' record names import that file on every staff page,
// and only the page that archives needs this.

/** Archives the project as loaded (`version`): a colleague's change since is refused (409) and read again. */
export function useArchiveProject(customerId: number) {
  const invalidate = useInvalidateCustomerProjects();
  const reloadIfStale = useReloadAfterStaleDelete();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`projects/${id}`, { ...call, query: { version } }),
    successMessage: customerMessages.projectArchived,
    errorMessage: staleDeleteOr(customerMessages.errorArchivingProject),
    onSuccess: () => invalidate(customerId),
    onError: (error, { id }) => reloadIfStale(error, queryKeys.projects.detail(id)),
  });
}
