import { messages } from '@backoffice/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { makeUser, renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { browser } from '../../api/browser.ts';
import { sessionStore } from '../../session/session-store.ts';

const departments = [
  { id: 1, name: 'Hamburg', street: null, zip: null, city: null, country: null, web: null, userCount: 2, version: 1 },
];
const ann = makeUser({ id: 5, fullName: 'Ann Admin', email: 'ann@example.com', role: 1, isAdmin: true });

let toasts: ReturnType<typeof spyOnToasts>;
let loadPage: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  toasts = spyOnToasts();
  loadPage = vi.spyOn(browser, 'loadPage').mockImplementation(() => {});
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => vi.restoreAllMocks());

/** Opens Ann's record and saves it; the PUT answers `answer`. */
async function saveAnn(answer: () => Response) {
  const user = userEvent.setup();
  serveApi({
    'GET /api/users/5': () => jsonResponse(200, ann),
    'GET /api/departments': () => jsonResponse(200, departments),
    'PUT /api/users/5': answer,
  });
  const rendered = renderRoute('/users/5');
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  return rendered;
}

describe('saving a user: what the server refuses', { timeout: 20_000 }, () => {
  it('puts field errors under their fields (label red with (*)) and toasts only the rest', async () => {
    await saveAnn(() =>
      jsonResponse(400, { email: ['This e-mail address is already in use'], password2: ['Unknown field'] }),
    );

    expect(await screen.findByText('This e-mail address is already in use')).toBeInTheDocument();
    const label = screen.getByText('E-mail (*)');
    expect(label).toHaveAttribute('data-error', 'true');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Full Name')).not.toHaveAttribute('data-error');
    expect(toasts.messages()).toEqual(['password2: Unknown field']);
  });

  it('a 403 shows the server message and keeps the session and the page', async () => {
    const { router } = await saveAnn(() => jsonResponse(403, { error: 'Only a Super Admin can change a Super Admin' }));

    await waitFor(() => expect(toasts.messages()).toEqual(['Only a Super Admin can change a Super Admin']));
    expect(sessionStore.get()).not.toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/users/5');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('a 401 ends the session and loads the sign-in page, without a toast', async () => {
    await saveAnn(() => jsonResponse(401, { error: 'Unauthorized' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
    expect(sessionStore.get()).toBeNull();
    expect(toasts.all()).toEqual([]);
  });

  it('a 403 without a message shows the forbidden text', async () => {
    await saveAnn(() => jsonResponse(403));
    await waitFor(() => expect(toasts.messages()).toEqual([messages.forbidden]));
    expect(sessionStore.get()).not.toBeNull();
  });
});
