import type {
  ImportVesselsResult,
  Project,
  ProjectConsumptionRate,
  ProjectConsumptionRatesRequest,
  ProjectRequest,
} from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { postFile } from '../../components/post-file.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useProject(id: number) {
  return useQuery({
    queryKey: queryKeys.projects.detail(id),
    queryFn: () => http.get<Project>(`projects/${id}`, { notify: false }),
    enabled: validId(id),
  });
}

/** After a project or its vessels change: the customer's project cards and the client list counts. */
function useInvalidateCustomerProjects() {
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
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Omit<ProjectRequest, 'customer'> }) =>
      id === null
        ? http.post<Project>('projects', { ...body, customer: { id: customerId } })
        : http.put<Project>(`projects/${id}`, body),
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
      return invalidate(customerId);
    },
  });
}

/** Archives the project; the caller words a failure. */
export function useArchiveProject(customerId: number) {
  const invalidate = useInvalidateCustomerProjects();
  return useMutation({
    mutationFn: (id: number) => http.delete(`projects/${id}`, { notify: false }),
    onSuccess: () => invalidate(customerId),
  });
}

export function useProjectRates(id: number) {
  return useQuery({
    queryKey: queryKeys.projects.rates(id),
    queryFn: () => http.get<ProjectConsumptionRate[]>(`projects/${id}/consumption-rates`),
    enabled: validId(id),
  });
}

export function useUpdateProjectRates(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectConsumptionRatesRequest) =>
      http.put<ProjectConsumptionRate[]>(`projects/${id}/consumption-rates`, body),
    onSuccess: (rates) => queryClient.setQueryData(queryKeys.projects.rates(id), rates),
  });
}

/** Uploads an .xlsx of vessels; the caller words a failure. */
export function useImportVessels(projectId: number, customerId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCustomerProjects();
  return useMutation({
    mutationFn: (file: File) => postFile<ImportVesselsResult>(`projects/${projectId}/import-vessels`, file),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) }),
        invalidate(customerId),
      ]),
  });
}
