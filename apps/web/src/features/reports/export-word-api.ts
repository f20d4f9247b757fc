import type { FileDto } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * Exports the report as a Word file (POST reports/{id}/export-as-docx), which also joins the report
 * files. Failures have no toast: the export dialog words them.
 */
export function useExportAsWord(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<FileDto>(`reports/${reportId}/export-as-docx`, undefined, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.files(reportId) }),
  });
}
