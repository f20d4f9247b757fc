import { customerMessages } from '@backoffice/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { staleDeleteOr, useReloadAfterStaleDelete, type VersionedDelete } from '../../components/stale-delete.ts';

// Kept apart from customers-api.ts: the breadcrumbs' record names import that file on every staff page,
// and only the page that archives needs this.

/** Archives the customer as loaded (`version`): a colleague's change since is refused (409) and read again. */
export function useArchiveCustomer() {
  const queryClient = useQueryClient();
  const reloadIfStale = useReloadAfterStaleDelete();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`customers/${id}`, { ...call, query: { version } }),
    successMessage: customerMessages.customerArchived,
    errorMessage: staleDeleteOr(customerMessages.errorArchivingCustomer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists }),
    onError: (error, { id }) => reloadIfStale(error, queryKeys.customers.detail(id)),
  });
}
