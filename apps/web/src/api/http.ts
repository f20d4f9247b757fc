import { totalCountHeader } from '@backoffice/contracts';
import { sessionStore } from '../session/session-store.ts';
import { ApiError, isAbortError, isAccessError, isSignedOutError } from './api-error.ts';
import { browser } from './browser.ts';
import { readClientKey } from './client-key.ts';
import { errorMessageFor } from './error-messages.ts';
import { notifyError } from './error-notifier.ts';
import { reportError } from './error-reporting.ts';

export const apiBase = '/api';
const loginPath = '/login';

type QueryParams = Record<string, string | number | undefined | null>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  /**
   * On 401: sign out and load the sign-in page. Off for sign-in and password reset calls. A 403
   * never ends the session: it shows the server's message like other failures.
   */
  redirect?: boolean;
  /** Show the standard error toast; off when the caller words the failure itself. */
  notify?: boolean;
  /**
   * A 400's field errors go here first (a form puts them on its fields); it answers the lines no
   * field took, and only those are toasted.
   */
  fieldErrors?: (error: ApiError) => string[];
  /** Cancels the call (react-query's signal: leaving a page cancels its queries). */
  signal?: AbortSignal;
  /**
   * The bearer token to send instead of the staff session's (the client area's own session);
   * null sends none. Left out: the staff session's token.
   */
  bearerToken?: string | null;
  /** On 401/403: called instead of the staff sign-out or the toast (the client area's own session). */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * On 409: true when the caller takes the failure itself, and no toast shows (a save of an older
   * version: its form shows the message with Reload).
   */
  onConflict?: (error: ApiError) => boolean;
}

function buildUrl(path: string, query?: QueryParams): string {
  const url = `${apiBase}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The headers every API call carries: no-cache, the bearer token (the staff session's unless one
 * is given; null sends none) and the client key when configured.
 */
export function apiHeaders(bearerToken?: string | null): Headers {
  const headers = new Headers({ 'Cache-Control': 'no-cache' });
  const token = bearerToken === undefined ? sessionStore.get()?.bearerToken : bearerToken;
  if (token) headers.set('Authorization', `bearer ${token}`);
  const clientKey = readClientKey();
  if (clientKey) headers.set('X-Client-Key', clientKey);
  return headers;
}

function buildHeaders(withBody: boolean, bearerToken?: string | null): Headers {
  const headers = apiHeaders(bearerToken);
  headers.set('Accept', 'application/json');
  if (withBody) headers.set('Content-Type', 'application/json');
  return headers;
}

/** An answer's body: parsed JSON when it says so, else its text; undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The standard toast for a failed call. */
export function notifyApiError(error: ApiError): void {
  const message = errorMessageFor(error.status, error.body);
  if (message) notifyError(message);
}

/** Ends the staff session and loads the sign-in page (what a 401 does). */
export function endStaffSession(): void {
  sessionStore.clear();
  if (browser.pathname() !== loginPath) browser.loadPage(loginPath);
}

function showFailure(error: ApiError, options: RequestOptions): void {
  if (options.notify === false) return;
  if (error.status === 400 && options.fieldErrors) {
    const rest = options.fieldErrors(error);
    if (rest.length) notifyError(rest.join('\n'));
    return;
  }
  notifyApiError(error);
}

function handleFailure(error: ApiError, options: RequestOptions): never {
  if (isAccessError(error) && options.onUnauthorized) {
    options.onUnauthorized(error);
  } else if (isSignedOutError(error) && options.redirect !== false) {
    endStaffSession();
  } else if (error.status === 409 && options.onConflict?.(error)) {
    // Taken by the caller.
  } else {
    showFailure(error, options);
  }
  reportError(error);
  throw error;
}

/** An aborted call is rethrown as it is: the page that asked is gone, so nothing is shown or reported. */
function rethrowIfAborted(cause: unknown, signal: AbortSignal | undefined): void {
  if (isAbortError(cause) || signal?.aborted) throw cause;
}

async function send(path: string, options: RequestOptions): Promise<{ body: unknown; headers: Headers }> {
  const withBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(withBody, options.bearerToken),
      body: withBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    rethrowIfAborted(cause, options.signal);
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
    reportError(error);
    throw error;
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (cause) {
    rethrowIfAborted(cause, options.signal);
    throw cause;
  }
  if (!response.ok) handleFailure(new ApiError(response.status, body), options);
  return { body, headers: response.headers };
}

async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).body as T;
}

export interface Page<T> {
  items: T[];
  /** Rows of the whole list, from the answer's X-Total-Count header. */
  total: number;
}

/** One page of a list that the server pages (`limit`/`offset` in the query). */
async function requestPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const { body, headers } = await send(path, options);
  const items = (body ?? []) as T[];
  return { items, total: Number(headers.get(totalCountHeader) ?? items.length) };
}

/** Options of one call of `http` (everything but the method and body). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export const http = {
  get: <T>(path: string, options?: CallOptions) => request<T>(path, { ...options, method: 'GET' }),
  getPage: <T>(path: string, options?: CallOptions) => requestPage<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    request<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    request<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T = void>(path: string, options?: CallOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};
