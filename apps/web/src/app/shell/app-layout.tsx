import { Anchor, AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { mainContentId, SkipLink } from '../../components/skip-link.tsx';
import { PageChangesGuard } from '../../components/unsaved-changes.tsx';
import { Sidebar } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <PageChangesGuard>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <SkipLink />
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
              <Anchor component={Link} to="/" underline="never" c="inherit">
                <Title order={4}>Back office</Title>
              </Anchor>
            </Group>
            <UserMenu />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main id={mainContentId} tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </PageChangesGuard>
  );
}
