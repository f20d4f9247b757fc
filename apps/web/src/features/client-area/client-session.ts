import type { ClientTokenResponse } from '@backoffice/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The client area's session: a bearer token per form link, in this tab's session storage. It is
 * separate from the staff session (sessionStore), so a staff user signed in in the same tab keeps
 * theirs. Client tokens are not renewed: once expired the PIN is asked again.
 */
export interface ClientSession {
  bearerToken: string;
  expires: string;
  form: ClientTokenResponse['form'];
}

const prefix = 'backoffice.client.';
const listeners = new Set<() => void>();

const storageKey = (linkToken: string) => `${prefix}${linkToken}`;

function raw(linkToken: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(linkToken));
  } catch {
    return null;
  }
}

function publish(): void {
  for (const listener of listeners) listener();
}

/** The stored session, or null when there is none, it cannot be read or it has expired. */
function parseClientSession(text: string | null, now = Date.now()): ClientSession | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<ClientSession> | null;
    if (!parsed?.bearerToken || !parsed.expires || !parsed.form) return null;
    const expires = Date.parse(parsed.expires);
    if (Number.isNaN(expires) || expires <= now) return null;
    return { bearerToken: parsed.bearerToken, expires: parsed.expires, form: parsed.form };
  } catch {
    return null;
  }
}

export const clientSessions = {
  get: (linkToken: string): ClientSession | null => parseClientSession(raw(linkToken)),
  set(linkToken: string, session: ClientSession): void {
    window.sessionStorage.setItem(storageKey(linkToken), JSON.stringify(session));
    publish();
  },
  clear(linkToken: string): void {
    window.sessionStorage.removeItem(storageKey(linkToken));
    publish();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The client session of one form link; re-renders when it is stored or cleared. */
export function useClientSession(linkToken: string): ClientSession | null {
  // The stored text is the snapshot (a stable string); it is parsed on every render so an
  // expired token counts as none.
  const text = useSyncExternalStore(clientSessions.subscribe, () => raw(linkToken));
  return parseClientSession(text);
}
