import { catalogueMessages, type ReportTemplateFile, type ReportTemplateFileRequest } from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

export function useReportTemplateFiles() {
  return useQuery({
    queryKey: queryKeys.reportTemplateFiles,
    queryFn: ({ signal }) => http.get<ReportTemplateFile[]>('report-template-files', { signal }),
  });
}

export function useCreateReportTemplateFile() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: ReportTemplateFileRequest, call) =>
      http.post<ReportTemplateFile>('report-template-files', body, call),
    successMessage: catalogueMessages.reportTemplateUploaded,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reportTemplateFiles }),
  });
}

/** Newest first: the newest of a report type is the one in use. */
export function newestFirst(list: ReportTemplateFile[]): ReportTemplateFile[] {
  return [...list].sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id);
}
