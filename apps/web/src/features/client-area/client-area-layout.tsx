import { Box, Container, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppButton } from '../../components/app-button.tsx';

/** The client area's own page: product name and Log out on top, one column that fits a phone. */
export function ClientAreaLayout({ onLogout, children }: { onLogout?: () => void; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
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
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md" px="sm" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={4}>Back office</Title>
            {onLogout && (
              <AppButton variant="secondary" condensed onClick={onLogout}>
                Log out
              </AppButton>
            )}
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main-content" tabIndex={-1} size="md" px="sm" py="md">
        {children}
      </Container>
    </Box>
  );
}
