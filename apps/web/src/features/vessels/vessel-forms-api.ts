import type {
  QuestionnaireConsumptionEntry,
  TechnologiesInstalledStatus,
  UpdateTechnologiesInstalledStatusRequest,
} from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The questionnaire items of the consumption kinds, in position order (the yellow box). */
export function useQuestionnaireConsumptions(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.questionnaireConsumptions(vesselId),
    queryFn: () => http.get<QuestionnaireConsumptionEntry[]>(`vessels/${vesselId}/questionnaire/consumptions`),
    enabled: validId(vesselId),
  });
}

/** The vessel's technology statuses, the technologies it may choose from and the questionnaire's free text. */
export function useTechnologiesInstalledStatus(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.technologiesInstalledStatus(vesselId),
    queryFn: () => http.get<TechnologiesInstalledStatus>(`vessels/${vesselId}/technologies-installed-status`),
    enabled: validId(vesselId),
  });
}

/** Replaces the vessel's whole list of technology statuses; the questionnaire shows them too. */
export function useUpdateTechnologiesInstalledStatus(vesselId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTechnologiesInstalledStatusRequest) =>
      http.put<unknown>(`vessels/${vesselId}/technologies-installed-status`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vessels.technologiesInstalledStatus(vesselId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vessels.questionnaire(vesselId) }),
      ]),
  });
}
