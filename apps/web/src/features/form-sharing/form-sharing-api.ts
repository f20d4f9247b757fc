import { type ClientAccess, formMessages } from '@backoffice/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

/** A vessel's form behind a client-area link: its questionnaire or its particulars. */
export type ClientForm = 'questionnaire' | 'particulars';

/**
 * A new link and PIN for the form. The page's form is not reloaded (that would drop what staff
 * typed): the new access goes to `onNew` and the cached form is only marked stale.
 */
export function useNewLink(vesselId: number, form: ClientForm, onNew: (access: ClientAccess) => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (_: undefined, call) =>
      http.post<ClientAccess>(`vessels/${vesselId}/${form}/new-link`, undefined, call),
    successMessage: formMessages.newLinkCreated,
    onSuccess: (access) => {
      onNew(access);
      return queryClient.invalidateQueries({ queryKey: queryKeys.vessels[form](vesselId), refetchType: 'none' });
    },
  });
}
