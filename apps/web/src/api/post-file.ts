import { ApiError, isSignedOutError } from './api-error.ts';
import { reportError } from './error-reporting.ts';
import { apiBase, apiHeaders, endStaffSession, readBody } from './http.ts';

/**
 * POSTs one file as multipart/form-data (field `file`). Failures throw an ApiError without a toast
 * (the caller words them); 401/403 end the session like every other call.
 */
export async function postFile<T>(path: string, file: File, field = 'file'): Promise<T> {
  const body = new FormData();
  body.append(field, file, file.name);
  let response: Response;
  try {
    const headers = apiHeaders();
    headers.set('Accept', 'application/json');
    response = await fetch(`${apiBase}/${path}`, { method: 'POST', headers, body });
  } catch (cause) {
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
    reportError(error);
    throw error;
  }
  const answer = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, answer);
    if (isSignedOutError(error)) endStaffSession();
    reportError(error);
    throw error;
  }
  return answer as T;
}
