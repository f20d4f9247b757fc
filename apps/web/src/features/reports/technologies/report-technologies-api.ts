import {
  type CalculationDataExtract,
  type CreateIncludedTechnologyRequest,
  type IncludedTechnology,
  type NoteKey,
  type ReportAvailableTechnology,
  reportMessages,
  type UpdateIncludedTechnologyRequest,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorText, isApiError, isSignedOutError } from '../../../api/api-error.ts';
import { http, notifyApiError } from '../../../api/http.ts';
import { useApiMutation } from '../../../api/use-api-mutation.ts';
import { useReloadAfterStaleDelete, type VersionedDelete } from '../../../components/stale-delete.ts';

/** A report's technology and result queries: everything under ['reports', …, id] reloads after a change. */
export const reportTechnologyKeys = {
  included: (reportId: number) => ['reports', 'included-technologies', reportId] as const,
  available: (reportId: number) => ['reports', 'available-technologies', reportId] as const,
  results: (reportId: number) => ['reports', 'calculated-results', reportId] as const,
};

export function useIncludedTechnologies(reportId: number) {
  return useQuery({
    queryKey: reportTechnologyKeys.included(reportId),
    queryFn: ({ signal }) => http.get<IncludedTechnology[]>(`reports/${reportId}/included-technologies`, { signal }),
  });
}

/** Reads an included technology afresh from the report's list (a stale save's Reload); the list shows it too. */
export function useReloadIncludedTechnology(reportId: number, techId: number) {
  const queryClient = useQueryClient();
  return async () => {
    const list = await queryClient.fetchQuery({
      queryKey: reportTechnologyKeys.included(reportId),
      queryFn: ({ signal }) => http.get<IncludedTechnology[]>(`reports/${reportId}/included-technologies`, { signal }),
      staleTime: 0,
    });
    const included = list.find((tech) => tech.id === techId);
    if (included) return included;
    const gone = new ApiError(404, { error: 'The technology was removed from the report' });
    notifyApiError(gone);
    throw gone;
  };
}

export function useAvailableTechnologies(reportId: number) {
  return useQuery({
    queryKey: reportTechnologyKeys.available(reportId),
    queryFn: ({ signal }) =>
      http.get<ReportAvailableTechnology[]>(`reports/${reportId}/available-technologies`, { signal }),
  });
}

/** A change of the included technologies changes both tables and the results. */
function useReloadReportTechnologies(reportId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      Object.values(reportTechnologyKeys).map((key) => queryClient.invalidateQueries({ queryKey: key(reportId) })),
    );
}

export type SaveIncludedTechnology =
  | { techId: null; body: CreateIncludedTechnologyRequest }
  | { techId: number; body: UpdateIncludedTechnologyRequest };

/** Adds a technology to the report (techId null) or updates an included one. */
export function useSaveIncludedTechnology(reportId: number) {
  const reload = useReloadReportTechnologies(reportId);
  return useApiMutation({
    mutationFn: ({ techId, body }: SaveIncludedTechnology, call) =>
      techId === null
        ? http.post<IncludedTechnology>(`reports/${reportId}/included-technologies`, body, call)
        : http.put<IncludedTechnology>(`reports/${reportId}/included-technologies/${techId}`, body, call),
    successMessage: (_saved, { techId }) =>
      techId === null ? reportMessages.technologyAdded : reportMessages.technologyUpdated,
    onSuccess: reload,
  });
}

/** Removes the included technology as loaded (`version`): a colleague's change since is refused (409) and read again. */
export function useRemoveIncludedTechnology(reportId: number) {
  const reload = useReloadReportTechnologies(reportId);
  const reloadIfStale = useReloadAfterStaleDelete();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`reports/${reportId}/included-technologies/${id}`, { ...call, query: { version } }),
    successMessage: reportMessages.technologyRemoved,
    onSuccess: reload,
    onError: (error) => reloadIfStale(error, reportTechnologyKeys.included(reportId)),
  });
}

export function useSaveNote(reportId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (
      { techId, noteKey, note, version }: { techId: number; noteKey: NoteKey; note: string | null; version?: number },
      call,
    ) => http.put<IncludedTechnology>(`included-technologies/${techId}/${noteKey}`, { note, version }, call),
    successMessage: 'Saved',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportTechnologyKeys.included(reportId) }),
  });
}

/**
 * The values found in an uploaded calculation file, or the warning to show when none were found (a
 * 422 says why in its text; any other failure gets the spec's warning). Throws after a 401.
 */
export async function extractCalculationData(
  fileId: number,
): Promise<{ extract: CalculationDataExtract } | { warning: string }> {
  try {
    return {
      extract: await http.get<CalculationDataExtract>(`files/${fileId}/extract-calculation-data`, { notify: false }),
    };
  } catch (error) {
    if (isSignedOutError(error)) throw error;
    const text = isApiError(error) && error.status === 422 ? errorText(error.body) : undefined;
    return { warning: text ?? reportMessages.extractFailed };
  }
}
