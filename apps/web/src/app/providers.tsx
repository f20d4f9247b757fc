import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { QueryClientSource } from '../api/query-client-source.ts';
import { theme } from './theme.ts';

export interface ProvidersProps {
  children: ReactNode;
  /** The pages' query client; the app's default one when not given. */
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals. */
  env?: 'default' | 'test';
}

const LoadedToasts = lazy(() => import('./toasts.tsx').then((module) => ({ default: module.Toasts })));

/** The toasts: their code loads with the first toast, not with every page. */
function Toasts() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToasts />
    </Suspense>
  );
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <Toasts />
      <QueryClientSource value={queryClient}>{children}</QueryClientSource>
    </MantineProvider>
  );
}
