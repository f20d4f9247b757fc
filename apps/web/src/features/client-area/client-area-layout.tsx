import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { FrameBar, mainContentProps, ProductName, SkipToMainContent } from '../../components/layout-frame.tsx';

/** The client area's own page: product name and Log out on top, one column that fits a phone. */
export function ClientAreaLayout({ onLogout, children }: { onLogout?: () => void; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipToMainContent />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md" px="sm" py="sm">
          <FrameBar
            start={<ProductName />}
            end={
              onLogout && (
                <AppButton variant="secondary" condensed onClick={onLogout}>
                  Log out
                </AppButton>
              )
            }
          />
        </Container>
      </Box>
      <Container component="main" {...mainContentProps} size="md" px="sm" py="md">
        {children}
      </Container>
    </Box>
  );
}
