import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { queryClient as defaultQueryClient } from './query-client.ts';
import { QueryClientSource, registerQueryClient } from './query-client-source.ts';

/** The route layout around the pages that fetch with react-query (the staff shell, the client area). */
export function QueryProvider() {
  const client = useContext(QueryClientSource) ?? defaultQueryClient;
  registerQueryClient(client);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
