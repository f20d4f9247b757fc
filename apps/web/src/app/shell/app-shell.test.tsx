import { formMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCompanyProfile, jsonResponse, mockApi } from '../../../test/api.ts';
import { renderRoute, signIn } from '../../../test/render.tsx';
import { sessionStore } from '../../session/session-store.ts';

/** Lists answer empty, the company profile as before an admin saved it. */
const emptyAnswer = (input: string) =>
  input === '/api/company-profile' ? jsonResponse(200, emptyCompanyProfile) : jsonResponse(200, []);

beforeEach(() => {
  // The own profile answers the signed-in user.
  mockApi().mockImplementation(async (input) =>
    input === '/api/users/me' ? jsonResponse(200, sessionStore.get()?.user) : emptyAnswer(input),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('guards', () => {
  it('sends a visitor who is not signed in to the sign-in page', async () => {
    const { router } = renderRoute('/users');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('renders nothing of an admin page for a non-admin and hides the admin menus', async () => {
    signIn({ isAdmin: false, role: 0 });
    renderRoute('/users');
    expect(await screen.findByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    expect(sidebar().queryByText('Masterdata')).toBeNull();
    expect(sidebar().queryByText('Administration')).toBeNull();
  });

  it('shows a non-admin no breadcrumbs of an admin page, which an admin sees', async () => {
    signIn({ isAdmin: false, role: 0 });
    renderRoute('/users/create');
    expect(await screen.findByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
    expect(screen.queryByText('Create User')).toBeNull();
  });

  it('shows the admin page and both admin menus to an admin', async () => {
    signIn({ isAdmin: true, role: 1 });
    renderRoute('/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(sidebar().getByText('Masterdata')).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Report Templates' })).toHaveAttribute('href', '/report-template-files');
    expect(sidebar().getByRole('link', { name: 'Exports' })).toHaveAttribute('href', '/exports');
  });
});

describe('shell', () => {
  it('highlights Home on the exact front page only', async () => {
    signIn();
    const { router } = renderRoute('/');
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('data-active', 'true');
    await router.navigate('/customers');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active'));
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('data-active', 'true');
  });

  it('shows breadcrumbs only when there are two or more', async () => {
    signIn({ isAdmin: true, role: 1 });
    const { router } = renderRoute('/users/create');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(within(crumbs).getByText('Create User')).toBeInTheDocument();

    await router.navigate('/users');
    await screen.findByRole('heading', { name: 'Users' }, { timeout: 5_000 });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
  });

  it('opens the profile from the user menu', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Profile' }));
    expect(router.state.location.pathname).toBe('/my-profile');
  });

  it('signs out from the user menu, ending the session on the server', async () => {
    const user = userEvent.setup();
    const signedIn = signIn();
    const fetchMock = mockApi().mockImplementation(async (input) =>
      input === '/api/auth/logout' ? new Response(null, { status: 204 }) : emptyAnswer(input),
    );
    const { router } = renderRoute('/customers');
    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
    expect(window.sessionStorage.getItem('backoffice.session')).toBeNull();
    const logouts = fetchMock.mock.calls.filter(([input]) => input === '/api/auth/logout');
    expect(logouts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ renewToken: signedIn.renewToken }]);
  });

  it('asks before Sign Out throws away what the page holds unsaved', async () => {
    const user = userEvent.setup();
    signIn();
    mockApi().mockImplementation(async (input) =>
      input === '/api/users/me' ? jsonResponse(200, sessionStore.get()?.user) : emptyAnswer(input),
    );
    const { router } = renderRoute('/my-profile');
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '+45 1234');
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText(formMessages.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(sessionStore.get()).not.toBeNull();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+45 1234');

    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
  });

  it('has Skip to main content as its first tab stop, which moves focus to the main content', async () => {
    const user = userEvent.setup();
    signIn();
    renderRoute('/customers');
    await screen.findByRole('heading', { name: 'Clients' }, { timeout: 5_000 });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('shows a not-found page for unknown addresses', async () => {
    signIn({ isAdmin: true, role: 2 });
    renderRoute('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
