import {
  formMessages,
  type Questionnaire,
  type SeaSearcherStatus,
  type UpdateQuestionnaireRequest,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { importFailureText } from '../../api/import-failure.ts';
import { postFile } from '../../api/post-file.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { useInvalidateVesselStatus } from '../vessels/index.ts';
import { formPathOf, type QuestionnaireFormValues } from './questionnaire-form-values.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useQuestionnaire(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.questionnaire(vesselId),
    queryFn: ({ signal }) => http.get<Questionnaire>(`vessels/${vesselId}/questionnaire`, { signal }),
    enabled: validId(vesselId),
  });
}

/**
 * The questionnaire read afresh for a stale save's Reload, apart from the page's (whose form starts
 * afresh with each answer it holds, and would lose what was typed).
 */
export const readQuestionnaire = (vesselId: number) => http.get<Questionnaire>(`vessels/${vesselId}/questionnaire`);

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

/** Saves the questionnaire; the answer replaces the form (it is keyed by the data). */
export function useUpdateQuestionnaire(vesselId: number) {
  const queryClient = useQueryClient();
  const invalidateVessel = useInvalidateVesselStatus();
  return useApiMutation({
    mutationFn: (body: UpdateQuestionnaireRequest, call) =>
      http.put<Questionnaire>(`vessels/${vesselId}/questionnaire`, body, call),
    successMessage: formMessages.questionnaireUpdated,
    fieldPaths: (path, values) => formPathOf(values as QuestionnaireFormValues, path),
    onSuccess: (questionnaire) => {
      queryClient.setQueryData(queryKeys.vessels.questionnaire(vesselId), questionnaire);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vessels.questionnaireConsumptions(vesselId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vessels.technologiesInstalledStatus(vesselId) }),
        invalidateVessel(vesselId),
      ]);
    },
  });
}

/** Replaces all sections and items with those of an .xlsx. */
export function useImportQuestionnaire(vesselId: number) {
  const invalidate = useInvalidateQuestionnaire();
  return useApiMutation({
    mutationFn: (file: File) => postFile<unknown>(`vessels/${vesselId}/questionnaire/import`, file),
    successMessage: formMessages.questionnaireImported,
    errorMessage: importFailureText,
    onSuccess: () => invalidate(vesselId),
  });
}

/** Answers the questionnaire from Sea Searcher; the questionnaire reloads after a failure too. */
/** Whether this server can import from Sea Searcher. */
export function useSeaSearcherStatus() {
  return useQuery({
    queryKey: queryKeys.vessels.seaSearcher,
    queryFn: ({ signal }) => http.get<SeaSearcherStatus>('sea-searcher', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSeaSearcherImport(vesselId: number) {
  const invalidate = useInvalidateQuestionnaire();
  return useApiMutation({
    mutationFn: (_: undefined, call) =>
      http.put<unknown>(`vessels/${vesselId}/questionnaire/import-from-sea-searcher`, {}, call),
    successMessage: formMessages.seaSearcherImported,
    onSettled: () => invalidate(vesselId),
  });
}
