import {
  type CreateReportRequest,
  type Report,
  reportMessages,
  type StaffContact,
  type UpdateReportRequest,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useReport(id: number) {
  return useQuery({
    queryKey: queryKeys.reports.detail(id),
    queryFn: ({ signal }) => http.get<Report>(`reports/${id}`, { notify: false, signal }),
    enabled: validId(id),
  });
}

/** Reads the report afresh (a stale save's Reload), and the page shows it too. */
export function useReloadReport(id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.reports.detail(id),
      queryFn: ({ signal }) => http.get<Report>(`reports/${id}`, { signal }),
      staleTime: 0,
    });
}

/** The staff members the report's contact is picked from. */
export function useStaffContacts() {
  return useQuery({
    queryKey: queryKeys.staffContacts,
    queryFn: ({ signal }) => http.get<StaffContact[]>('staff-contacts', { signal }),
    staleTime: 60_000,
  });
}

/** The vessel's report cards (and its status) change with its reports. */
function useReloadVessel() {
  const queryClient = useQueryClient();
  return (vesselId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.vessels.detail(vesselId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customers.allProjects }),
    ]);
}

export function useCreateReport() {
  const reloadVessel = useReloadVessel();
  return useApiMutation({
    mutationFn: (body: CreateReportRequest, call) => http.post<Report>('reports', body, call),
    successMessage: reportMessages.reportCreated,
    errorMessage: reportMessages.reportCreateFailed,
    onSuccess: (report) => reloadVessel(report.vessel.id),
  });
}

export function useCopyReport() {
  const reloadVessel = useReloadVessel();
  return useApiMutation({
    mutationFn: (id: number, call) => http.post<Report>(`reports/${id}/copy`, undefined, call),
    successMessage: reportMessages.reportCreated,
    errorMessage: reportMessages.reportCreateFailed,
    onSuccess: (report) => reloadVessel(report.vessel.id),
  });
}

export function useUpdateReport(id: number) {
  const queryClient = useQueryClient();
  const reloadVessel = useReloadVessel();
  return useApiMutation({
    mutationFn: (body: UpdateReportRequest, call) => http.put<Report>(`reports/${id}`, body, call),
    successMessage: reportMessages.reportUpdated,
    onSuccess: (report) => {
      queryClient.setQueryData(queryKeys.reports.detail(id), report);
      return reloadVessel(report.vessel.id);
    },
  });
}
