import type { Department, DepartmentRequest } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

export function useDepartments(search = '') {
  return useQuery({
    queryKey: queryKeys.departments.list(search),
    queryFn: () => http.get<Department[]>('departments', { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateDepartments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.departments.all });
}

export function useSaveDepartment() {
  const invalidate = useInvalidateDepartments();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DepartmentRequest }) =>
      id === null ? http.post<Department>('departments', body) : http.put<Department>(`departments/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteDepartment() {
  const invalidate = useInvalidateDepartments();
  return useMutation({
    mutationFn: (id: number) => http.delete(`departments/${id}`),
    onSuccess: invalidate,
  });
}
