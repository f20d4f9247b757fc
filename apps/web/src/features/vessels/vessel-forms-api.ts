import {
  formMessages,
  type QuestionnaireConsumptionEntry,
  type TechnologiesInstalledStatus,
  type UpdateTechnologiesInstalledStatusRequest,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The questionnaire items of the consumption kinds, in position order (the yellow box). */
export function useQuestionnaireConsumptions(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.questionnaireConsumptions(vesselId),
    queryFn: ({ signal }) =>
      http.get<QuestionnaireConsumptionEntry[]>(`vessels/${vesselId}/questionnaire/consumptions`, { signal }),
    enabled: validId(vesselId),
  });
}

/** The vessel's technology statuses, the technologies it may choose from and the questionnaire's free text. */
export function useTechnologiesInstalledStatus(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.technologiesInstalledStatus(vesselId),
    queryFn: ({ signal }) =>
      http.get<TechnologiesInstalledStatus>(`vessels/${vesselId}/technologies-installed-status`, { signal }),
    enabled: validId(vesselId),
  });
}

/** The statuses with their version read afresh (a stale save's Reload); the box shows them at once. */
export function useReloadTechnologiesInstalledStatus(vesselId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.vessels.technologiesInstalledStatus(vesselId),
      queryFn: () => http.get<TechnologiesInstalledStatus>(`vessels/${vesselId}/technologies-installed-status`),
      staleTime: 0,
    });
}

/**
 * Replaces the vessel's whole list of technology statuses; the questionnaire shows them too. The
 * answer (the list as saved, with its version) is stored at once: the next save builds on it.
 */
export function useUpdateTechnologiesInstalledStatus(vesselId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: UpdateTechnologiesInstalledStatusRequest, call) =>
      http.put<TechnologiesInstalledStatus>(`vessels/${vesselId}/technologies-installed-status`, body, call),
    successMessage: formMessages.technologyStatusSaved,
    // The chooser edits one entry: `vesselTechnologiesInstalledStatus.<index>.<field>` goes to its field.
    fieldPaths: (path) => path.split('.').at(-1),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.vessels.technologiesInstalledStatus(vesselId), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.vessels.questionnaire(vesselId) });
    },
  });
}
