import { uploadMessages } from '@backoffice/contracts';
import { errorText, isApiError } from './api-error.ts';

/**
 * The server's words for a refused import (its error, a plain text answer or its field messages):
 * a bad row, too many rows, a file too large, an import still running. The spec's import message
 * when it said nothing usable.
 */
export function importFailureText(error: unknown): string {
  if (!isApiError(error)) return uploadMessages.importFailed;
  const { body } = error;
  if (typeof body === 'string' && body.trim()) return body;
  const text = errorText(body);
  if (text) return text;
  if (body && typeof body === 'object') {
    const lines = Object.values(body).flatMap((value) => (Array.isArray(value) ? value.map(String) : []));
    if (lines.length) return lines.join('\n');
  }
  return uploadMessages.importFailed;
}
