import { messages, requestMessages } from '@backoffice/contracts';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type ApiCalls, jsonResponse, mockApi } from '../../test/api.ts';
import { signIn, spyOnToasts } from '../../test/render.tsx';
import { sessionStore } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { browser } from './browser.ts';
import { setErrorReporter } from './error-reporting.ts';
import { http } from './http.ts';

let fetchMock: ApiCalls;
let toasts: ReturnType<typeof spyOnToasts>;
let loadPage: ReturnType<typeof vi.spyOn>;
let reporter: Mock<(error: unknown) => void>;

async function failWith(response: Response, options?: { redirect?: boolean }): Promise<ApiError> {
  fetchMock.mockResolvedValueOnce(response);
  const error = await http.get('users', options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  // The transport's own tests answer placeholders, not real resources.
  fetchMock = mockApi({ checked: false });
  toasts = spyOnToasts();
  loadPage = vi.spyOn(browser, 'loadPage').mockImplementation(() => {});
  vi.spyOn(browser, 'pathname').mockReturnValue('/users');
  reporter = vi.fn();
  setErrorReporter(reporter);
});

afterEach(() => {
  vi.restoreAllMocks();
  setErrorReporter(null);
});

describe('http client requests', () => {
  it('sends the standard headers, the bearer token and the client key', async () => {
    signIn();
    const meta = document.createElement('meta');
    meta.name = 'api-client-key';
    meta.content = 'key-123';
    document.head.append(meta);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 7 }));

    const result = await http.post('users', { fullName: 'A' });

    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users');
    const headers = new Headers(init?.headers);
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('bearer token-1');
    expect(headers.get('X-Client-Key')).toBe('key-123');
    expect(init?.body).toBe('{"fullName":"A"}');
  });

  it('leaves out the body headers, token and client key when there are none, and builds the query', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await http.get('users', { query: { search: 'a b', empty: '' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users?search=a+b');
    const headers = new Headers(init?.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Client-Key')).toBe(false);
  });

  it('sends a given bearer token instead of the staff one, or none for null', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {})).mockResolvedValueOnce(jsonResponse(200, {}));
    await http.get('client/questionnaire', { bearerToken: 'client-7' });
    await http.post('client/token', { pinCode: '1' }, { bearerToken: null });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('bearer client-7');
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).has('Authorization')).toBe(false);
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(204));
    await expect(http.delete('users/3')).resolves.toBeUndefined();
  });
});

describe('http client errors', () => {
  it('400 with fields: one line per field, messages joined, the error key as plain text', async () => {
    const error = await failWith(
      jsonResponse(400, { fullName: ['*'], email: ['Too long', 'Invalid'], error: 'Check the form' }),
    );
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ fullName: ['*'], email: ['Too long', 'Invalid'], error: 'Check the form' });
    expect(toasts.messages()).toEqual(['fullName: *\nemail: Too long, Invalid\nCheck the form']);
    expect(toasts.all()[0]).toMatchObject({ color: 'red' });
  });

  it('400 with a text body shows the text', async () => {
    await failWith(jsonResponse(400, 'Bad things', 'text/plain'));
    expect(toasts.messages()).toEqual(['Bad things']);
  });

  it('404 shows the error text, or the route-not-found text', async () => {
    await failWith(jsonResponse(404, { error: 'User not found' }));
    await failWith(jsonResponse(404));
    expect(toasts.messages()).toEqual(['User not found', messages.routeNotFound]);
  });

  it('409 and other 4xx show the error text', async () => {
    await failWith(jsonResponse(409, { error: 'Department still has users' }));
    await failWith(jsonResponse(429, { error: 'Too many attempts' }));
    expect(toasts.messages()).toEqual(['Department still has users', 'Too many attempts']);
  });

  it('500 shows the server’s words (the database out of reach), the general text when it has none', async () => {
    await failWith(jsonResponse(500, { error: requestMessages.databaseUnreachable }));
    await failWith(jsonResponse(500, {}));
    expect(toasts.messages()).toEqual([requestMessages.databaseUnreachable, messages.serverError]);
  });

  it('503 shows the maintenance text', async () => {
    await failWith(jsonResponse(503, { error: 'down' }));
    expect(toasts.messages()).toEqual([messages.maintenance]);
  });

  it('401 signs out and loads the sign-in page', async () => {
    signIn();
    await failWith(jsonResponse(401, { error: 'no' }));
    expect(sessionStore.get()).toBeNull();
    expect(loadPage).toHaveBeenCalledWith('/login');
    expect(toasts.all()).toEqual([]);
  });

  it('403 keeps the session and shows the server message, or the forbidden text', async () => {
    signIn();
    await failWith(jsonResponse(403, { error: 'Only a Super Admin can do this' }));
    await failWith(jsonResponse(403));
    expect(sessionStore.get()).not.toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
    expect(toasts.messages()).toEqual(['Only a Super Admin can do this', messages.forbidden]);
  });

  it('401 does not reload when already on the sign-in page', async () => {
    vi.spyOn(browser, 'pathname').mockReturnValue('/login');
    await failWith(jsonResponse(401));
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('401 with redirect off keeps the session and shows the error text', async () => {
    signIn();
    await failWith(jsonResponse(401, { error: 'Only a Super Admin can do this' }), { redirect: false });
    expect(loadPage).not.toHaveBeenCalled();
    expect(sessionStore.get()).not.toBeNull();
    expect(toasts.messages()).toEqual(['Only a Super Admin can do this']);
  });

  it.each([401, 403])('%i with onUnauthorized calls it instead of signing out, without a toast', async (status) => {
    signIn();
    const onUnauthorized = vi.fn();
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { error: 'no' }));
    const error = await http.get('client/questionnaire', { onUnauthorized }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(sessionStore.get()).not.toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
    expect(toasts.all()).toEqual([]);
    expect(reporter).toHaveBeenCalledWith(error);
  });

  it('network errors are only logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    setErrorReporter(null);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await http.get('users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(toasts.all()).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('an aborted call is rethrown without a toast, a report or a sign-out', async () => {
    signIn();
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = http.get('users', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
    expect(toasts.all()).toEqual([]);
    expect(reporter).not.toHaveBeenCalled();
    expect(sessionStore.get()).not.toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('400 field errors go to fieldErrors first; only the lines it answers are toasted', async () => {
    const fieldErrors = vi.fn((_error: ApiError) => ['other: Not taken']);
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { name: ['Taken'], other: ['Not taken'] }));
    const error = await http.post('customers', {}, { fieldErrors }).catch((e: unknown) => e);
    expect(fieldErrors).toHaveBeenCalledWith(error);
    expect(toasts.messages()).toEqual(['other: Not taken']);

    fieldErrors.mockReturnValueOnce([]);
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { name: ['Taken'] }));
    await http.post('customers', {}, { fieldErrors }).catch(() => {});
    expect(toasts.messages()).toEqual(['other: Not taken']);
  });

  it('reports every failure before rethrowing it', async () => {
    const error = await failWith(jsonResponse(500, { error: 'boom' }));
    expect(reporter).toHaveBeenCalledWith(error);
    expect(toasts.messages()).toEqual(['boom']);
  });
});
