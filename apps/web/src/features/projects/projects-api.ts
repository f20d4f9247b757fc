import {
  type CreateVesselRequest,
  customerMessages,
  type ImportVesselsResult,
  type Project,
  type ProjectConsumptionRate,
  type ProjectConsumptionRatesRequest,
  type ProjectRequest,
  type Vessel,
} from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { importFailureText } from '../../api/import-failure.ts';
import { postFile } from '../../api/post-file.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { notify } from '../../components/notify.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useProject(id: number) {
  return useQuery({
    queryKey: queryKeys.projects.detail(id),
    queryFn: ({ signal }) => http.get<Project>(`projects/${id}`, { notify: false, signal }),
    enabled: validId(id),
  });
}

/** Reads the project afresh (a stale save's Reload); its page shows it too. */
export function useReloadProject(id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.projects.detail(id),
      queryFn: ({ signal }) => http.get<Project>(`projects/${id}`, { signal }),
      staleTime: 0,
    });
}

/** Vessel cards show on the project page and on every customer page. */
export function useInvalidateVesselCards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customers.allProjects }),
    ]);
}

/** After a project or its vessels change: the customer's project cards and the customer list's counts. */
export function useInvalidateCustomerProjects() {
  const queryClient = useQueryClient();
  return (customerId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.customers.projects(customerId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists }),
    ]);
}

export function useSaveProject(customerId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCustomerProjects();
  return useApiMutation({
    mutationFn: (
      { id, body }: { id: number | null; body: Omit<ProjectRequest, 'customer'> & { version?: number } },
      call,
    ) =>
      id === null
        ? http.post<Project>('projects', { ...body, customer: { id: customerId } }, call)
        : http.put<Project>(`projects/${id}`, body, call),
    successMessage: (_project, { id }) =>
      id === null ? customerMessages.projectCreated : customerMessages.projectUpdated,
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
      return invalidate(customerId);
    },
  });
}

export function useProjectRates(id: number) {
  return useQuery({
    queryKey: queryKeys.projects.rates(id),
    queryFn: ({ signal }) => http.get<ProjectConsumptionRate[]>(`projects/${id}/consumption-rates`, { signal }),
    enabled: validId(id),
  });
}

/** The rates and their version (the project's `consumptionRatesVersion`) read afresh: a stale save's Reload. */
export async function readProjectRates(id: number) {
  const [rates, project] = await Promise.all([
    http.get<ProjectConsumptionRate[]>(`projects/${id}/consumption-rates`),
    http.get<Project>(`projects/${id}`),
  ]);
  return { rates, version: project.consumptionRatesVersion };
}

export function useUpdateProjectRates(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: ProjectConsumptionRatesRequest, call) =>
      http.put<ProjectConsumptionRate[]>(`projects/${id}/consumption-rates`, body, call),
    successMessage: customerMessages.consumptionRatesUpdated,
    onSuccess: (rates) => {
      queryClient.setQueryData(queryKeys.projects.rates(id), rates);
      // The new version of the rates comes with the project.
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(id) });
    },
  });
}

/** Uploads an .xlsx of vessels; the answer's message names the rows it skipped. */
export function useImportVessels(projectId: number, customerId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCustomerProjects();
  return useApiMutation({
    mutationFn: (file: File) => postFile<ImportVesselsResult>(`projects/${projectId}/import-vessels`, file),
    // Nothing imported is not a success: the warning says what happened, row by row.
    successMessage: (result) => (result.imported > 0 ? customerMessages.vesselsImported : undefined),
    errorMessage: importFailureText,
    onSuccess: (result) => {
      if (result.imported === 0) notify.warning(result.message);
      else if (result.message) notify.info(result.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) }),
        invalidate(customerId),
      ]);
    },
  });
}

/** Creates a vessel in the project (its cards show it). */
export function useCreateVessel() {
  const invalidate = useInvalidateVesselCards();
  return useApiMutation({
    mutationFn: (body: CreateVesselRequest, call) => http.post<Vessel>('vessels', body, call),
    successMessage: customerMessages.vesselCreated,
    onSuccess: invalidate,
  });
}
