import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages, type Questionnaire, Role, uploadMessages } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { zipOf } from '../../../test/factories-files.ts';
import {
  apiVessel,
  clientHeaders,
  contentOf,
  type Headers,
  importQuestionnaireFile,
  readQuestionnaire,
  saveQuestionnaire,
  sheetTexts,
  workbookOf,
} from '../../../test/factories-questionnaires.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionnaireItems } from '../../db/schema/index.ts';
import { questionnaireTemplateVersion } from './default-template.data.ts';
import { questionnaireDownload } from './questionnaire-files.service.ts';

const t = useTestApp();
const fixtures = path.join(import.meta.dirname, '../../../test/fixtures');
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const item = (title: string, rest: Partial<ReturnType<typeof contentOf>[number]['items'][number]> = {}) => ({
  title,
  value: null,
  valueExample: null,
  hide: false,
  mappedTo: null,
  ...rest,
});

/** A Published vessel questionnaire with some answers, and the state to compare with. */
async function answeredVessel(headers: Headers) {
  const vessel = await apiVessel(t, headers);
  const q = await readQuestionnaire(t, headers, vessel.id);
  const items = q.formSections.flatMap((s) => s.formItems);
  const res = await saveQuestionnaire(t, headers, vessel.id, {
    status: 1,
    formItems: [
      { id: items[1]!.id, value: '9412345' },
      { id: items[2]!.id, hide: true },
    ],
    existingEnergySavingTechnologies: 'Mewis duct',
  });
  return { vessel, before: res.json() as Questionnaire };
}

function download(headers: Partial<Headers>, url: string) {
  return t.app.inject({ url, headers });
}

describe('POST /api/vessels/:vesselId/questionnaire/import', () => {
  it('replaces sections and items with those of an exceljs file; status, link, PIN and free text stay', async () => {
    const user = await t.signIn(Role.USER);
    const { vessel, before } = await answeredVessel(user.headers);
    const file = await workbookOf([
      [' mapped TO', 'Notes', 'section', 'REQUEST', 'value', 'Example', ' Hide '],
      ['IMONumber', 'ignored', 'Identity', 'IMO number', 9_412_345, '9321483', null],
      [null, null, null, 'Call sign', 'V7XY9', null, 'X'],
      ['nextDrydockDate', null, 'Identity', 'Next dry-docking', new Date(Date.UTC(2027, 4, 15)), '2027-05', 'no'],
      [null, null, null, null, null, null, null],
      ['mainEngineConsumption', null, 'Fuel', 'Main engine (t/year)', null, '6,850 t', true],
      [null, null, 'Identity', 'Owner', 'Nordic Star Shipping', null, 'Yes'],
    ]);
    const res = await importQuestionnaireFile(t, user.headers, vessel.id, file);
    expect(res.statusCode).toBe(200);
    const imported = res.json() as Questionnaire;
    expect(contentOf(imported)).toEqual([
      {
        title: 'Identity',
        items: [
          item('IMO number', { value: '9412345', valueExample: '9321483', mappedTo: 'imoNumber' }),
          item('Call sign', { value: 'V7XY9', hide: true }),
          item('Next dry-docking', { value: '15/05/2027', valueExample: '2027-05', mappedTo: 'nextDrydockDate' }),
        ],
      },
      {
        title: 'Fuel',
        items: [
          item('Main engine (t/year)', { valueExample: '6,850 t', hide: true, mappedTo: 'mainEngineConsumption' }),
        ],
      },
      { title: 'Identity', items: [item('Owner', { value: 'Nordic Star Shipping', hide: true })] },
    ]);
    expect(imported.formSections.map((s) => s.position)).toEqual([0, 1, 2]);
    expect(imported).toMatchObject({
      id: before.id,
      status: 1,
      urlHash: before.urlHash,
      pinCode: before.pinCode,
      existingEnergySavingTechnologies: 'Mewis duct',
    });
    expect(await readQuestionnaire(t, user.headers, vessel.id)).toEqual(imported);
    const entries = await t.app.inject({
      url: `/api/vessels/${vessel.id}/questionnaire/consumptions`,
      headers: user.headers,
    });
    expect(entries.json()).toEqual([
      { id: imported.formSections[1]!.formItems[0]!.id, title: 'Main engine (t/year)', value: null, position: 0 },
    ]);
  });

  it('imports an .xlsx written by LibreOffice', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers);
    const file = readFileSync(path.join(fixtures, 'questionnaire-libreoffice.xlsx'));
    const res = await importQuestionnaireFile(t, user.headers, vessel.id, file);
    expect(res.statusCode).toBe(200);
    expect(contentOf(res.json())).toEqual([
      {
        title: 'General vessel data',
        items: [
          item('Vessel name', { value: 'Ocean Pearl', valueExample: 'Nordic Star', mappedTo: 'vesselName' }),
          item('IMO number', { value: '9412345', valueExample: '9321483', mappedTo: 'imoNumber' }),
          item('Year of build', { value: '2011', valueExample: '2008', mappedTo: 'buildYear' }),
          item('Date of next dry-docking', {
            value: '15/05/2027',
            valueExample: '2027-05',
            mappedTo: 'nextDrydockDate',
          }),
          item('Call sign', { value: 'V7XY9', valueExample: 'V7AB3', hide: true }),
        ],
      },
      {
        title: 'Machinery',
        items: [
          item('Main engine model', { value: '6S60ME-C8.2', valueExample: '6S50MC-C', mappedTo: 'mainEngineModel' }),
          item('Internal note', { value: 'Do not show the client', hide: true }),
        ],
      },
      {
        title: 'Consumption',
        items: [
          item('Main engine fuel consumption last 12 months (t)', {
            value: '7,120 t VLSFO',
            valueExample: '6,850 t VLSFO',
            mappedTo: 'mainEngineConsumption',
          }),
          item('Fuel types used', {
            value: 'VLSFO, MGO',
            valueExample: 'VLSFO, MGO',
            hide: true,
            mappedTo: 'fuelTypesUsed',
          }),
        ],
      },
      {
        title: 'Operation',
        items: [
          item('Average speed laden (knots)', { value: '12.5', valueExample: '11.8', mappedTo: 'averageSpeedLaden' }),
          item('Main trade route', {
            value: 'Australia – Japan (coal)',
            valueExample: 'Brazil – China',
            mappedTo: 'tradeRoute',
          }),
        ],
      },
    ]);
  });

  it('answers 400 with the spec message for a damaged or unfit file, and changes nothing', async () => {
    const user = await t.signIn(Role.USER);
    const { vessel, before } = await answeredVessel(user.headers);
    const valid = await workbookOf([
      ['Section', 'Request'],
      ['A', 'B'],
    ]);
    const files = {
      notXlsx: Buffer.from('Section,Request\nA,B\n'),
      truncated: valid.subarray(0, Math.floor(valid.length / 2)),
      zipWithoutWorkbook: zipOf({ 'hello.txt': 'hi' }),
      noHeader: await workbookOf([
        ['Title', 'Answer'],
        ['IMO number', '9321483'],
      ]),
      headerOnly: await workbookOf([['Section', 'Request', 'Example', 'Value', 'Hide', 'Mapped to']]),
      sectionsOnly: await workbookOf([['Section', 'Request'], ['General'], ['Machinery']]),
    };
    for (const [name, content] of Object.entries(files)) {
      const res = await importQuestionnaireFile(t, user.headers, vessel.id, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ error: uploadMessages.importFailed });
    }
    const noFile = await importQuestionnaireFile(t, user.headers, vessel.id, valid, { field: 'other' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: [messages.required] });
    expect(await readQuestionnaire(t, user.headers, vessel.id)).toEqual(before);
  });

  it("answers 400 on `file` with each row's problem, such as an unknown Mapped to, and changes nothing", async () => {
    const user = await t.signIn(Role.USER);
    const { vessel, before } = await answeredVessel(user.headers);
    const unknown = await workbookOf([
      ['Section', 'Request', 'Example', 'Value', 'Hide', 'Mapped to'],
      ['General', 'IMO number', null, '9321483', null, 'imoNumber'],
      ['General', 'Hull colour', null, 'Red', null, 'hullColour'],
    ]);
    const res = await importQuestionnaireFile(t, user.headers, vessel.id, unknown);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Row 3: unknown Mapped to "hullColour"'] });

    const several = await workbookOf([
      ['Section', 'Request', 'Example', 'Value', 'Hide', 'Mapped to'],
      [null, 'IMO number', null, '9321483', null, 'imoNumber'],
      ['General', 'IMO again', null, null, null, 'IMONUMBER'],
      ['General', null, 'an example', 'a value', null, null],
      ['x'.repeat(301), 'Flag', null, null, null, null],
    ]);
    const many = await importQuestionnaireFile(t, user.headers, vessel.id, several);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({
      file: [
        'Row 2: Section missing',
        'Row 3: Mapped to "imoNumber" already used in row 2',
        'Row 4: Request missing',
        'Row 5: Section longer than 300 characters',
      ],
    });
    expect(await readQuestionnaire(t, user.headers, vessel.id)).toEqual(before);
  });

  it('answers 404 for a hidden vessel, 401 without a token and 403 for a client token', async () => {
    const user = await t.signIn(Role.USER);
    const file = await workbookOf([
      ['Section', 'Request'],
      ['A', 'B'],
    ]);
    const archived = await buildVessel(t.database.db, { archivedOn: new Date() });
    for (const id of [999_999, archived.id]) {
      const res = await importQuestionnaireFile(t, user.headers, id, file);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Vessel not found' });
    }
    // The archived vessel keeps the questionnaire it was made with.
    expect((await t.database.db.select().from(questionnaireItems)).map((item) => item.title)).not.toContain('B');
    const vessel = await apiVessel(t, user.headers);
    const before = await readQuestionnaire(t, user.headers, vessel.id);
    expect((await importQuestionnaireFile(t, {}, vessel.id, file)).statusCode).toBe(401);
    const client = await clientHeaders(t, before);
    expect((await importQuestionnaireFile(t, client, vessel.id, file)).statusCode).toBe(403);
    expect(await readQuestionnaire(t, user.headers, vessel.id)).toEqual(before);
  });
});

describe('GET /api/questionnaire-template', () => {
  it('downloads the default template in the import format, and importing it gives the template again', async () => {
    const user = await t.signIn(Role.USER);
    const res = await download(user.headers, '/api/questionnaire-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(xlsxType);
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="questionnaire-template-${questionnaireTemplateVersion}.xlsx"`,
    );
    const rows = await sheetTexts(res.rawPayload);
    expect(rows[0]).toEqual(['Section', 'Request', 'Example', 'Value', 'Hide', 'Mapped to']);
    expect(rows[2]).toEqual(['General vessel data', 'IMO number', '9321483', '', 'no', 'imoNumber']);

    const fresh = await readQuestionnaire(t, user.headers, (await apiVessel(t, user.headers, 'Fresh')).id);
    expect(rows).toHaveLength(1 + fresh.formSections.flatMap((s) => s.formItems).length);
    const { vessel } = await answeredVessel(user.headers);
    const imported = await importQuestionnaireFile(t, user.headers, vessel.id, res.rawPayload);
    expect(imported.statusCode).toBe(200);
    expect(contentOf(imported.json())).toEqual(contentOf(fresh));
  });

  it('answers 401 without a token and 403 for a client token', async () => {
    const user = await t.signIn(Role.USER);
    const q = await readQuestionnaire(t, user.headers, (await apiVessel(t, user.headers)).id);
    expect((await download({}, '/api/questionnaire-template')).statusCode).toBe(401);
    expect((await download(await clientHeaders(t, q), '/api/questionnaire-template')).statusCode).toBe(403);
  });
});

describe('GET /api/vessels/:id/questionnaire/export', () => {
  it('downloads the questionnaire in the import format; edited in a spreadsheet, it imports back', async () => {
    const user = await t.signIn(Role.USER);
    const { vessel, before } = await answeredVessel(user.headers);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${vessel.id}`,
      headers: user.headers,
      payload: { name: 'Nordic/Star: Ø' },
    });
    const res = await download(user.headers, `/api/vessels/${vessel.id}/questionnaire/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(xlsxType);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`questionnaire-Nordic-Star- Ø-${today}.xlsx`)}`,
    );
    expect((await sheetTexts(res.rawPayload))[2]).toEqual([
      'General vessel data',
      'IMO number',
      '9321483',
      '9412345',
      'no',
      'imoNumber',
    ]);

    // Unchanged, it imports to the same content.
    const same = await importQuestionnaireFile(t, user.headers, vessel.id, res.rawPayload);
    expect(same.statusCode).toBe(200);
    expect(contentOf(same.json())).toEqual(contentOf(before));

    // Edited: a value changed, an item hidden, a row removed.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    sheet.getCell('D2').value = 'Ocean Pearl';
    sheet.getCell('E5').value = 'yes';
    sheet.spliceRows(6, 1);
    const edited = await importQuestionnaireFile(
      t,
      user.headers,
      vessel.id,
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(edited.statusCode).toBe(200);
    const expected = contentOf(before);
    const general = expected[0]!.items;
    general[0] = { ...general[0]!, value: 'Ocean Pearl' };
    general[3] = { ...general[3]!, hide: true };
    general.splice(4, 1);
    expect(contentOf(edited.json())).toEqual(expected);
  });

  it("names the file by the day in the company's time zone", async () => {
    const user = await t.signIn(Role.USER);
    const { vessel } = await answeredVessel(user.headers);
    const admin = await t.signIn(Role.ADMIN);
    const payload = { name: 'Njord', timeZone: 'Pacific/Auckland' };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/company-profile', headers: admin.headers, payload });
    expect(saved.statusCode, saved.body).toBe(200);
    // 12:30 UTC on 28 March is 01:30 on 29 March in Auckland.
    const { fileName } = await questionnaireDownload(t.database.db, vessel.id, new Date('2026-03-28T12:30:00Z'));
    expect(fileName).toBe(`questionnaire-${vessel.name}-2026-03-29.xlsx`);
  });

  it('writes a section without items as a row of its own, and imports it back', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await apiVessel(t, user.headers);
    const file = await workbookOf([
      ['Section', 'Request', 'Example', 'Value', 'Hide', 'Mapped to'],
      ['Empty for now'],
      ['General', 'IMO number', '9321483', null, null, 'imoNumber'],
    ]);
    const imported = await importQuestionnaireFile(t, user.headers, vessel.id, file);
    expect(contentOf(imported.json())).toEqual([
      { title: 'Empty for now', items: [] },
      { title: 'General', items: [item('IMO number', { valueExample: '9321483', mappedTo: 'imoNumber' })] },
    ]);
    const exported = await download(user.headers, `/api/vessels/${vessel.id}/questionnaire/export`);
    expect(await sheetTexts(exported.rawPayload)).toEqual([
      ['Section', 'Request', 'Example', 'Value', 'Hide', 'Mapped to'],
      ['Empty for now'],
      ['General', 'IMO number', '9321483', '', 'no', 'imoNumber'],
    ]);
    const again = await importQuestionnaireFile(t, user.headers, vessel.id, exported.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    expect(contentOf(again.json())).toEqual(contentOf(imported.json()));
  });
});
