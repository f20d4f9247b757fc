import { Anchor, AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
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
        {/* A skip link. It focuses the main content rather than following the link: the address stays, so
            the router and the unsaved-changes guard see no navigation. Inline: a shared component would be
            a chunk of its own. */}
        {/* biome-ignore lint/a11y/useValidAnchor: a link within the page, which it follows by moving focus */}
        <a
          href="#main-content"
          className="skip-link"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
        >
          Skip to main content
        </a>
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
        <AppShell.Main id="main-content" tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </PageChangesGuard>
  );
}
