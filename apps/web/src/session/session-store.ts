import type { Session, User } from '@backoffice/contracts';
import { useSyncExternalStore } from 'react';

export const sessionStorageKey = 'backoffice.session';

type Listener = () => void;

function read(): Session | null {
  try {
    const raw = window.sessionStorage.getItem(sessionStorageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session> | null;
    if (!parsed?.user || !parsed.bearerToken) return null;
    return parsed as Session;
  } catch {
    return null;
  }
}

function write(session: Session | null): void {
  if (session) window.sessionStorage.setItem(sessionStorageKey, JSON.stringify(session));
  else window.sessionStorage.removeItem(sessionStorageKey);
}

let current: Session | null = read();
const listeners = new Set<Listener>();

function publish(next: Session | null): void {
  current = next;
  write(next);
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  set: (session: Session): void => publish(session),
  update: (patch: Partial<Session>): void => {
    if (current) publish({ ...current, ...patch });
  },
  setUser: (user: User): void => {
    if (current) publish({ ...current, user });
  },
  clear: (): void => {
    if (current || read()) publish(null);
  },
  reload: (): void => {
    current = read();
    for (const listener of listeners) listener();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

export function useCurrentUser(): User | null {
  return useSession()?.user ?? null;
}
