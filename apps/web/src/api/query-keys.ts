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
  customers: {
    all: ['customers'] as const,
    lists: ['customers', 'list'] as const,
    list: (search: string) => ['customers', 'list', search] as const,
    detail: (id: number) => ['customers', 'detail', id] as const,
    allProjects: ['customers', 'projects'] as const,
    projects: (id: number) => ['customers', 'projects', id] as const,
    contacts: (id: number) => ['customers', 'contacts', id] as const,
  },
  projects: {
    all: ['projects'] as const,
    detail: (id: number) => ['projects', 'detail', id] as const,
    rates: (id: number) => ['projects', 'rates', id] as const,
  },
  vessels: {
    all: ['vessels'] as const,
    detail: (id: number) => ['vessels', 'detail', id] as const,
    rates: (id: number) => ['vessels', 'rates', id] as const,
    consumptions: (id: number) => ['vessels', 'consumptions', id] as const,
  },
  referenceData: {
    vesselTypes: ['reference-data', 'vessel-types'] as const,
    consumptionTypes: ['reference-data', 'consumption-types'] as const,
    consumptionCategories: ['reference-data', 'consumption-categories'] as const,
  },
};
