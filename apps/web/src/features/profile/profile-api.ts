import { messages, type UpdateProfileRequest, type User } from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';
import { sessionStore } from '../../session/session-store.ts';
import { setPassword } from '../auth/index.ts';

export function useMe() {
  return useQuery({ queryKey: queryKeys.users.me, queryFn: ({ signal }) => http.get<User>('users/me', { signal }) });
}

/** Reads one's own profile afresh (a stale save's Reload). */
export function useReloadMe() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.users.me,
      queryFn: ({ signal }) => http.get<User>('users/me', { signal }),
      staleTime: 0,
    });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: UpdateProfileRequest, call) => http.put<User>('users/me', body, call),
    successMessage: messages.changesSaved,
    onSuccess: (user) => {
      sessionStore.setUser(user);
      queryClient.setQueryData(queryKeys.users.me, user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.lists });
    },
  });
}

export function useChangePassword() {
  return useApiMutation({
    mutationFn: setPassword,
    successMessage: messages.passwordChanged,
    onSuccess: ({ bearerToken, expires, renewToken }) => sessionStore.update({ bearerToken, expires, renewToken }),
  });
}
