import { type Department, type DepartmentUpdateRequest, messages } from '@backoffice/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import type { VersionedDelete } from '../../components/stale-delete.ts';

export function useDepartments(search = '') {
  return useQuery({
    queryKey: queryKeys.departments.list(search),
    queryFn: ({ signal }) => http.get<Department[]>('departments', { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reads the department afresh (a stale save's Reload). */
export const reloadDepartment = (id: number) => () => http.get<Department>(`departments/${id}`);

function useInvalidateDepartments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.departments.all });
}

/** A save's body: an edit sends the version its dialog was loaded with (see useStaleSave). */
export function useSaveDepartment() {
  const invalidate = useInvalidateDepartments();
  return useApiMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DepartmentUpdateRequest }, call) =>
      id === null
        ? http.post<Department>('departments', body, call)
        : http.put<Department>(`departments/${id}`, body, call),
    successMessage: (_department, { id }) => (id === null ? messages.departmentCreated : messages.departmentUpdated),
    onSuccess: invalidate,
  });
}

/** Deletes the department as loaded (`version`): a colleague's change since is refused (409). */
export function useDeleteDepartment() {
  const invalidate = useInvalidateDepartments();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) =>
      http.delete(`departments/${id}`, { ...call, query: { version } }),
    successMessage: messages.departmentDeleted,
    onSuccess: invalidate,
  });
}
