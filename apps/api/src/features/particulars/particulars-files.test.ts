import { FormStatus, fileTypeNotAllowedMessage, type Particulars, Role, uploadMessages } from '@backoffice/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { createPendingFile, download, sampleFiles, uploadFile } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { files, particularsItemFiles } from '../../db/schema/index.ts';
import { fileMessages } from '../files/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

async function read(headers: Headers, vesselId: number) {
  const res = await t.app.inject({ url: `/api/vessels/${vesselId}/particulars`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Particulars;
}

function put(headers: Headers, vesselId: number, body: object) {
  return t.app.inject({ method: 'PUT', url: `/api/vessels/${vesselId}/particulars`, headers, payload: body });
}

/** The first two sections with the given files (by id), as a save sends them. */
function withFiles(form: Particulars, first: number[], second: number[] = []) {
  const [a, b] = form.formItems;
  return {
    status: FormStatus.Draft,
    formItems: [
      { id: a!.id, requestText: a!.requestText, files: first.map((id) => ({ id })) },
      { id: b!.id, requestText: b!.requestText, files: second.map((id) => ({ id })) },
    ],
  };
}

describe('particulars files', () => {
  it('attaches uploaded png and pdf files, lists them with a fileUrl in order, and removes them', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const vessel = await buildVessel(db);
    const form = await read(user.headers, vessel.id);
    const png = await uploadFile(t.app, user.headers, { name: 'ga-plan.png' });
    const pdf = await uploadFile(t.app, user.headers, { name: 'shop-test.pdf' });
    const docx = await uploadFile(t.app, user.headers, { name: 'noon-reports.docx' });

    const res = await put(user.headers, vessel.id, withFiles(form, [pdf.id, png.id, pdf.id], [docx.id]));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Particulars;
    expect(saved.formItems[0]!.files).toEqual([
      { id: pdf.id, name: 'shop-test.pdf', mimeType: 'application/pdf', fileUrl: expect.any(String) },
      { id: png.id, name: 'ga-plan.png', mimeType: 'image/png', fileUrl: expect.any(String) },
    ]);
    expect(saved.formItems[1]!.files).toMatchObject([{ id: docx.id, name: 'noon-reports.docx' }]);
    const listed = await read(user.headers, vessel.id);
    expect(listed.formItems.map((item) => item.files.map((file) => file.id))).toEqual([[pdf.id, png.id], [docx.id]]);
    const bytes = await download(t.app, listed.formItems[0]!.files[1]!.fileUrl!);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload).toEqual(sampleFiles.png);

    // Remove the pdf from the first section and move the docx up; then delete the second section.
    const changed = await put(user.headers, vessel.id, withFiles(listed, [docx.id, png.id]));
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Particulars).formItems.map((item) => item.files.map((file) => file.id))).toEqual([
      [docx.id, png.id],
      [],
    ]);
    const [first] = listed.formItems;
    const deleted = await put(user.headers, vessel.id, {
      status: FormStatus.Draft,
      formItems: [{ id: first!.id, requestText: first!.requestText, files: [] }],
    });
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json() as Particulars).formItems).toMatchObject([{ id: first!.id, files: [] }]);
    const itemIds = listed.formItems.map((item) => item.id);
    expect(await db.select().from(particularsItemFiles).where(inArray(particularsItemFiles.itemId, itemIds))).toEqual(
      [],
    );
    // The files stay with the files feature.
    const kept = await db
      .select({ id: files.id, deletedOn: files.deletedOn })
      .from(files)
      .where(inArray(files.id, [png.id, pdf.id, docx.id]));
    expect(kept).toHaveLength(3);
    expect(kept.every((file) => file.deletedOn === null)).toBe(true);
  });

  it('answers 400 on formItems.<index>.files for a file not uploaded, of another type, unknown or deleted; nothing changes', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await buildVessel(t.database.db);
    const form = await read(user.headers, vessel.id);
    const good = await uploadFile(t.app, user.headers, { name: 'ok.png' });
    const pending = await createPendingFile(t.app, user.headers, { name: 'later.pdf' });
    const svg = await uploadFile(t.app, user.headers, { name: 'hull.svg', usage: 'image' });
    const gone = await uploadFile(t.app, user.headers, { name: 'gone.pdf' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/files/${gone.id}`, headers: user.headers })).statusCode,
    ).toBe(204);

    const cases: [object, Record<string, string[]>][] = [
      [withFiles(form, [good.id, pending.file.id]), { 'formItems.0.files': [uploadMessages.fileNotUploaded] }],
      [withFiles(form, [], [svg.id]), { 'formItems.1.files': [fileTypeNotAllowedMessage('default')] }],
      [
        withFiles(form, [999_999], [gone.id]),
        { 'formItems.0.files': [fileMessages.notFound], 'formItems.1.files': [fileMessages.deleted] },
      ],
      [
        { status: FormStatus.Draft, formItems: [{ requestText: 'New section', files: [{ id: pending.file.id }] }] },
        { 'formItems.0.files': [uploadMessages.fileNotUploaded] },
      ],
    ];
    for (const [body, answer] of cases) {
      const res = await put(user.headers, vessel.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    expect(await read(user.headers, vessel.id)).toEqual(form);
  });

  it('keeps a file already attached to the section even after it was deleted, but does not attach it elsewhere', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await buildVessel(t.database.db);
    const form = await read(user.headers, vessel.id);
    const pdf = await uploadFile(t.app, user.headers, { name: 'propeller.pdf' });
    expect((await put(user.headers, vessel.id, withFiles(form, [pdf.id]))).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/files/${pdf.id}`, headers: user.headers });

    const again = await put(user.headers, vessel.id, withFiles(form, [pdf.id]));
    expect(again.statusCode).toBe(200);
    expect((again.json() as Particulars).formItems[0]!.files).toMatchObject([
      { id: pdf.id, fileUrl: expect.any(String) },
    ]);

    const elsewhere = await put(user.headers, vessel.id, withFiles(form, [pdf.id], [pdf.id]));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ 'formItems.1.files': [fileMessages.deleted] });
    const links = await t.database.db
      .select()
      .from(particularsItemFiles)
      .where(eq(particularsItemFiles.fileId, pdf.id));
    expect(links.map((link) => link.itemId)).toEqual([form.formItems[0]!.id]);
  });
});
