import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client the app's pages use when one is given (a test's own); otherwise the app's
 * default one. Only a type of react-query is imported here: the pages that fetch load it with them.
 */
export const QueryClientSource = createContext<QueryClient | undefined>(undefined);

const clientsInUse = new Set<QueryClient>();

/** Called by the provider of the pages that fetch, so a new sign-in can forget what was loaded. */
export function registerQueryClient(client: QueryClient): void {
  clientsInUse.add(client);
}

/** Forgets every loaded answer (sign-in starts afresh). */
export function clearQueryCaches(): void {
  for (const client of clientsInUse) client.clear();
}
