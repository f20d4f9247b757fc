import { formMessages, messages } from '@backoffice/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCalls, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { sessionStore } from '../../session/session-store.ts';
import { clientSessions } from './client-session.ts';
import { linkToken, makeQuestionnaire, particularsPath, questionnairePath, tokenAnswer } from './test-data.ts';

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;
let fetchMock: ApiCalls;

type Handlers = Parameters<typeof serveApi>[0];

function stubApi(handlers: Handlers = {}) {
  fetchMock = serveApi({
    'POST /api/client/token': (body) =>
      (body as { pinCode: string }).pinCode === '123456'
        ? jsonResponse(200, tokenAnswer())
        : jsonResponse(401, { error: formMessages.invalidPin }),
    'GET /api/client/questionnaire': () => jsonResponse(200, makeQuestionnaire()),
    'PUT /api/client/questionnaire': () => jsonResponse(200, makeQuestionnaire()),
    ...handlers,
  }) as ApiCalls;
}

/** The Authorization header of each call to a path. */
function authorizationOf(method: string, path: string): (string | null)[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === `/api/${path}` && (init?.method ?? 'GET') === method)
    .map(([, init]) => new Headers(init?.headers).get('Authorization'));
}

function storeClientToken(expires = new Date(Date.now() + 60_000).toISOString()) {
  clientSessions.set(linkToken, { bearerToken: 'client-token-1', expires, form: 'questionnaire' });
}

async function enterPin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  await user.type(await screen.findByLabelText(/PIN Code/), pin);
  await user.click(screen.getByRole('button', { name: 'Open' }));
}

beforeEach(() => {
  toasts = spyOnToasts();
  stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client area PIN gate', () => {
  it('asks for the PIN in its own layout, without the staff shell', async () => {
    renderRoute(questionnairePath);
    expect(await screen.findByLabelText(/PIN Code/)).toBeInTheDocument();
    expect(screen.getByText('Back office')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("requires the PIN ('*') and sends nothing without it", async () => {
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const input = screen.getByLabelText(/PIN Code/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('*');
    expect(screen.getByText('PIN Code (*)')).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Invalid PIN code' for a wrong PIN and stays on the PIN form", async () => {
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await enterPin(user, '999999');
    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.invalidPin]));
    expect(toasts.last()).toMatchObject({ color: 'red' });
    expect(screen.getByLabelText(/PIN Code/)).toBeInTheDocument();
    expect(clientSessions.get(linkToken)).toBeNull();
  });

  it.each([
    [404, formMessages.formNotAvailable],
    [429, formMessages.pinLocked],
  ])('shows the error text of a %i', async (status, text) => {
    stubApi({ 'POST /api/client/token': () => jsonResponse(status, { error: text }) });
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await enterPin(user, '123456');
    await waitFor(() => expect(toasts.messages()).toEqual([text]));
    expect(screen.getByLabelText(/PIN Code/)).toBeInTheDocument();
  });

  it('opens the form with the right PIN, storing the client token apart from the staff session', async () => {
    const staff = signIn();
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await enterPin(user, '123456');

    expect(await screen.findByRole('heading', { name: 'MV Nordic Star' })).toBeInTheDocument();
    const tokenCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/client/token');
    expect(JSON.parse(String(tokenCall?.[1]?.body))).toEqual({ urlHash: linkToken, pinCode: '123456' });
    expect(authorizationOf('POST', 'client/token')).toEqual([null]);
    expect(authorizationOf('GET', 'client/questionnaire')).toEqual(['bearer client-token-1']);
    expect(clientSessions.get(linkToken)).toMatchObject({ bearerToken: 'client-token-1', form: 'questionnaire' });
    expect(window.sessionStorage.getItem(`backoffice.client.${linkToken}`)).toContain('client-token-1');
    expect(sessionStore.get()).toEqual(staff);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('opens the page of the form the link belongs to', async () => {
    stubApi({
      'POST /api/client/token': () => jsonResponse(200, tokenAnswer('questionnaire')),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(particularsPath);
    await enterPin(user, '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe(questionnairePath));
    expect(await screen.findByRole('heading', { name: 'MV Nordic Star' })).toBeInTheDocument();
  });

  it('shows the form at once with a stored token', async () => {
    storeClientToken();
    renderRoute(questionnairePath);
    expect(await screen.findByRole('heading', { name: 'MV Nordic Star' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/PIN Code/)).not.toBeInTheDocument();
  });

  it('treats an expired token as none', async () => {
    storeClientToken(new Date(Date.now() - 1000).toISOString());
    renderRoute(questionnairePath);
    expect(await screen.findByLabelText(/PIN Code/)).toBeInTheDocument();
    expect(authorizationOf('GET', 'client/questionnaire')).toEqual([]);
  });

  it('drops the token and asks for the PIN again on a 401 (expired session or new link)', async () => {
    storeClientToken();
    const staff = signIn();
    stubApi({ 'GET /api/client/questionnaire': () => jsonResponse(401, { error: 'Unauthorized' }) });
    renderRoute(questionnairePath);
    expect(await screen.findByLabelText(/PIN Code/)).toBeInTheDocument();
    expect(clientSessions.get(linkToken)).toBeNull();
    expect(sessionStore.get()).toEqual(staff);
    expect(toasts.messages()).toEqual([formMessages.clientSignedOut]);
  });
});

describe('client area Log out', () => {
  it('clears the token and the stored form and shows the PIN form; the staff session stays', async () => {
    const staff = signIn();
    storeClientToken();
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await screen.findByRole('heading', { name: 'MV Nordic Star' });

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByLabelText(/PIN Code/)).toBeInTheDocument();
    expect(clientSessions.get(linkToken)).toBeNull();
    expect(sessionStore.get()).toEqual(staff);

    // The form was forgotten: signing in again loads it anew.
    await enterPin(user, '123456');
    await screen.findByRole('heading', { name: 'MV Nordic Star' });
    expect(authorizationOf('GET', 'client/questionnaire')).toHaveLength(2);
  });
});

describe('client area unsaved changes', () => {
  function beforeUnloadPrevented(): boolean {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('warns on closing or reloading the tab only while the form is dirty', async () => {
    storeClientToken();
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    const flag = await screen.findByLabelText('Flag');
    expect(beforeUnloadPrevented()).toBe(false);

    await user.type(flag, 'x');
    expect(beforeUnloadPrevented()).toBe(true);

    await user.clear(flag);
    await user.type(flag, 'Denmark');
    expect(beforeUnloadPrevented()).toBe(false);

    await user.type(flag, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(formMessages.questionnaireUpdated));
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(false));
  });

  it('asks before leaving the page with unsaved changes', async () => {
    storeClientToken();
    const user = userEvent.setup();
    const { router } = renderRoute(questionnairePath);
    await user.type(await screen.findByLabelText('Flag'), 'x');

    await act(() => router.navigate('/login'));
    expect(await screen.findByText(formMessages.unsavedChanges)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(questionnairePath);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(questionnairePath);
    expect(screen.getByLabelText('Flag')).toHaveValue('Denmarkx');

    await act(() => router.navigate('/login'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('leaves without asking when nothing changed', async () => {
    storeClientToken();
    const { router } = renderRoute(questionnairePath);
    await screen.findByLabelText('Flag');
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks before Log out with unsaved changes', async () => {
    storeClientToken();
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await user.type(await screen.findByLabelText('Flag'), 'x');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText(formMessages.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(clientSessions.get(linkToken)).not.toBeNull();
    expect(screen.getByLabelText('Flag')).toHaveValue('Denmarkx');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByLabelText(/PIN Code/)).toBeInTheDocument();
    expect(clientSessions.get(linkToken)).toBeNull();
  });
});
