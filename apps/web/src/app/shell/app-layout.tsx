import { Anchor, AppShell, Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { FrameBar, mainContentProps, ProductName, SkipToMainContent } from '../../components/layout-frame.tsx';
import { PageChangesGuard } from '../../components/unsaved-changes.tsx';
import { InCompanyTimeZone } from '../../features/company-profile/index.ts';
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
        <SkipToMainContent />
        <AppShell.Header>
          <Box h="100%" px="md">
            <FrameBar
              start={
                <>
                  <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
                  <Anchor component={Link} to="/" underline="never" c="inherit">
                    <ProductName />
                  </Anchor>
                </>
              }
              end={<UserMenu />}
            />
          </Box>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main {...mainContentProps}>
          <InCompanyTimeZone>
            <Outlet />
          </InCompanyTimeZone>
        </AppShell.Main>
      </AppShell>
    </PageChangesGuard>
  );
}
