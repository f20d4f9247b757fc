export const queryKeys = {
  users: {
    all: ['users'] as const,
    lists: ['users', 'list'] as const,
    list: (search: string) => ['users', 'list', search] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    me: ['users', 'me'] as const,
  },
  departments: {
    all: ['departments'] as const,
    list: (search: string) => ['departments', 'list', search] as const,
  },
};
