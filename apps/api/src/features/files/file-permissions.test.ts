import {
  type ClientParticulars,
  type CreateFileResponse,
  type FileDto,
  fileExtension,
  fileUsages,
  fileUsageValues,
  messages,
  mimeTypesByExtension,
  Role,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildMaker, buildTechnology } from '../../../test/factories-catalogue.ts';
import { buildParticulars, clientHeaders } from '../../../test/factories-client-area.ts';
import { finishedExport, startExport } from '../../../test/factories-exports.ts';
import { download, putBytes, sampleFiles, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { createReportViaApi } from '../../../test/factories-reports.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { companyProfile, files, reports, reportTemplateFiles, technologyMakers } from '../../db/schema/index.ts';
import type { FileAudience } from './file-permissions.service.ts';
import { createFileAccess, fileMessages } from './files.service.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
const db = () => t.database.db;
type Headers = { authorization: string };
type Who = { name: string; headers: Partial<Headers> };

/** Staff of each role, and the ship owners of two particulars forms (`own` is the form's whose files are tested). */
async function setUp() {
  const user = await t.signIn(Role.USER);
  const admin = await t.signIn(Role.ADMIN);
  const superAdmin = await t.signIn(Role.SUPERADMIN);
  // Files no record holds, so that file ids differ from the ids of the records that hold files.
  for (const name of ['a.png', 'b.png', 'c.png']) {
    await db()
      .insert(files)
      .values({ name, contentSize: 1, mimeType: 'image/png', storageKey: `padding/${name}` });
  }
  const vessel = await buildVessel(db(), { name: 'Nordic Star' });
  const own = await buildParticulars(db(), vessel.id);
  const other = await buildParticulars(db(), (await buildVessel(db(), { name: 'Baltic Dawn' })).id);
  const owner: Who = { name: 'ship owner of the form', headers: await clientHeaders(t.app, own.form) };
  const stranger: Who = { name: 'ship owner of another form', headers: await clientHeaders(t.app, other.form) };
  return {
    vessel,
    own,
    owner,
    stranger,
    user: user.headers,
    admin: admin.headers,
    staff: [
      { name: 'User', headers: user.headers, isAdmin: false },
      { name: 'Admin', headers: admin.headers, isAdmin: true },
      { name: 'Super Admin', headers: superAdmin.headers, isAdmin: true },
    ],
    refusedAlways: [
      { name: 'signed out', headers: {}, status: 401 },
      { ...owner, status: 403 },
      { ...stranger, status: 403 },
    ],
  };
}
type SetUp = Awaited<ReturnType<typeof setUp>>;

const fileUrl = (id: number) => `/api/files/${id}`;
const read = (who: Who, id: number) => t.app.inject({ url: fileUrl(id), headers: who.headers });
const rename = (who: Who, id: number, name: string) =>
  t.app.inject({ method: 'PUT', url: fileUrl(id), headers: who.headers, payload: { name, description: who.name } });
const remove = (who: Who, id: number) => t.app.inject({ method: 'DELETE', url: fileUrl(id), headers: who.headers });

async function storedFile(id: number) {
  const [row] = await db().select().from(files).where(eq(files.id, id));
  const { name, description, deletedOn } = row!;
  return { name, description, deletedOn };
}

/**
 * GET, PUT and DELETE files/{id} by each role answer as the file's access says: a refusal changes
 * nothing and hands out no link; an allowed delete is undone for the next role.
 */
async function expectAccess(s: SetUp, id: number, access: { read: FileAudience; change: FileAudience }) {
  const { name } = await storedFile(id);
  const extension = fileExtension(name);
  for (const who of s.refusedAlways) {
    const before = await storedFile(id);
    for (const answer of [await read(who, id), await rename(who, id, `x.${extension}`), await remove(who, id)]) {
      expect(answer.statusCode, `${who.name} ${answer.body}`).toBe(who.status);
      expect(answer.body).not.toContain('/api/storage/');
    }
    expect(await storedFile(id), who.name).toEqual(before);
  }
  for (const who of s.staff) {
    const mayRead = who.isAdmin || access.read === 'staff';
    const mayChange = who.isAdmin || access.change === 'staff';
    const before = await storedFile(id);
    const got = await read(who, id);
    expect(got.statusCode, `${who.name} GET ${got.body}`).toBe(mayRead ? 200 : 403);
    if (mayRead) expect(await download(t.app, (got.json() as FileDto).fileUrl!)).toHaveProperty('statusCode', 200);
    else expect(got.json()).toEqual({ error: messages.forbidden });

    const newName = `${who.name.replace(' ', '-')}.${extension}`;
    const renamed = await rename(who, id, newName);
    expect(renamed.statusCode, `${who.name} PUT ${renamed.body}`).toBe(mayChange ? 200 : 403);
    const removed = await remove(who, id);
    expect(removed.statusCode, `${who.name} DELETE ${removed.body}`).toBe(mayChange ? 204 : 403);
    if (!mayChange) {
      expect(renamed.body).not.toContain('/api/storage/');
      expect(await storedFile(id), who.name).toEqual(before);
      continue;
    }
    const after = await storedFile(id);
    expect(after).toEqual({ name: newName, description: who.name, deletedOn: expect.any(Date) });
    await db().update(files).set({ deletedOn: null }).where(eq(files.id, id));
  }
}

const adminsOnly = { read: 'admins', change: 'admins' } as const;
const masterData = { read: 'staff', change: 'admins' } as const;
const anyStaff = { read: 'staff', change: 'staff' } as const;

describe('who may read, rename and delete a file', () => {
  it('a data-export workbook: admins only', async () => {
    const s = await setUp();
    const started = await startExport(t.app, s.admin);
    const { file } = await finishedExport(t.app, s.admin, started.id);
    await expectAccess(s, file!.id, adminsOnly);
  });

  it('a report template: admins only', async () => {
    const s = await setUp();
    const template = await uploadFile(t.app, s.admin, { name: 'screening.docx', usage: 'docx' });
    await db().insert(reportTemplateFiles).values({ reportType: 0, fileId: template.id });
    await expectAccess(s, template.id, adminsOnly);
  });

  it("master data (a technology's icon, a maker's templates, the company logo): read by staff, changed by admins", async () => {
    const s = await setUp();
    const icon = await uploadFile(t.app, s.admin, { name: 'icon.svg', usage: 'image' });
    const technology = await buildTechnology(db(), { iconFileId: icon.id });
    const word = await uploadFile(t.app, s.admin, { name: 'maker.docx', usage: 'docx' });
    const calculation = await uploadFile(t.app, s.admin, { name: 'maker.xlsx', usage: 'calculationTemplate' });
    const maker = await buildMaker(db());
    await db().insert(technologyMakers).values({
      technologyId: technology.id,
      makerId: maker.id,
      wordTemplateFileId: word.id,
      calculationTemplateFileId: calculation.id,
      calcSavings: 3,
      calcConfidenceInterval: 10,
      calcEquipmentCost: 100_000,
      calcInstallationCost: 20_000,
      calcOperationCost: 1_000,
    });
    const logo = await uploadFile(t.app, s.admin, { name: 'logo.png', usage: 'image' });
    await db().insert(companyProfile).values({ name: 'Marine Consult', logoFileId: logo.id });
    for (const file of [icon, word, calculation, logo]) await expectAccess(s, file.id, masterData);
  });

  it('report, vessel and particulars files and a client upload: any staff member', async () => {
    const s = await setUp();
    const report = await createReportViaApi(t, s.user, { vesselId: s.vessel.id });
    const reportFile = await uploadFile(t.app, s.user, { name: 'offer.pdf' });
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${report.id}/files`,
      headers: s.user,
      payload: { file: { id: reportFile.id } },
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const impact = await uploadFile(t.app, s.user, { name: 'impact.xlsx', usage: 'regulatoryImpact' });
    await db().update(reports).set({ regulatoryImpactFileId: impact.id }).where(eq(reports.id, report.id));
    const image = await uploadFile(t.app, s.user, { name: 'hull.jpg', usage: 'image' });
    await buildVessel(db(), { vesselImage1FileId: image.id });

    const clientFile = await clientUpload(s.owner.headers as Headers);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/client/particulars',
      headers: s.owner.headers,
      payload: { formItems: [{ id: s.own.items[0]!.id, files: [{ id: clientFile.id }] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const file of [reportFile, impact, image, clientFile]) await expectAccess(s, file.id, anyStaff);
  });

  it('an upload not attached yet, of every usage: any staff member', async () => {
    const s = await setUp();
    for (const usage of fileUsageValues.filter((value) => value !== 'dataExport')) {
      const extension = fileUsages[usage].extensions.find((ext) => sampleFiles[ext]);
      const file = await uploadFile(t.app, s.user, { name: `${usage}.${extension}`, usage });
      await expectAccess(s, file.id, anyStaff);
    }
  });
});

/** `POST client/files` and the bytes, as the client area uploads. */
async function clientUpload(headers: Headers, name = 'drawing.pdf') {
  const bytes = sampleFiles[fileExtension(name)]!;
  const mimeType = mimeTypesByExtension[fileExtension(name)]![0];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client/files',
    headers,
    payload: { name, contentSize: bytes.length, mimeType },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as CreateFileResponse;
  expect((await putBytes(t.app, created.presignedUrl, bytes)).statusCode).toBe(201);
  return created.file;
}

describe('a file only admins may read, elsewhere', () => {
  it('cannot be attached to a record staff read: 400 "File not found", nothing attached', async () => {
    const s = await setUp();
    const started = await startExport(t.app, s.admin);
    const workbook = (await finishedExport(t.app, s.admin, started.id)).file!;
    const template = await uploadFile(t.app, s.admin, { name: 'screening.docx', usage: 'docx' });
    await db().insert(reportTemplateFiles).values({ reportType: 0, fileId: template.id });
    const report = await createReportViaApi(t, s.user, { vesselId: s.vessel.id });

    for (const headers of [s.user, s.admin]) {
      const attached = await t.app.inject({
        method: 'POST',
        url: `/api/reports/${report.id}/files`,
        headers,
        payload: { file: { id: template.id } },
      });
      expect(attached.statusCode).toBe(400);
      expect(attached.json()).toEqual({ file: [fileMessages.notFound] });
      const impact = await t.app.inject({
        method: 'PUT',
        url: `/api/reports/${report.id}/regulatory-impact/file`,
        headers,
        payload: { regulatoryImpactFile: { id: workbook.id } },
      });
      expect(impact.statusCode).toBe(400);
      expect(impact.json()).toEqual({ regulatoryImpactFile: [fileMessages.notFound] });
    }
    const [stored] = await db().select().from(reports).where(eq(reports.id, report.id));
    expect(stored!.regulatoryImpactFileId).toBeNull();
    const listed = await t.app.inject({ url: `/api/reports/${report.id}/files`, headers: s.user });
    expect(listed.json()).toEqual([]);
  });

  it('can be chosen again as a report template by an admin', async () => {
    const s = await setUp();
    const template = await uploadFile(t.app, s.admin, { name: 'screening.docx', usage: 'docx' });
    await db().insert(reportTemplateFiles).values({ reportType: 0, fileId: template.id });
    const access = createFileAccess({ storage: t.app.storage });
    await expect(access.requireAttachable(db(), template.id, 'docx', 'file', { adminFiles: true })).resolves.toBe(
      undefined,
    );
    const refused = await access.requireAttachable(db(), template.id, 'docx', 'file').catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 400, fields: { file: [fileMessages.notFound] } });
  });

  it('gives a User no calculation values: 403 on extract-calculation-data, 404 once deleted', async () => {
    const s = await setUp();
    const started = await startExport(t.app, s.admin);
    const workbook = (await finishedExport(t.app, s.admin, started.id)).file!;
    const extract = (headers: Headers) =>
      t.app.inject({ url: `/api/files/${workbook.id}/extract-calculation-data`, headers });
    const refused = await extract(s.user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: messages.forbidden });
    expect((await extract(s.admin)).statusCode).toBe(422);
    await t.app.inject({ method: 'DELETE', url: fileUrl(workbook.id), headers: s.admin });
    expect((await extract(s.user)).statusCode).toBe(404);
  });
});

describe("a ship owner reaches the files of the own form's particulars only, through the client area", () => {
  it('sees and keeps its own uploads; another form neither lists nor attaches them', async () => {
    const s = await setUp();
    const { owner, stranger } = s;
    const upload = await clientUpload(owner.headers as Headers);
    const item = s.own.items[0]!.id;
    const save = (who: Who, id: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/client/particulars',
        headers: who.headers,
        payload: { formItems: [{ id, files: [{ id: upload.id }] }] },
      });
    expect((await save(owner, item)).statusCode).toBe(200);
    const own = await t.app.inject({ url: '/api/client/particulars', headers: owner.headers });
    const ownFile = (own.json() as ClientParticulars).formItems[0]!.files[0]!;
    expect(ownFile).toMatchObject({ id: upload.id, fileUrl: expect.any(String) });
    expect((await download(t.app, ownFile.fileUrl!)).statusCode).toBe(200);

    const theirs = await t.app.inject({ url: '/api/client/particulars', headers: stranger.headers });
    expect(theirs.body).not.toContain(`"id":${upload.id},`);
    const otherItem = (theirs.json() as ClientParticulars).formItems[0]!.id;
    const attached = await save(stranger, otherItem);
    expect(attached.statusCode).toBe(400);
    expect(attached.json()).toEqual({ 'formItems.0.files': [fileMessages.notFound] });
  });
});
