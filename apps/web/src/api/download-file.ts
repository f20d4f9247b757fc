import { ApiError, isSignedOutError } from './api-error.ts';
import { reportError } from './error-reporting.ts';
import { apiBase, apiHeaders, endStaffSession, notifyApiError, readBody } from './http.ts';

/** The name a Content-Disposition header gives (RFC 6266 `filename*` first), else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started by now; give the browser a moment before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads an API path that needs the staff token (a plain link would go without it) and saves
 * the answer under the name the server gives. Failures get the standard toast (401/403 end the
 * session like every other call); answers whether the file was saved.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/${path}`, { method: 'GET', headers: apiHeaders() });
  } catch (cause) {
    reportError(new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error'));
    return false;
  }
  if (!response.ok) {
    const error = new ApiError(response.status, await readBody(response));
    if (isSignedOutError(error)) endStaffSession();
    else notifyApiError(error);
    reportError(error);
    return false;
  }
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('Content-Disposition'), fallbackName));
  return true;
}
