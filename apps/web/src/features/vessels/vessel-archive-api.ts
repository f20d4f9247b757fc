import { customerMessages } from '@backoffice/contracts';
import { queryKeys } from '../../api/query-keys.ts';
import { useVersionedArchive } from '../../components/versioned-archive-api.ts';
import { useInvalidateVesselCards } from '../projects/index.ts';

// Kept apart from vessels-api.ts: the breadcrumbs' record names import that file on every staff page,
// and only the page that archives needs this.

/** Archives the vessel as loaded (`version`): a colleague's change since is refused (409) and read again. */
export function useArchiveVessel() {
  const invalidate = useInvalidateVesselCards();
  return useVersionedArchive({
    path: 'vessels',
    detailKey: queryKeys.vessels.detail,
    successMessage: customerMessages.vesselArchived,
    errorMessage: customerMessages.errorArchivingVessel,
    onSuccess: invalidate,
  });
}
