import type { Session, User } from '@backoffice/contracts';
import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../src/api/query-client.ts';
import { Providers } from '../src/app/providers.tsx';
import { routes } from '../src/app/routes.tsx';
import { sessionStore } from '../src/session/session-store.ts';

// Only main.tsx and the tests' helpers import app/: a test of one part renders it in the app's providers from here.
export { Providers };

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 0,
    title: null,
    phone: null,
    department: { id: 1, name: 'Hamburg' },
    isAdmin: false,
    createdOn: '2024-01-01T00:00:00.000Z',
    modifiedOn: '2024-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function makeSession(user: Partial<User> = {}, overrides: Partial<Session> = {}): Session {
  return {
    bearerToken: 'token-1',
    expires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    renewToken: 'renew-1',
    user: makeUser(user),
    ...overrides,
  };
}

export function signIn(user: Partial<User> = {}): Session {
  const session = makeSession(user);
  sessionStore.set(session);
  return session;
}

/** Renders the whole route table at one address. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router };
}

/** Records the toasts instead of showing them. */
export function spyOnToasts() {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
  const all = () => show.mock.calls.map(([data]) => data);
  return {
    all,
    messages: () => all().map((data) => String(data.message)),
    last: () => all().at(-1),
  };
}
