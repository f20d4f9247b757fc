import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import {
  type CreateFileResponse,
  type FileDto,
  type FileUsage,
  fileExtension,
  mimeTypesByExtension,
} from '@backoffice/contracts';
import { afterAll } from 'vitest';
import type { App } from '../src/app.ts';

type Headers = Record<string, string>;

/** A ZIP of stored (uncompressed) entries, enough for Office Open XML detection. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An Office file of one part; with `linked`, the package's relationships name it, as a reader needs. */
function officeZip(mainPart: string, mainType: string, body: string, linked = false): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    (linked
      ? '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      : '') +
    `<Override PartName="/${mainPart}" ContentType="${mainType}.main+xml"/></Types>`;
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/>` +
    '</Relationships>';
  return zipOf({ '[Content_Types].xml': contentTypes, [mainPart]: body, ...(linked ? { '_rels/.rels': rels } : {}) });
}

const wordType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const emptyBody =
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>';

/** A docx a reader opens (sampleFiles.docx is one only to file type detection): an empty document, a maker's Word template of no tags. */
export const readableDocx = officeZip('word/document.xml', wordType, emptyBody, true);

/** Small, valid contents of every allowed type, by extension. */
export const sampleFiles: Record<string, Buffer> = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  txt: Buffer.from('Main engine: 12,000 kW\nÆrø — ☂\n'),
  svg: Buffer.from(
    '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>\n',
  ),
  docx: officeZip('word/document.xml', wordType, emptyBody),
  xlsx: officeZip(
    'xl/workbook.xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  ),
  xls: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
};
sampleFiles.jpeg = sampleFiles.jpg!;

/**
 * A fresh DATA_DIR, removed after the test file: `useTestApp({ dataDir: temporaryDataDir() })`
 * keeps uploaded bytes out of the shared cache folder.
 */
export function temporaryDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The path and query of a URL the API signed (root-relative or absolute), for `app.inject`. */
export function injectPath(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) {
    throw new Error(`${what} answered ${res.statusCode} (expected ${status}): ${res.body}`);
  }
}

export interface FileOptions {
  /** Default `photo.png`; the extension picks the sample bytes and the MIME type. */
  name?: string;
  mimeType?: string;
  bytes?: Buffer | string;
  usage?: FileUsage;
}

function resolve(options: FileOptions) {
  const name = options.name ?? 'photo.png';
  const extension = fileExtension(name);
  const bytes = options.bytes !== undefined ? Buffer.from(options.bytes) : sampleFiles[extension];
  if (!bytes) throw new Error(`no sample bytes for .${extension}: pass bytes`);
  const mimeType = options.mimeType ?? mimeTypesByExtension[extension]?.[0] ?? 'application/octet-stream';
  return { name, bytes, mimeType, usage: options.usage };
}

/** `POST /api/files` only: a declared file whose bytes have not arrived (fileUrl null). */
export async function createPendingFile(
  app: App,
  headers: Headers,
  options: FileOptions & { contentSize?: number } = {},
): Promise<CreateFileResponse> {
  const { name, bytes, mimeType, usage } = resolve(options);
  const res = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers,
    payload: { name, contentSize: options.contentSize ?? bytes.length, mimeType, usage },
  });
  expectStatus(res, 201, 'POST /api/files');
  return res.json();
}

/** PUTs bytes to a presigned URL of the local driver as the browser does. */
export function putBytes(app: App, presignedUrl: string, bytes: Buffer | string, extraHeaders: Headers = {}) {
  return app.inject({
    method: 'PUT',
    url: injectPath(presignedUrl),
    headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/octet-stream', ...extraHeaders },
    payload: Buffer.from(bytes),
  });
}

/** GETs a signed `fileUrl` of the local driver. */
export function download(app: App, fileUrl: string) {
  return app.inject({ url: injectPath(fileUrl) });
}

/**
 * A file uploaded through the real flow (declare, PUT the bytes, read back) with the local driver:
 * stored, checked, with a signed `fileUrl`. Attach it with `{ id }`; use `usage: 'image'` for an SVG.
 * Throws with the API's answer when a step fails.
 */
export async function uploadFile(app: App, headers: Headers, options: FileOptions = {}): Promise<FileDto> {
  const { bytes } = resolve(options);
  const { presignedUrl, file } = await createPendingFile(app, headers, options);
  expectStatus(await putBytes(app, presignedUrl, bytes), 201, `PUT ${injectPath(presignedUrl)}`);
  const res = await app.inject({ url: `/api/files/${file.id}`, headers });
  expectStatus(res, 200, `GET /api/files/${file.id}`);
  return res.json();
}
