import type { UpdateProfileRequest, User } from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { sessionStore } from '../../session/session-store.ts';
import { setPassword } from '../auth/auth-api.ts';

export function useMe() {
  return useQuery({ queryKey: queryKeys.users.me, queryFn: () => http.get<User>('users/me') });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => http.put<User>('users/me', body),
    onSuccess: (user) => {
      sessionStore.setUser(user);
      queryClient.setQueryData(queryKeys.users.me, user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.lists });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: setPassword,
    onSuccess: ({ bearerToken, expires, renewToken }) => sessionStore.update({ bearerToken, expires, renewToken }),
  });
}
