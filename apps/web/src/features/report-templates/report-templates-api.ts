import {
  catalogueMessages,
  type ReportTemplateFile,
  type ReportTemplateFileRequest,
  type ReportType,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../api/download-file.ts';
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

/** Saves the default template of a report type (the one in use when none was uploaded). */
export const downloadDefaultTemplate = (reportType: ReportType, label: string) =>
  downloadFile(`report-template-files/default/${reportType}`, `${label} template.docx`);

/** Saves the guide to the tags a report template may use. */
export const downloadTemplateGuide = () => downloadFile('report-template-files/guide', 'Report template guide.docx');

/** Newest first: the newest of a report type is the one in use. */
export function newestFirst(list: ReportTemplateFile[]): ReportTemplateFile[] {
  return [...list].sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id);
}
