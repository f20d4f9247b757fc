import { ApiError } from '../api/api-error.ts';
import { browser } from '../api/browser.ts';
import { readClientKey } from '../api/client-key.ts';
import { reportError } from '../api/error-reporting.ts';
import { apiBase, loginPath } from '../api/http.ts';
import { sessionStore } from '../session/session-store.ts';

function headers(): Headers {
  const result = new Headers({ 'Cache-Control': 'no-cache', Accept: 'application/json' });
  const token = sessionStore.get()?.bearerToken;
  if (token) result.set('Authorization', `bearer ${token}`);
  const clientKey = readClientKey();
  if (clientKey) result.set('X-Client-Key', clientKey);
  return result;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs one file as multipart/form-data (field `file`). Failures throw an ApiError without a toast
 * (the caller words them); 401/403 end the session like every other call.
 */
export async function postFile<T>(path: string, file: File, field = 'file'): Promise<T> {
  const body = new FormData();
  body.append(field, file, file.name);
  let response: Response;
  try {
    response = await fetch(`${apiBase}/${path}`, { method: 'POST', headers: headers(), body });
  } catch (cause) {
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
    reportError(error);
    throw error;
  }
  const answer = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, answer);
    if (response.status === 401 || response.status === 403) {
      sessionStore.clear();
      if (browser.pathname() !== loginPath) browser.loadPage(loginPath);
    }
    reportError(error);
    throw error;
  }
  return answer as T;
}
