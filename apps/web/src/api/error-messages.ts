import { messages } from '@backoffice/contracts';
import { errorText } from './api-error.ts';

/** One line per field, 'field: messages joined by comma'; the `error` key as plain text. */
export function fieldErrorLines(fields: object): string[] {
  return Object.entries(fields).map(([field, value]) => {
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    return field === 'error' ? text : `${field}: ${text}`;
  });
}

function bodyText(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body;
  return errorText(body);
}

/** The toast text for a failed answer, or undefined when nothing is shown (network errors). */
export function errorMessageFor(status: number, body: unknown): string | undefined {
  if (status === 0) return undefined;
  if (status === 400) {
    if (body && typeof body === 'object') return fieldErrorLines(body).join('\n');
    return bodyText(body) ?? `Error ${status}`;
  }
  if (status === 403) return errorText(body) ?? messages.forbidden;
  if (status === 404) return errorText(body) ?? messages.routeNotFound;
  if (status === 503) return messages.maintenance;
  if (status >= 500) return errorText(body) ?? messages.serverError;
  return bodyText(body) ?? `Error ${status}`;
}
