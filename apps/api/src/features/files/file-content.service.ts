import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';

/** Stored bytes as the content check reads them: the start, and all of them when needed. */
export interface StoredBytes {
  size: number;
  readStart(length: number): Promise<Buffer>;
  readAll(): Promise<Buffer>;
}

/** What `file-type` must find for each extension whose format has a signature. */
const detectedAs: Record<string, readonly string[]> = {
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  // Legacy Excel is an OLE compound file; file-type names the container.
  xls: ['cfb'],
};

/** Enough for the signatures, and for the first entries of a ZIP (where Office names its type). */
const headLength = 1024 * 1024;
const svgHeadLength = 64 * 1024;

async function detected(bytes: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.ext;
}

/** Office Open XML: the type is found from the ZIP entries; the whole file when the start was not enough. */
async function matchesZipBased(bytes: StoredBytes, extension: string): Promise<boolean> {
  const head = await bytes.readStart(headLength);
  const found = await detected(head);
  if (found === extension) return true;
  if (head.length >= bytes.size || (found !== undefined && found !== 'zip')) return false;
  return (await detected(await bytes.readAll())) === extension;
}

/** Where the SVG's root element starts, after what may precede it; -1 when something else comes first. */
function svgRootStart(text: string): number {
  const after = (marker: string, from: number) => {
    const found = text.indexOf(marker, from);
    return found < 0 ? -1 : found + marker.length;
  };
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    const rest = text.slice(at, at + 9);
    if (rest.startsWith('<?xml')) at = after('?>', at + 5);
    else if (rest.startsWith('<!--')) at = after('-->', at + 4);
    else if (rest.toUpperCase().startsWith('<!DOCTYPE')) {
      const end = after('>', at);
      // An internal subset ([…]) could declare entities: not accepted.
      if (end < 0 || text.slice(at, end).includes('[')) return -1;
      at = end;
    } else return at;
    if (at < 0) return -1;
  }
}

export function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = new TextDecoder('utf-8').decode(head);
  const at = svgRootStart(text);
  return at >= 0 && /^<svg[\s>/]/.test(text.slice(at, at + 5));
}

export function isPlainText(bytes: Buffer): boolean {
  return !bytes.includes(0) && isUtf8(bytes);
}

/**
 * Whether the bytes are of the type the extension names: the format's signature (file-type), an
 * `<svg` root for SVG, and valid UTF-8 without NUL bytes for text.
 */
export async function contentMatches(extension: string, bytes: StoredBytes): Promise<boolean> {
  if (bytes.size === 0) return false;
  switch (extension) {
    case 'svg':
      return looksLikeSvg(await bytes.readStart(svgHeadLength));
    case 'txt':
      return isPlainText(await bytes.readAll());
    case 'docx':
    case 'xlsx':
      return matchesZipBased(bytes, extension);
    default: {
      const expected = detectedAs[extension];
      if (!expected) return false;
      const found = await detected(await bytes.readStart(headLength));
      return found !== undefined && expected.includes(found);
    }
  }
}
