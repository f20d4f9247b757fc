import { crc32, deflateRawSync } from 'node:zlib';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A zip of the parts, each deflated (the few fields a docx reader needs: no dates, no extras). */
function zip(parts: Record<string, string>): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(8, 8); // deflated
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    header.copy(entry, 8, 6, 30); // flags, method, time, date, CRC, sizes, name length
    entry.writeUInt32LE(offset, 42);
    local.push(header, fileName, packed);
    central.push(entry, fileName);
    offset += header.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/** A docx whose body is the given XML. */
function docxOf(body: string): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  });
}

/** The two report templates of the issue: XML nested 100,000 levels deep, and 200,000 tags. */
export const hostileTemplates = () => [
  docxOf(`${'<w:p>'.repeat(100_000)}${'</w:p>'.repeat(100_000)}`),
  docxOf(`<w:p><w:r><w:t>${'{Vessel name}'.repeat(1000)}</w:t></w:r></w:p>`.repeat(200)),
];

/** Uploads the bytes as an admin's docx file (declare, PUT the bytes) and answers its id. */
export async function uploadDocx(appUrl: string, headers: Record<string, string>, bytes: Buffer): Promise<number> {
  const declared = await fetch(`${appUrl}/api/files`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'template.docx', contentSize: bytes.length, mimeType: docxType, usage: 'docx' }),
  });
  if (declared.status !== 201) throw new Error(`POST /api/files answered ${declared.status}: ${await declared.text()}`);
  const { presignedUrl, file } = (await declared.json()) as { presignedUrl: string; file: { id: number } };
  const put = await fetch(new URL(presignedUrl, appUrl), {
    method: 'PUT',
    headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  if (put.status !== 201) throw new Error(`PUT of the file answered ${put.status}: ${await put.text()}`);
  return file.id;
}

/** Posts the uploaded file as a screening report template; answers the status and the time it took. */
export async function postTemplate(appUrl: string, headers: Record<string, string>, fileId: number) {
  const started = performance.now();
  const res = await fetch(`${appUrl}/api/report-template-files`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ reportType: 0, file: { id: fileId } }),
  });
  await res.text();
  return { status: res.status, ms: performance.now() - started };
}
