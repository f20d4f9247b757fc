import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../api/api-error.ts';

/** Thrown by a page whose record does not exist, or is not the one its address names. */
export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Whether the error means "nothing here": a NotFoundError, an API 404 or a router 404. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  if (isApiError(error)) return error.status === 404;
  return isRouteErrorResponse(error) && error.status === 404;
}
