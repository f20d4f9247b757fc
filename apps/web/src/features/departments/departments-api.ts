import { type Department, type DepartmentRequest, messages } from '@backoffice/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

export function useDepartments(search = '') {
  return useQuery({
    queryKey: queryKeys.departments.list(search),
    queryFn: ({ signal }) => http.get<Department[]>('departments', { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateDepartments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.departments.all });
}

export function useSaveDepartment() {
  const invalidate = useInvalidateDepartments();
  return useApiMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DepartmentRequest }, call) =>
      id === null
        ? http.post<Department>('departments', body, call)
        : http.put<Department>(`departments/${id}`, body, call),
    successMessage: (_department, { id }) => (id === null ? messages.departmentCreated : messages.departmentUpdated),
    onSuccess: invalidate,
  });
}

export function useDeleteDepartment() {
  const invalidate = useInvalidateDepartments();
  return useApiMutation({
    mutationFn: (id: number, call) => http.delete(`departments/${id}`, call),
    successMessage: messages.departmentDeleted,
    onSuccess: invalidate,
  });
}
