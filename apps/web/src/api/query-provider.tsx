import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { Outlet } from 'react-router';
import { queryClient as defaultQueryClient } from './query-client.ts';
import { QueryClientSource, registerQueryClient } from './query-client-source.ts';

/**
 * Gives react-query to the pages that fetch: as the route layout of the staff pages, and around
 * the client area once its PIN was accepted.
 */
export function QueryProvider({ children }: { children?: ReactNode }) {
  const client = useContext(QueryClientSource) ?? defaultQueryClient;
  registerQueryClient(client);
  return <QueryClientProvider client={client}>{children ?? <Outlet />}</QueryClientProvider>;
}
