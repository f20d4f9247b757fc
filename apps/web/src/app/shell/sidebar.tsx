import { Box, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../session/session-store.ts';
import { adminGroups, isActive, mainItems, type NavItem } from '../navigation.ts';

function SidebarLink({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate(): void }) {
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={<Icon size={18} stroke={1.5} />}
      active={isActive(item, pathname)}
      onClick={onNavigate}
    />
  );
}

export function Sidebar({ onNavigate }: { onNavigate(): void }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return (
    // A native scroller: Mantine's scroll area would load with every staff page, most of which need none.
    <Box h="100%" style={{ overflowY: 'auto' }}>
      <nav aria-label="Main">
        {mainItems.map((item) => (
          <SidebarLink key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
        {user?.isAdmin &&
          adminGroups.map((group) => {
            const GroupIcon = group.icon;
            return (
              <NavLink
                key={group.label}
                label={group.label}
                leftSection={<GroupIcon size={18} stroke={1.5} />}
                defaultOpened
                childrenOffset="md"
              >
                {group.items.map((item) => (
                  <SidebarLink key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
                ))}
              </NavLink>
            );
          })}
      </nav>
    </Box>
  );
}
