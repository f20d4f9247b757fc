import type { CreateUserRequest, UpdateUserRequest, User, UserListItem } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

// Role rules (403) must show their message instead of ending the session.
const keepSession = { redirect: false } as const;

export function useUsers(search: string) {
  return useQuery({
    queryKey: queryKeys.users.list(search),
    queryFn: () => http.get<UserListItem[]>('users', { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: queryKeys.users.detail(id),
    queryFn: () => http.get<User>(`users/${id}`, { notify: false }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => http.post<User>('users', body, keepSession),
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => http.put<User>(`users/${id}`, body, keepSession),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`users/${id}`, keepSession),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.lists }),
  });
}
