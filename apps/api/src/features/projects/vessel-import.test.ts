import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages, Role, uploadMessages } from '@backoffice/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { multipartBody, xlsxOf } from '../../../test/factories-clients.ts';
import { contentOf, readQuestionnaire } from '../../../test/factories-questionnaires.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customers, particulars, questionnaires, vessels, vesselTypes } from '../../db/schema/index.ts';
import { defaultParticularsSections } from '../particulars/index.ts';
import { defaultQuestionnaireTemplate } from '../questionnaires/index.ts';

const t = useTestApp();
const fixtures = path.join(import.meta.dirname, '../../../test/fixtures');

async function upload(projectId: number, form: ReturnType<typeof multipartBody>, signedIn = true) {
  const headers = signedIn ? { ...(await t.signIn(Role.USER)).headers, ...form.headers } : form.headers;
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/import-vessels`,
    headers,
    payload: form.payload,
  });
}

async function vesselsOf(projectId: number) {
  const rows = await t.database.db
    .select({ name: vessels.name, type: vesselTypes.name, archivedOn: vessels.archivedOn })
    .from(vessels)
    .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .where(eq(vessels.projectId, projectId))
    .orderBy(asc(vessels.id));
  return rows.map((r) => `${r.name} (${r.type})${r.archivedOn ? ' archived' : ''}`);
}

describe('POST /api/projects/:id/import-vessels', () => {
  it('imports an .xlsx written by exceljs; headers match ignoring case and spaces', async () => {
    await referenceData(t.database.db);
    const project = await buildProject(t.database.db);
    const file = await xlsxOf([
      ['IMO', ' NAME ', 'vesseltype'],
      [9_300_001, 'Nordic Star', 'Bulk Carrier'],
      [9_300_002, 'Ocean Pearl', 'cs'],
    ]);
    const res = await upload(project.id, multipartBody(file));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 2, skipped: [], message: '2 vessels imported' });
    expect(await vesselsOf(project.id)).toEqual(['Nordic Star (Bulk Carrier)', 'Ocean Pearl (Container Ship)']);
    const page = await t.app.inject({
      url: `/api/projects/${project.id}`,
      headers: (await t.signIn(Role.USER)).headers,
    });
    expect(page.json().vessels.map((v: { name: string }) => v.name)).toEqual(['Nordic Star', 'Ocean Pearl']);
  });

  it('gives every imported vessel its questionnaire and particulars as Drafts, and the status Questionnaire Draft', async () => {
    await referenceData(t.database.db);
    const project = await buildProject(t.database.db);
    const file = await xlsxOf([
      ['Name', 'Vessel Type'],
      ['Nordic Star', 'Bulk Carrier'],
      ['Ocean Pearl', 'Bulk Carrier'],
    ]);
    expect((await upload(project.id, multipartBody(file))).statusCode).toBe(200);
    const imported = await t.database.db.select().from(vessels).where(eq(vessels.projectId, project.id));
    expect(imported.map((v) => v.status)).toEqual([0, 0]);
    const forms = await t.database.db
      .select({ vesselId: questionnaires.vesselId, status: questionnaires.status })
      .from(questionnaires)
      .where(
        inArray(
          questionnaires.vesselId,
          imported.map((v) => v.id),
        ),
      );
    expect(forms.map((f) => f.status)).toEqual([0, 0]);
    const sheets = await t.database.db
      .select({ vesselId: particulars.vesselId })
      .from(particulars)
      .where(
        inArray(
          particulars.vesselId,
          imported.map((v) => v.id),
        ),
      );
    expect(sheets).toHaveLength(2);

    // Made set-based for all vessels at once, each form is whole, in order, with its own link and PIN.
    const { headers } = await t.signIn(Role.USER);
    const read = (url: string) => t.app.inject({ url, headers }).then((res) => res.json());
    const made = await Promise.all(imported.map((v) => readQuestionnaire(t, headers, v.id)));
    const template = defaultQuestionnaireTemplate.map((section) => ({
      title: section.title,
      items: section.items.map((item) => ({ ...item, value: null, hide: false })),
    }));
    for (const questionnaire of made) expect(contentOf(questionnaire)).toEqual(template);
    const sections = await Promise.all(imported.map((v) => read(`/api/vessels/${v.id}/particulars`)));
    for (const form of sections) {
      expect(form.formItems.map((item: { requestText: string }) => item.requestText)).toEqual(
        defaultParticularsSections.map((section) => section.requestText),
      );
    }
    const access = await t.database.db.select({ urlHash: questionnaires.urlHash }).from(questionnaires);
    expect(new Set(access.map((row) => row.urlHash)).size).toBe(access.length);
  });

  it('imports an .xlsx written by LibreOffice', async () => {
    await referenceData(t.database.db);
    const project = await buildProject(t.database.db);
    const file = readFileSync(path.join(fixtures, 'vessels-libreoffice.xlsx'));
    const res = await upload(project.id, multipartBody(file, { filename: 'vessels-libreoffice.xlsx' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 3,
      skipped: [
        { row: 3, name: 'Nordic Star', reason: 'Name already used in row 2' },
        { row: 4, name: 'Sea Breeze', reason: 'Unknown vessel type "Tugboat"' },
      ],
      message:
        '3 vessels imported; 2 rows skipped: row 3 (Nordic Star): Name already used in row 2; ' +
        'row 4 (Sea Breeze): Unknown vessel type "Tugboat"',
    });
    expect(await vesselsOf(project.id)).toEqual([
      'Nordic Star (Bulk Carrier)',
      'Ocean Pearl (Container Ship)',
      'Polar Wind (Container Ship)',
    ]);
  });

  it('skips rows without a known type or with a name the project or an earlier row already has', async () => {
    const db = t.database.db;
    await referenceData(db);
    const [tanker] = await db.select().from(vesselTypes).where(eq(vesselTypes.shortName, 'OT'));
    const project = await buildProject(db);
    await buildVessel(db, { projectId: project.id, name: 'Existing', vesselTypeId: tanker!.id });
    await buildVessel(db, { projectId: project.id, name: 'Sold', vesselTypeId: tanker!.id, archivedOn: new Date() });
    await buildVessel(db, { name: 'Elsewhere', vesselTypeId: tanker!.id });
    const file = await xlsxOf([
      [null, null],
      ['Name', 'Vessel Type'],
      ['EXISTING', 'Oil Tanker'],
      ['Sold', 'Oil Tanker'],
      ['Elsewhere', 'OT'],
      [null, null],
      ['No Type', null],
      [null, 'Bulk Carrier'],
      ['Alpha', 'Tug'],
      ['Beta', 'LNG'],
      ['beta', 'Bulk Carrier'],
      ['x'.repeat(201), 'Bulk Carrier'],
    ]);
    const res = await upload(project.id, multipartBody(file));
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.imported).toBe(3);
    expect(result.skipped).toEqual([
      { row: 3, name: 'EXISTING', reason: 'A vessel with this name already exists in the project' },
      { row: 7, name: 'No Type', reason: 'Vessel type missing' },
      { row: 8, name: null, reason: 'Name missing' },
      { row: 9, name: 'Alpha', reason: 'Unknown vessel type "Tug"' },
      { row: 11, name: 'beta', reason: 'Name already used in row 10' },
      { row: 12, name: 'x'.repeat(201), reason: 'Name longer than 200 characters' },
    ]);
    expect(result.message).toMatch(/^3 vessels imported; 6 rows skipped: row 3 \(EXISTING\): A vessel with/);
    expect(result.message).toContain('row 8: Name missing');
    expect(await vesselsOf(project.id)).toEqual([
      'Existing (Oil Tanker)',
      'Sold (Oil Tanker) archived',
      'Sold (Oil Tanker)',
      'Elsewhere (Oil Tanker)',
      'Beta (LNG Carrier)',
    ]);
  });

  it('answers 400 with the import message for damaged or wrong files and imports nothing', async () => {
    await referenceData(t.database.db);
    const project = await buildProject(t.database.db);
    const files = [
      multipartBody(randomBytes(2048)),
      // Larger than the JSON body limit: uploads are bounded by limits.maxUploadBytes instead.
      multipartBody(randomBytes(3 * 1024 * 1024)),
      multipartBody(Buffer.from('Name,Vessel Type\nNordic Star,Bulk Carrier\n'), {
        filename: 'vessels.xlsx',
        contentType: 'text/plain',
      }),
      multipartBody((await xlsxOf([['Name', 'Vessel Type']])).subarray(0, 600)),
      multipartBody(
        await xlsxOf([
          ['Vessel', 'Type'],
          ['Nordic Star', 'Bulk Carrier'],
        ]),
      ),
      multipartBody(await xlsxOf([])),
      multipartBody(Buffer.alloc(0)),
    ];
    for (const form of files) {
      const res = await upload(project.id, form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: uploadMessages.importFailed });
    }
    expect(await vesselsOf(project.id)).toEqual([]);
  });

  it('answers 400 on `file` when the file field is missing', async () => {
    const project = await buildProject(t.database.db);
    const { headers } = await t.signIn(Role.USER);
    const url = `/api/projects/${project.id}/import-vessels`;
    const json = await t.app.inject({ method: 'POST', url, headers, payload: { file: 'vessels.xlsx' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ file: [messages.required] });
    const otherField = await upload(
      project.id,
      multipartBody(await xlsxOf([['Name', 'Vessel Type']]), { field: 'data' }),
    );
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toEqual({ file: [messages.required] });
    const boundary = 'x-empty-form';
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ file: [messages.required] });
  });

  it('answers 404 for unknown and hidden projects, 401 without a token', async () => {
    await referenceData(t.database.db);
    const db = t.database.db;
    const archived = await buildProject(db, { archivedOn: new Date() });
    const customer = await buildCustomer(db);
    const underArchived = await buildProject(db, { customerId: customer.id });
    await db.update(customers).set({ archivedOn: new Date() }).where(eq(customers.id, customer.id));
    const file = await xlsxOf([
      ['Name', 'Vessel Type'],
      ['Nordic Star', 'BC'],
    ]);
    for (const id of [999, archived.id, underArchived.id]) {
      const res = await upload(id, multipartBody(file));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Project not found' });
    }
    const project = await buildProject(db);
    expect((await upload(project.id, multipartBody(file), false)).statusCode).toBe(401);
    expect(await db.select().from(vessels)).toEqual([]);
  });
});
