import { type ReportShare, reportSharingMessages } from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

const shareKey = (reportId: number) => [...queryKeys.reports.all, 'share', reportId] as const;

/**
 * GET reports/{id}/share: the report's link and PIN while it is shared, else null (its 404); read only
 * while the report is Completed. Read again when the page is looked at again, so that staff see when the
 * ship owner opened it.
 */
export function useReportShare(reportId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  // Reopening stops the sharing: a link read before must not show again once the report is Completed again.
  useEffect(() => {
    if (!enabled) queryClient.removeQueries({ queryKey: shareKey(reportId) });
  }, [enabled, queryClient, reportId]);
  return useQuery({
    queryKey: shareKey(reportId),
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await http.get<ReportShare>(`reports/${reportId}/share`, { signal, notify: false });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** 'Share with the ship owner': the link and PIN, kept as the share's answer. */
export function useShareReport(reportId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (_: undefined, call) => http.post<ReportShare>(`reports/${reportId}/share`, undefined, call),
    successMessage: reportSharingMessages.shared,
    onSuccess: (share) => queryClient.setQueryData(shareKey(reportId), share),
  });
}

/** 'Stop sharing': the link and PIN stop working at once. */
export function useStopSharing(reportId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (_: undefined, call) => http.delete<null>(`reports/${reportId}/share`, call),
    successMessage: reportSharingMessages.stopped,
    onSuccess: () => queryClient.setQueryData(shareKey(reportId), null),
  });
}
