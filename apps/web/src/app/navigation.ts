import {
  type Icon,
  IconBuildingFactory2,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCategory,
  IconDatabase,
  IconFileExport,
  IconFileText,
  IconFlame,
  IconHistory,
  IconHome,
  IconSettings,
  IconShip,
  IconSitemap,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import { adminPageGroups } from './admin-pages.ts';

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

const groupIcons: Record<string, Icon> = { Masterdata: IconDatabase, Administration: IconSettings };

const pageIcons: Record<string, Icon> = {
  '/technologies': IconTool,
  '/consumption-categories': IconCategory,
  '/consumption-types': IconFlame,
  '/suppliers': IconBuildingStore,
  '/makers': IconBuildingFactory2,
  '/vessel-types': IconShip,
  '/report-template-files': IconFileText,
  '/users': IconUsers,
  '/departments': IconSitemap,
  '/company-profile': IconBuildingSkyscraper,
  '/exports': IconFileExport,
  '/activity': IconHistory,
};

export const adminGroups: NavGroup[] = adminPageGroups.map((group) => ({
  label: group.label,
  icon: groupIcons[group.label] ?? IconDatabase,
  items: group.items.map((item) => ({ ...item, icon: pageIcons[item.to] ?? IconFileText })),
}));

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
