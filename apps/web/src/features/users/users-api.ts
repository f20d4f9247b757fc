import {
  type CreateUserRequest,
  messages,
  type UpdateUserRequest,
  type User,
  type UserListItem,
} from '@backoffice/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

export function useUsers(search: string) {
  return useQuery({
    queryKey: queryKeys.users.list(search),
    queryFn: ({ signal }) => http.get<UserListItem[]>('users', { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => http.get<User>(`users/${id}`, { notify: false, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useApiMutation({
    mutationFn: (body: CreateUserRequest, call) => http.post<User>('users', body, call),
    successMessage: messages.userCreated,
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useApiMutation({
    mutationFn: (body: UpdateUserRequest, call) => http.put<User>(`users/${id}`, body, call),
    successMessage: messages.userUpdated,
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number, call) => http.delete(`users/${id}`, call),
    successMessage: messages.userDeleted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.lists }),
  });
}
