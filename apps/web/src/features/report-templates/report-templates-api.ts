import type { ReportTemplateFile, ReportTemplateFileRequest } from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

export function useReportTemplateFiles() {
  return useQuery({
    queryKey: queryKeys.reportTemplateFiles,
    queryFn: () => http.get<ReportTemplateFile[]>('report-template-files'),
  });
}

export function useCreateReportTemplateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportTemplateFileRequest) => http.post<ReportTemplateFile>('report-template-files', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reportTemplateFiles }),
  });
}

/** Newest first: the newest of a report type is the one in use. */
export function newestFirst(list: ReportTemplateFile[]): ReportTemplateFile[] {
  return [...list].sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id);
}
