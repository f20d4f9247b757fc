import {
  type Icon,
  IconBuildingFactory2,
  IconBuildingStore,
  IconCategory,
  IconDatabase,
  IconFileExport,
  IconFileText,
  IconFlame,
  IconHome,
  IconSettings,
  IconShip,
  IconSitemap,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  exact?: boolean;
}

export interface NavGroup {
  label: string;
  icon: Icon;
  items: NavItem[];
}

export const mainItems: NavItem[] = [
  { label: 'Home', to: '/', icon: IconHome, exact: true },
  { label: 'Clients', to: '/customers', icon: IconBuildingStore },
];

export const adminGroups: NavGroup[] = [
  {
    label: 'Masterdata',
    icon: IconDatabase,
    items: [
      { label: 'Technologies', to: '/technologies', icon: IconTool },
      { label: 'Consumption Categories', to: '/consumption-categories', icon: IconCategory },
      { label: 'Consumption Types', to: '/consumption-types', icon: IconFlame },
      { label: 'Suppliers', to: '/suppliers', icon: IconBuildingStore },
      { label: 'Makers', to: '/makers', icon: IconBuildingFactory2 },
      { label: 'Vessel Types', to: '/vessel-types', icon: IconShip },
      { label: 'Report Templates', to: '/report-template-files', icon: IconFileText },
    ],
  },
  {
    label: 'Administration',
    icon: IconSettings,
    items: [
      { label: 'Users', to: '/users', icon: IconUsers },
      { label: 'Departments', to: '/departments', icon: IconSitemap },
      { label: 'Exports', to: '/exports', icon: IconFileExport },
    ],
  },
];

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
