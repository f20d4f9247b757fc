import {
  type ClientParticulars,
  type CreateFileResponse,
  type FileUsage,
  FormStatus,
  fileExtension,
  fileTooLargeMessage,
  fileTypeNotAllowedMessage,
  formMessages,
  limits,
  mimeTypesByExtension,
  Role,
  uploadMessages,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import {
  buildParticulars,
  clientHeaders,
  type Headers,
  storedParticulars,
} from '../../../test/factories-client-area.ts';
import { download, putBytes, sampleFiles, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { files, particulars } from '../../db/schema/index.ts';
import { fileMessages } from '../files/index.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
const db = () => t.database.db;

function getParticulars(headers?: Headers) {
  return t.app.inject({ url: '/api/client/particulars', headers });
}
function putParticulars(headers: Headers | undefined, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/client/particulars', headers, payload });
}
function postClientFile(headers: Headers | undefined, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/client/files', headers, payload });
}

/** Declares a file through `POST client/files`; `bytes` false leaves it without its bytes. */
async function clientUpload(
  headers: Headers,
  name = 'drawing.pdf',
  options: { bytes?: boolean; usage?: FileUsage } = {},
) {
  const extension = fileExtension(name);
  const bytes = sampleFiles[extension]!;
  const mimeType = mimeTypesByExtension[extension]![0];
  const res = await postClientFile(headers, { name, contentSize: bytes.length, mimeType, usage: options.usage });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as CreateFileResponse;
  if (options.bytes !== false) expect((await putBytes(t.app, created.presignedUrl, bytes)).statusCode).toBe(201);
  return created.file;
}

async function openParticulars(options: Parameters<typeof buildParticulars>[2] = {}) {
  const vessel = await buildVessel(db(), { name: 'Nordic Star' });
  const built = await buildParticulars(db(), vessel.id, options);
  return { vessel, ...built, headers: await clientHeaders(t.app, built.form) };
}

describe('GET /api/client/particulars', () => {
  it('answers the sections in order with their request, response and files', async () => {
    const staff = await t.signIn(Role.USER);
    const plan = await uploadFile(t.app, staff.headers, { name: 'plan.pdf' });
    const { form, items, headers } = await openParticulars({
      sections: [
        { title: 'Drawings', requestText: 'Please upload the general arrangement drawing.', fileIds: [plan.id] },
        { title: null, requestText: 'Which paint system is on the hull?', responseText: 'Silicone' },
      ],
    });
    const res = await getParticulars(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vesselName: 'Nordic Star',
      status: FormStatus.Published,
      formItems: [
        {
          id: items[0]!.id,
          title: 'Drawings',
          requestText: 'Please upload the general arrangement drawing.',
          responseText: null,
          position: 0,
          files: [{ id: plan.id, name: 'plan.pdf', mimeType: 'application/pdf', fileUrl: expect.any(String) }],
        },
        {
          id: items[1]!.id,
          title: null,
          requestText: 'Which paint system is on the hull?',
          responseText: 'Silicone',
          position: 1,
          files: [],
        },
      ],
      version: 1,
    });
    expect(res.body).not.toContain(form.pinCode);
    const file = (res.json() as ClientParticulars).formItems[0]!.files[0]!;
    expect((await download(t.app, file.fileUrl!)).rawPayload).toEqual(sampleFiles.pdf);
  });

  it('answers 401 without a token and 403 for a staff token', async () => {
    await openParticulars();
    const staff = await t.signIn(Role.ADMIN);
    expect((await getParticulars()).statusCode).toBe(401);
    expect((await getParticulars(staff.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/client/files', () => {
  it("refuses a file beyond the form's cap of bytes, counting what the client declared before", async () => {
    const { headers } = await openParticulars();
    const big = { name: 'scan.pdf', contentSize: limits.maxUploadBytes, mimeType: 'application/pdf' };
    const fits = Math.floor(limits.maxClientFormBytes / limits.maxUploadBytes);
    for (let i = 0; i < fits; i += 1) expect((await postClientFile(headers, big)).statusCode).toBe(201);
    const refused = await postClientFile(headers, big);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ contentSize: [formMessages.clientFormFull] });
    // A small one still fits in what is left.
    expect((await postClientFile(headers, { ...big, contentSize: 1024 })).statusCode).toBe(201);
  });

  it("declares a file as POST files does and marks it as this form's client's", async () => {
    const { form, headers } = await openParticulars();
    const res = await postClientFile(headers, {
      name: 'Hull survey.pdf',
      contentSize: sampleFiles.pdf!.length,
      mimeType: 'application/pdf',
    });
    expect(res.statusCode).toBe(201);
    const { presignedUrl, file } = res.json() as CreateFileResponse;
    expect(file).toEqual({
      id: expect.any(Number),
      name: 'Hull survey.pdf',
      description: null,
      contentSize: sampleFiles.pdf!.length,
      mimeType: 'application/pdf',
      fileUrl: null,
    });
    const [row] = await db().select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ clientForm: `particulars:${form.id}`, createdByUserId: null, usage: 'default' });
    expect((await putBytes(t.app, presignedUrl, sampleFiles.pdf!)).statusCode).toBe(201);
    const [uploaded] = await db().select().from(files).where(eq(files.id, file.id));
    expect(uploaded!.uploadedOn).not.toBeNull();
  });

  it('answers 400 as POST files does, and 409 once the form is Complete, declaring nothing', async () => {
    const { form, headers } = await openParticulars();
    const cases: [object, string][] = [
      [{ name: 'big.pdf', contentSize: 94_371_841, mimeType: 'application/pdf' }, 'contentSize'],
      [{ name: 'tool.exe', contentSize: 10, mimeType: 'application/octet-stream' }, 'name'],
      [{ name: 'a.pdf', contentSize: 10, mimeType: 'image/png' }, 'mimeType'],
      [{ name: 'a.pdf', contentSize: 0, mimeType: 'application/pdf' }, 'contentSize'],
      [{ contentSize: 10, mimeType: 'application/pdf' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await postClientFile(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    }
    const tooLarge = await postClientFile(headers, cases[0]![0]);
    expect(tooLarge.json()).toEqual({ contentSize: [fileTooLargeMessage] });

    await db().update(particulars).set({ status: FormStatus.Complete }).where(eq(particulars.id, form.id));
    const complete = await postClientFile(headers, { name: 'a.pdf', contentSize: 10, mimeType: 'application/pdf' });
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toEqual({ error: formMessages.formComplete });
    expect(await db().select().from(files)).toEqual([]);
  });
});

describe('PUT /api/client/particulars', () => {
  it('sets the response texts and files of the sections sent, keeping the others', async () => {
    const staff = await t.signIn(Role.USER);
    const plan = await uploadFile(t.app, staff.headers, { name: 'plan.pdf' });
    const template = await uploadFile(t.app, staff.headers, { name: 'template.docx' });
    const { form, items, headers } = await openParticulars({
      sections: [
        { title: 'Drawings', requestText: 'Upload drawings', fileIds: [plan.id, template.id] },
        { title: 'Paint', requestText: 'Which paint?', responseText: 'Silicone' },
        { title: 'Engine', requestText: 'Engine log?', responseText: 'Attached' },
      ],
    });
    const drawing = await clientUpload(headers, 'drawing.pdf');
    const photo = await clientUpload(headers, 'hull.png');

    const res = await putParticulars(headers, {
      formItems: [
        { id: items[0]!.id, responseText: 'See the drawing', files: [{ id: drawing.id }, { id: plan.id }] },
        { id: items[1]!.id, responseText: null, files: [{ id: photo.id }, { id: photo.id }], requestText: 'Changed' },
      ],
      status: FormStatus.Complete,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ClientParticulars;
    expect(body.status).toBe(FormStatus.Published);
    expect(body.formItems.map((item) => [item.requestText, item.responseText, item.files.map((f) => f.id)])).toEqual([
      ['Upload drawings', 'See the drawing', [drawing.id, plan.id]],
      ['Which paint?', null, [photo.id]],
      ['Engine log?', 'Attached', []],
    ]);
    expect(body.formItems[0]!.files[0]).toEqual({
      id: drawing.id,
      name: 'drawing.pdf',
      mimeType: 'application/pdf',
      fileUrl: expect.any(String),
    });
    const stored = await storedParticulars(db(), form.id);
    expect(stored.form.status).toBe(FormStatus.Published);
    expect(stored.items.map((item) => item.requestText)).toEqual(['Upload drawings', 'Which paint?', 'Engine log?']);
    const withoutUrls = (read: ClientParticulars) =>
      read.formItems.map((item) => ({ ...item, files: item.files.map(({ fileUrl: _url, ...file }) => file) }));
    expect(withoutUrls(await getParticulars(headers).then((r) => r.json()))).toEqual(withoutUrls(body));

    // The text is kept when not sent; a file the section still has may be sent again.
    const again = await putParticulars(headers, { formItems: [{ id: items[0]!.id, files: [{ id: plan.id }] }] });
    expect(again.statusCode).toBe(200);
    expect(again.json().formItems[0]).toMatchObject({ responseText: 'See the drawing', files: [{ id: plan.id }] });
  });

  it('answers 400 on the files of a section for a file the client may not attach, saving nothing', async () => {
    const staff = await t.signIn(Role.USER);
    const staffFile = await uploadFile(t.app, staff.headers, { name: 'internal.pdf' });
    const { form, items, headers, vessel } = await openParticulars();
    const otherVessel = await buildVessel(db(), { projectId: vessel.projectId });
    const other = await buildParticulars(db(), otherVessel.id);
    const otherHeaders = await clientHeaders(t.app, other.form);
    const othersFile = await clientUpload(otherHeaders, 'theirs.pdf');
    const pending = await clientUpload(headers, 'pending.pdf', { bytes: false });
    const svg = await clientUpload(headers, 'logo.svg', { usage: 'image' });
    const deleted = await clientUpload(headers, 'gone.pdf');
    await db().update(files).set({ deletedOn: new Date() }).where(eq(files.id, deleted.id));
    const good = await clientUpload(headers, 'good.pdf');
    const before = await storedParticulars(db(), form.id);

    const cases: [number, string][] = [
      [staffFile.id, fileMessages.notFound],
      [othersFile.id, fileMessages.notFound],
      [999_999, fileMessages.notFound],
      [pending.id, uploadMessages.fileNotUploaded],
      [deleted.id, fileMessages.deleted],
      [svg.id, fileTypeNotAllowedMessage('default')],
    ];
    for (const [fileId, message] of cases) {
      const res = await putParticulars(headers, {
        formItems: [
          { id: items[0]!.id, responseText: 'changed', files: [{ id: good.id }] },
          { id: items[1]!.id, responseText: 'changed', files: [{ id: fileId }] },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ 'formItems.1.files': [message] });
    }
    const svgAsDefault = await postClientFile(headers, {
      name: 'logo.svg',
      contentSize: 10,
      mimeType: 'image/svg+xml',
    });
    expect(svgAsDefault.statusCode).toBe(400);
    expect(await storedParticulars(db(), form.id)).toEqual(before);
  });

  it('answers 400 on the id for a section of another form, saving nothing', async () => {
    const { form, items, headers, vessel } = await openParticulars();
    const otherVessel = await buildVessel(db(), { projectId: vessel.projectId });
    const other = await buildParticulars(db(), otherVessel.id);
    const before = await storedParticulars(db(), form.id);
    const otherBefore = await storedParticulars(db(), other.form.id);
    for (const id of [other.items[0]!.id, 999_999]) {
      const res = await putParticulars(headers, {
        formItems: [
          { id: items[0]!.id, responseText: 'changed' },
          { id, responseText: 'sneaky' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ 'formItems.1.id': [formMessages.unknownItem] });
    }
    expect(await storedParticulars(db(), form.id)).toEqual(before);
    expect(await storedParticulars(db(), other.form.id)).toEqual(otherBefore);
  });

  it('answers 409 for a Complete form and 400 for a malformed body, saving nothing', async () => {
    const { form, items, headers } = await openParticulars();
    const before = await storedParticulars(db(), form.id);
    const malformed: [object, string][] = [
      [{}, 'formItems'],
      [{ formItems: [{ id: 'x' }] }, 'formItems.0.id'],
      [{ formItems: [{ id: items[0]!.id, responseText: 5 }] }, 'formItems.0.responseText'],
      [{ formItems: [{ id: items[0]!.id, responseText: 'x'.repeat(20_001) }] }, 'formItems.0.responseText'],
      [{ formItems: [{ id: items[0]!.id, files: [{ id: 'a' }] }] }, 'formItems.0.files.0.id'],
    ];
    for (const [body, field] of malformed) {
      const res = await putParticulars(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    }
    await db().update(particulars).set({ status: FormStatus.Complete }).where(eq(particulars.id, form.id));
    const complete = await putParticulars(headers, { formItems: [{ id: items[0]!.id, responseText: 'late' }] });
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toEqual({ error: formMessages.formComplete });
    expect(await storedParticulars(db(), form.id)).toEqual({
      ...before,
      form: { ...before.form, status: 2, modifiedOn: expect.any(Date) },
    });
  });
});
