/** Types a browser may show in place: images and PDF. Everything else is offered as a download. */
export function showsInline(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return type.startsWith('image/') || type === 'application/pdf';
}

/** RFC 5987 percent-encoding of a UTF-8 parameter value. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A `Content-Disposition` value naming the file: `inline` or `attachment`, an ASCII fallback name
 * for old clients and the exact name as `filename*`.
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/**
 * The Content-Security-Policy a stored file is served with. An SVG (or anything else) opened
 * directly gets no script, no plug-ins and an opaque origin, so it cannot act within the app's
 * origin. PDFs get none: browsers' PDF viewers refuse to run in a sandboxed document, and PDF
 * scripts run inside the viewer, never in the page's origin.
 */
export function storedFileCsp(contentType: string): string | null {
  return contentType.toLowerCase() === 'application/pdf'
    ? null
    : "default-src 'none'; style-src 'unsafe-inline'; sandbox";
}
