import { formMessages, type Questionnaire, type UpdateQuestionnaireRequest } from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { notify } from '../../components/notify.ts';
import { postFile } from '../../components/post-file.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * A form's status sets the vessel's status: its page header and the vessel cards of the project
 * and customer pages read it anew.
 */
export function useInvalidateVesselStatus() {
  const queryClient = useQueryClient();
  return (vesselId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.vessels.detail(vesselId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customers.allProjects }),
    ]);
}

export function useQuestionnaire(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.questionnaire(vesselId),
    queryFn: () => http.get<Questionnaire>(`vessels/${vesselId}/questionnaire`),
    enabled: validId(vesselId),
  });
}

/** The questionnaire and what is derived from it (consumption entries, existing technologies). */
function useInvalidateQuestionnaire() {
  const queryClient = useQueryClient();
  return (vesselId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.vessels.questionnaire(vesselId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.vessels.questionnaireConsumptions(vesselId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.vessels.technologiesInstalledStatus(vesselId) }),
    ]);
}

/**
 * Saves the questionnaire and says so. The toast is given here, not by the caller: the answer
 * replaces the form (it is keyed by the data), so the caller's callbacks would not run.
 */
export function useUpdateQuestionnaire(vesselId: number) {
  const queryClient = useQueryClient();
  const invalidateVessel = useInvalidateVesselStatus();
  return useMutation({
    mutationFn: (body: UpdateQuestionnaireRequest) =>
      http.put<Questionnaire>(`vessels/${vesselId}/questionnaire`, body),
    onSuccess: (questionnaire) => {
      notify.success(formMessages.questionnaireUpdated);
      queryClient.setQueryData(queryKeys.vessels.questionnaire(vesselId), questionnaire);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vessels.questionnaireConsumptions(vesselId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vessels.technologiesInstalledStatus(vesselId) }),
        invalidateVessel(vesselId),
      ]);
    },
  });
}

/** Replaces all sections and items with those of an .xlsx; the caller words a failure. */
export function useImportQuestionnaire(vesselId: number) {
  const invalidate = useInvalidateQuestionnaire();
  return useMutation({
    mutationFn: (file: File) => postFile<unknown>(`vessels/${vesselId}/questionnaire/import`, file),
    onSuccess: () => invalidate(vesselId),
  });
}

/** Answers the questionnaire from Sea Searcher; the caller words a failure (and reloads). */
export function useSeaSearcherImport(vesselId: number) {
  const invalidate = useInvalidateQuestionnaire();
  return useMutation({
    mutationFn: () =>
      http.put<unknown>(`vessels/${vesselId}/questionnaire/import-from-sea-searcher`, {}, { notify: false }),
    onSettled: () => invalidate(vesselId),
  });
}
