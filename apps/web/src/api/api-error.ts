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

/** A 401 or 403: the session has ended or never reached this call. */
export function isSignedOutError(error: unknown): error is ApiError {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
