import type { FileDto, ReportExportFormats } from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * Exports the report as a Word file (POST reports/{id}/export-as-docx) or as a PDF of it
 * (export-as-pdf), which also joins the report files. Failures have no toast: the export dialog words them.
 */
export function useExportReport(reportId: number, format: 'docx' | 'pdf') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<FileDto>(`reports/${reportId}/export-as-${format}`, undefined, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.files(reportId) }),
  });
}

/** Whether this server exports reports as PDF (it needs LibreOffice). */
export function useReportExportFormats() {
  return useQuery({
    queryKey: queryKeys.reports.exportFormats,
    queryFn: ({ signal }) => http.get<ReportExportFormats>('reports/export-formats', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
