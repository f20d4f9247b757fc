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
import { useReloadAfterStaleDelete, type VersionedDelete } from '../../components/stale-delete.ts';

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

/** Reads the user afresh (a stale save's Reload); the page shows it too. */
export function useReloadUser(id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.users.detail(id),
      queryFn: ({ signal }) => http.get<User>(`users/${id}`, { signal }),
      staleTime: 0,
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

/**
 * Deletes the user as loaded (`version`): a colleague's change since is refused (409), toasted, and the
 * user read again, so that a second Delete sends the version seen now.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  const reloadIfStale = useReloadAfterStaleDelete();
  return useApiMutation({
    mutationFn: ({ id, version }: VersionedDelete, call) => http.delete(`users/${id}`, { ...call, query: { version } }),
    successMessage: messages.userDeleted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.lists }),
    onError: (error, { id }) => reloadIfStale(error, queryKeys.users.detail(id)),
  });
}
