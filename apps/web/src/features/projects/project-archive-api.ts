import { customerMessages } from '@backoffice/contracts';
import { queryKeys } from '../../api/query-keys.ts';
import { useVersionedArchive } from '../../components/versioned-archive-api.ts';
import { useInvalidateCustomerProjects } from './projects-api.ts';

// Kept apart from projects-api.ts: the breadcrumbs' record names import that file on every staff page,
// and only the page that archives needs this.

/** Archives the project as loaded (`version`): a colleague's change since is refused (409) and read again. */
export function useArchiveProject(customerId: number) {
  const invalidate = useInvalidateCustomerProjects();
  return useVersionedArchive({
    path: 'projects',
    detailKey: queryKeys.projects.detail,
    successMessage: customerMessages.projectArchived,
    errorMessage: customerMessages.errorArchivingProject,
    onSuccess: () => invalidate(customerId),
  });
}
