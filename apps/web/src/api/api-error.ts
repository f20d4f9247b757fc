export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function errorText(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  return undefined;
}

/** A 401: the session has ended (or never reached this call). */
export function isSignedOutError(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401;
}

/** A 401 or 403: the token does not open this call. */
export function isAccessError(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** The call was cancelled (react-query aborts the queries of a page that is left): nothing to show or report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** A 400 answer's field errors (`{ "<field.path>": ["message", …] }`), or null for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = error.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields: Record<string, string[]> = {};
  for (const [path, value] of Object.entries(body)) {
    fields[path] = Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return fields;
}
