import { uploadMessages } from '@backoffice/contracts';
import { errorText } from './api-error.ts';
import { readClientKey } from './client-key.ts';

/** A failed upload, worded for the user. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

function isSameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

function failureText(responseText: string): string {
  try {
    return errorText(JSON.parse(responseText)) ?? uploadMessages.uploadFailed;
  } catch {
    return uploadMessages.uploadFailed;
  }
}

/**
 * PUTs the bytes to a signed upload URL as a block blob, reporting progress in percent. The URL
 * carries its own signature: no Authorization header, and the client key only to our own origin.
 */
export function putBlob(url: string, file: Blob, mimeType: string, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('x-ms-blob-type', 'BlockBlob');
    xhr.setRequestHeader('Content-Type', mimeType);
    const clientKey = isSameOrigin(url) ? readClientKey() : null;
    if (clientKey) xhr.setRequestHeader('X-Client-Key', clientKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(failureText(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new UploadError(uploadMessages.uploadFailed));
    xhr.onabort = () => reject(new UploadError(uploadMessages.uploadFailed));
    xhr.send(file);
  });
}
