export interface AdminPageGroup {
  label: string;
  items: { label: string; to: string }[];
}

/** The admin pages by menu group, without their icons (navigation.ts adds them). */
export const adminPageGroups: AdminPageGroup[] = [
  {
    label: 'Masterdata',
    items: [
      { label: 'Technologies', to: '/technologies' },
      { label: 'Consumption Categories', to: '/consumption-categories' },
      { label: 'Consumption Types', to: '/consumption-types' },
      { label: 'Suppliers', to: '/suppliers' },
      { label: 'Makers', to: '/makers' },
      { label: 'Vessel Types', to: '/vessel-types' },
      { label: 'Report Templates', to: '/report-template-files' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Users', to: '/users' },
      { label: 'Departments', to: '/departments' },
      { label: 'Company Profile', to: '/company-profile' },
      { label: 'Exports', to: '/exports' },
      { label: 'Activity', to: '/activity' },
    ],
  },
];
