import { customerMessages } from '@backoffice/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { useVersionedArchive } from '../../components/versioned-archive-api.ts';

// Kept apart from customers-api.ts: the breadcrumbs' record names import that file on every staff page,
// and only the page that archives needs this.

/** Archives the customer as loaded (`version`): a colleague's change since is refused (409) and read again. */
export function useArchiveCustomer() {
  const queryClient = useQueryClient();
  return useVersionedArchive({
    path: 'customers',
    detailKey: queryKeys.customers.detail,
    successMessage: customerMessages.customerArchived,
    errorMessage: customerMessages.errorArchivingCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists }),
  });
}
