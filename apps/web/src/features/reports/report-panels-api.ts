import {
  type NovelTechnology,
  type NovelTechnologyRequest,
  type RegulatoryImpactFileRequest,
  type RegulatoryImpactRequest,
  type Report,
  type ReportAvailableTechnology,
  reportMessages,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { type ApiCall, useApiMutation } from '../../api/use-api-mutation.ts';

/** The technologies that can still be added to the report (the technologies section reads the same). */
export function useReportAvailableTechnologies(reportId: number) {
  return useQuery({
    queryKey: queryKeys.reports.availableTechnologies(reportId),
    queryFn: ({ signal }) =>
      http.get<ReportAvailableTechnology[]>(`reports/${reportId}/available-technologies`, { signal }),
  });
}

export function useNovelTechnologies(reportId: number) {
  return useQuery({
    queryKey: queryKeys.reports.novelTechnologies(reportId),
    queryFn: ({ signal }) => http.get<NovelTechnology[]>(`reports/${reportId}/novel-technologies`, { signal }),
  });
}

function useReloadNovelTechnologies(reportId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.novelTechnologies(reportId) });
}

export function useAddNovelTechnology(reportId: number) {
  const reload = useReloadNovelTechnologies(reportId);
  return useApiMutation({
    mutationFn: (body: NovelTechnologyRequest, call) =>
      http.post<NovelTechnology>(`reports/${reportId}/novel-technologies`, body, call),
    successMessage: reportMessages.novelTechnologyAdded,
    onSuccess: reload,
  });
}

export function useRemoveNovelTechnology(reportId: number) {
  const reload = useReloadNovelTechnologies(reportId);
  return useApiMutation({
    mutationFn: (id: number, call) => http.delete(`novel-technologies/${id}`, call),
    successMessage: reportMessages.novelTechnologyRemoved,
    onSuccess: reload,
  });
}

/** Regulatory impact changes the report (and its results): the answer is the report. */
function useStoreReport(reportId: number) {
  const queryClient = useQueryClient();
  return (report: Report) => {
    queryClient.setQueryData(queryKeys.reports.detail(reportId), report);
    return queryClient.invalidateQueries({ queryKey: ['reports', 'calculated-results', reportId] });
  };
}

export function useUpdateRegulatoryImpact(reportId: number) {
  const store = useStoreReport(reportId);
  return useApiMutation({
    mutationFn: (body: RegulatoryImpactRequest, call) =>
      http.put<Report>(`reports/${reportId}/regulatory-impact`, body, call),
    successMessage: reportMessages.regulatoryImpactUpdated,
    errorMessage: reportMessages.regulatoryImpactFailed,
    onSuccess: store,
  });
}

const putRegulatoryImpactFile = (reportId: number, body: RegulatoryImpactFileRequest, call: ApiCall) =>
  http.put<Report>(`reports/${reportId}/regulatory-impact/file`, body, call);

/** `version`: the report's `regulatoryImpactVersion` (the file is part of the regulatory impact). */
export function useAttachRegulatoryImpactFile(reportId: number) {
  const store = useStoreReport(reportId);
  return useApiMutation({
    mutationFn: ({ fileId, version }: { fileId: number; version: number }, call) =>
      putRegulatoryImpactFile(reportId, { regulatoryImpactFile: { id: fileId }, version }, call),
    successMessage: reportMessages.regulatoryImpactFileUploaded,
    onSuccess: store,
  });
}

export function useDeleteRegulatoryImpactFile(reportId: number) {
  const store = useStoreReport(reportId);
  return useApiMutation({
    mutationFn: (version: number, call) =>
      putRegulatoryImpactFile(reportId, { regulatoryImpactFile: null, version }, call),
    successMessage: reportMessages.regulatoryImpactFileDeleted,
    errorMessage: reportMessages.regulatoryImpactFileDeleteFailed,
    onSuccess: store,
  });
}
