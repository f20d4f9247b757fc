import { type FileDto, type ReportFile, reportMessages } from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

export function useReportFiles(reportId: number) {
  return useQuery({
    queryKey: queryKeys.reports.files(reportId),
    queryFn: ({ signal }) => http.get<ReportFile[]>(`reports/${reportId}/files`, { signal }),
  });
}

/** Newest first (spec part 2 §9). */
export function newestFirst(files: ReportFile[]): ReportFile[] {
  return [...files].sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id);
}

function useReloadReportFiles(reportId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.files(reportId) });
}

/** Attaches an uploaded file to the report. */
export function useAddReportFile(reportId: number) {
  const reload = useReloadReportFiles(reportId);
  return useApiMutation({
    mutationFn: (fileId: number, call) =>
      http.post<ReportFile>(`reports/${reportId}/files`, { file: { id: fileId } }, call),
    successMessage: reportMessages.reportFileUploaded,
    onSuccess: reload,
  });
}

/** Renames the file and sets its note (PUT files/{id}). */
export function useUpdateReportFile(reportId: number) {
  const reload = useReloadReportFiles(reportId);
  return useApiMutation({
    mutationFn: ({ fileId, body }: { fileId: number; body: { name: string; description: string | null } }, call) =>
      http.put<FileDto>(`files/${fileId}`, body, call),
    successMessage: reportMessages.reportFileUpdated,
    onSuccess: reload,
  });
}

/** Takes the file off the report (DELETE reports/{id}/files/{fileId}, the file's id). */
export function useRemoveReportFile(reportId: number) {
  const reload = useReloadReportFiles(reportId);
  return useApiMutation({
    mutationFn: (fileId: number, call) => http.delete(`reports/${reportId}/files/${fileId}`, call),
    successMessage: reportMessages.reportFileDeleted,
    onSuccess: reload,
  });
}
