import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CalculatedResultsResponse, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildUser, buildVessel } from '../../../test/factories.ts';
import { buildContact } from '../../../test/factories-clients.ts';
import {
  exportWorkbook,
  finishedExport,
  listExports,
  readWorkbook,
  startExport,
} from '../../../test/factories-exports.ts';
import { temporaryDataDir } from '../../../test/factories-files.ts';
import { includeTechnology, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { textCellStyles } from '../../../test/xlsx-cell-styles.ts';
import { vessels } from '../../db/schema/index.ts';
import { recordChanges, shipOwner, staffActor } from '../history/index.ts';
import { writeDataExport } from './data-export.service.ts';

const dataDir = temporaryDataDir();
const t = useTestApp({ dataDir });
const url = '/api/exports';

const sheetNames = [
  'Clients',
  'Contacts',
  'Projects',
  'Vessels',
  'Vessel consumption',
  'Questionnaires',
  'Particulars',
  'Reports',
  'Included technologies',
  'Technologies',
  'Change history',
];

describe('exports: who', () => {
  it('is for admins only: 401 without a token, 403 for a User', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const user = await t.signIn(Role.USER);
    expect((await t.app.inject({ url, headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: user.headers })).statusCode).toBe(403);
    const admin = await t.signIn(Role.ADMIN);
    expect(await listExports(t.app, admin.headers)).toEqual([]);
    const superAdmin = await t.signIn(Role.SUPERADMIN);
    expect(await listExports(t.app, superAdmin.headers)).toEqual([]);
  });
});

describe('POST /api/exports', () => {
  it('answers a Pending export at once; the job writes every sheet with the data and attaches the workbook', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const customer = await buildCustomer(t.database.db, { name: 'Nordic Bulk A/S', note: 'Key account' });
    await buildContact(t.database.db, { customerId: customer.id, name: 'Karen Holm' });
    const project = await buildProject(t.database.db, { customerId: customer.id, name: 'Fleet study 2026' });
    await buildVessel(t.database.db, { projectId: project.id, name: 'Nordic Star' });
    const archived = await buildVessel(t.database.db, { projectId: project.id, name: 'Sold Vessel' });
    await t.database.db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, archived.id));
    const { report, vessel, hull } = await reportSetUp(t.database.db);
    await includeTechnology(t, admin.headers, report.id, hull.id);

    const started = await startExport(t.app, admin.headers);
    expect(started).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: null,
      status: 1,
      statusText: 'Pending',
      error: null,
      file: null,
      createdOn: expect.any(String),
      modifiedOn: expect.any(String),
    });

    const done = await finishedExport(t.app, admin.headers, started.id);
    expect(done).toMatchObject({ status: 3, statusText: 'Completed', error: null });
    expect(done.name).toMatch(/^Back Office export \d{4}-\d{2}-\d{2} \d{4}\.xlsx$/);
    expect(done.file).toMatchObject({ name: done.name, mimeType: expect.stringContaining('spreadsheetml') });

    const sheets = await exportWorkbook(t.app, done);
    expect([...sheets.keys()]).toEqual(sheetNames);
    expect(sheets.get('Clients')).toContainEqual(
      expect.objectContaining({ Name: 'Nordic Bulk A/S', Note: 'Key account' }),
    );
    expect(sheets.get('Contacts')).toContainEqual(
      expect.objectContaining({ Client: 'Nordic Bulk A/S', Name: 'Karen Holm' }),
    );
    const vesselNames = sheets.get('Vessels')!.map((row) => row.Name);
    expect(vesselNames).toContain('Nordic Star');
    expect(vesselNames).toContain(vessel.name);
    expect(vesselNames).not.toContain('Sold Vessel');
    expect(sheets.get('Vessels')).toContainEqual(
      expect.objectContaining({ Client: 'Nordic Bulk A/S', Project: 'Fleet study 2026', Name: 'Nordic Star' }),
    );
    expect(sheets.get('Vessel consumption')!.filter((row) => row.Vessel === vessel.name)).toHaveLength(3);
    expect(sheets.get('Questionnaires')!.some((row) => row.Vessel === 'Nordic Star')).toBe(true);
    expect(sheets.get('Particulars')!.some((row) => row.Vessel === 'Nordic Star')).toBe(true);
    expect(sheets.get('Technologies')!.map((row) => row.Name)).toEqual(
      expect.arrayContaining(['Hull Coating', 'Waste Heat Recovery']),
    );

    // The results are the report's own, as its results page calculates them.
    const results = (
      await t.app.inject({ url: `/api/reports/${report.id}/calculated-results`, headers: admin.headers })
    ).json() as CalculatedResultsResponse;
    if (!results.canCalculate) throw new Error('the report should have results');
    const [reportRow] = sheets.get('Reports')!;
    expect(reportRow).toMatchObject({
      ID: report.id,
      Vessel: vessel.name,
      Type: 'Screening Report',
      Status: 'Draft',
      Results: 'Calculated',
      'Fuel savings (MT per year)': results.calcTechnologiesSavings.totalFuelSavings,
      'Total investment (USD)': results.calcFinances.totalInvestment,
    });
    expect(sheets.get('Included technologies')).toEqual([
      expect.objectContaining({
        'Report ID': report.id,
        Technology: 'Hull Coating',
        'Savings (%)': 5,
        'Fuel savings (MT per year)': results.technologyTotals[0]!.fuelSavingsInMt,
      }),
    ]);
  });

  it('lists exports newest first', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const first = await startExport(t.app, admin.headers);
    await finishedExport(t.app, admin.headers, first.id);
    const second = await startExport(t.app, admin.headers);
    await finishedExport(t.app, admin.headers, second.id);
    expect((await listExports(t.app, admin.headers)).map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('is Failed with the reason when the workbook cannot be stored', async () => {
    const admin = await t.signIn(Role.ADMIN);
    // The local storage writes through files/.incoming: a file in its place makes every write fail.
    const incoming = path.join(dataDir, 'files', '.incoming');
    rmSync(incoming, { recursive: true, force: true });
    writeFileSync(incoming, 'not a folder');
    try {
      const started = await startExport(t.app, admin.headers);
      const failed = await finishedExport(t.app, admin.headers, started.id);
      expect(failed).toMatchObject({ status: 4, statusText: 'Failed', name: null, file: null });
      expect(failed.error).toMatch(/EEXIST|ENOTDIR/);
    } finally {
      rmSync(incoming, { force: true });
    }
  });
});

describe('the export workbook', () => {
  it('has a Change history sheet: a row per changed field, who, when and the record, in the words of the moment', async () => {
    const db = t.database.db;
    const ida = await buildUser(db, { fullName: 'Ida Holm' });
    await recordChanges(db, staffActor(ida), [
      {
        action: 'status',
        recordType: 'report',
        recordId: 7,
        changes: [
          { field: 'Status', before: 'Draft', after: 'Published' },
          { field: 'Report Name', before: 'Screening', after: 'Screening 2026' },
        ],
      },
    ]);
    await recordChanges(db, shipOwner, [{ action: 'deleted', recordType: 'vessel', recordId: 3 }]);
    await recordChanges(db, staffActor(ida), [
      { action: 'created', recordType: 'customer', recordId: 4 },
      { action: 'created', recordType: 'vesselType', recordId: 5 },
    ]);
    const rows = (await readWorkbook(await writeDataExport(db))).get('Change history')!;
    expect(rows).toEqual([
      expect.objectContaining({
        By: 'Ida Holm',
        Action: 'Status',
        Record: 'Report',
        'Record ID': 7,
        Field: 'Status',
        Before: 'Draft',
        After: 'Published',
      }),
      expect.objectContaining({ By: 'Ida Holm', Field: 'Report Name', Before: 'Screening', After: 'Screening 2026' }),
      expect.objectContaining({ By: 'Ship owner (link)', Action: 'Deleted', Record: 'Vessel', 'Record ID': 3 }),
      // As the Activity page names them.
      expect.objectContaining({ Action: 'Created', Record: 'Client', 'Record ID': 4 }),
      expect.objectContaining({ Action: 'Created', Record: 'Vessel Type', 'Record ID': 5 }),
    ]);
    expect(rows[2]!.Field ?? null).toBeNull();
  });

  it('goes on in a second sheet when a sheet is full', async () => {
    const project = await buildProject(t.database.db);
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await buildVessel(t.database.db, { projectId: project.id, name });
    const sheets = await readWorkbook(await writeDataExport(t.database.db, { maxRowsPerSheet: 3 }));
    expect(sheets.get('Vessels')!.map((row) => row.Name)).toEqual(['Alpha', 'Bravo']);
    expect(sheets.get('Vessels (2)')!.map((row) => row.Name)).toEqual(['Charlie']);
    // Continued sheets come after the ten of the format.
    expect([...sheets.keys()].slice(0, sheetNames.length)).toEqual(sheetNames);
    expect([...sheets.keys()]).toContain('Vessels (2)');
  });

  it('gives text that begins like a formula the quote prefix, and keeps the text as it is', async () => {
    const risky = ['=HYPERLINK("http://x","y")', '+1+2', '-3', '@SUM(1)'];
    for (const name of [...risky, 'Plain name']) await buildCustomer(t.database.db, { name, note: 'a = b' });
    const content = await writeDataExport(t.database.db);
    const clients = textCellStyles(content, 1);
    for (const name of risky) expect(clients.find((cell) => cell.text === name)?.xf, name).toContain('quotePrefix="1"');
    for (const text of ['Plain name', 'a = b', 'Name']) {
      expect(clients.find((cell) => cell.text === text)?.xf, text).not.toContain('quotePrefix');
    }
    const sheets = await readWorkbook(content);
    expect(sheets.get('Clients')!.map((row) => row.Name)).toEqual(expect.arrayContaining([...risky, 'Plain name']));
    // The styles stay shared by column: a handful for the whole workbook, not one per cell.
    expect(new Set(clients.map((cell) => cell.xf)).size).toBeLessThanOrEqual(3);
  });
});

describe('the export’s numbers', () => {
  it('are numbers rounded to 2 decimals with a 2-decimal format, and money columns name their currency', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const { report, hull } = await reportSetUp(t.database.db);
    // 3.33 % of 1000 MT HFO: 33.3 MT and 33.3 × the HFO factor t CO2, which has more than 2 decimals.
    await includeTechnology(t, admin.headers, report.id, hull.id, { calcSavings: 3.33, calcEquipmentCost: 1234.5678 });
    const results = (
      await t.app.inject({ url: `/api/reports/${report.id}/calculated-results`, headers: admin.headers })
    ).json() as CalculatedResultsResponse;
    if (!results.canCalculate) throw new Error('the report should have results');
    const co2 = results.technologyTotals[0]!.co2ReductionInMt;
    expect(Math.round(co2 * 100) / 100).not.toBe(co2);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeDataExport(t.database.db)) as unknown as ExcelJS.Buffer);
    const cellOf = (sheetName: string, header: string) => {
      const sheet = workbook.getWorksheet(sheetName)!;
      const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
      expect(headers, `${sheetName}: ${header}`).toContain(header);
      return sheet.getRow(2).getCell(headers.indexOf(header) + 1);
    };

    const co2Cell = cellOf('Included technologies', 'CO2 reduction (t per year)');
    expect(co2Cell.type).toBe(ExcelJS.ValueType.Number);
    expect(co2Cell.value).toBe(Math.round(co2 * 100) / 100);
    expect(co2Cell.numFmt).toBe('#,##0.00');
    for (const header of [
      'Fuel savings (MT per year)',
      'CO2 reduction (%)',
      'Yearly fuel cost saving (USD per year)',
    ]) {
      const cell = cellOf('Included technologies', header);
      expect(cell.type, header).toBe(ExcelJS.ValueType.Number);
      expect(cell.numFmt, header).toBe('#,##0.00');
      expect(Math.round((cell.value as number) * 100) / 100, header).toBe(cell.value);
    }
    // An amount keeps what was entered, shown with 2 decimals.
    const equipment = cellOf('Included technologies', 'Equipment cost (USD)');
    expect(equipment).toMatchObject({ value: 1234.5678, numFmt: '#,##0.00' });

    const reportCell = cellOf('Reports', 'CO2 reduction (t per year)');
    expect(reportCell.value).toBe(Math.round(results.calcTechnologiesSavings.totalCo2ReductionInMt * 100) / 100);
    expect(reportCell.numFmt).toBe('#,##0.00');
    expect(cellOf('Reports', 'Payback time (years)').numFmt).toBe('#,##0.00');
    expect(cellOf('Reports', 'Njord Score (of 100)').value).toBe(results.calcNjordScore);
    expect(cellOf('Reports', 'Regulatory impact: carbon rate (EUR per t CO2)').value).toBeNull();
    expect(cellOf('Reports', 'Regulatory impact: USD per EUR').value).toBe(1.1);
    // No regulatory impact: no FuelEU outlook, so no penalty.
    expect(cellOf('Reports', 'FuelEU penalty before (EUR)').value).toBeNull();
    expect(cellOf('Reports', 'FuelEU penalty after (EUR)').value).toBeNull();
    // Ids stay plain numbers.
    expect(cellOf('Reports', 'ID').numFmt).toBeUndefined();
  });
});

describe('the Reports sheet’s FuelEU penalties', () => {
  it('are the totals over the outlook years before and after, in EUR, rounded to 2 decimals', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const { report, hull } = await reportSetUp(t.database.db);
    await includeTechnology(t, admin.headers, report.id, hull.id);
    const impact = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}/regulatory-impact`,
      headers: admin.headers,
      payload: { regulatoryImpactPctInEu: 50, regulatoryImpactStartYear: 2026, regulatoryImpactNumberOfYears: 4 },
    });
    expect(impact.statusCode, impact.body).toBe(200);
    const results = (
      await t.app.inject({ url: `/api/reports/${report.id}/calculated-results`, headers: admin.headers })
    ).json() as CalculatedResultsResponse;
    if (!results.canCalculate || !results.fuelEuOutlook) throw new Error('the report should have a FuelEU outlook');
    const { totalPenaltyBefore, totalPenaltyAfter } = results.fuelEuOutlook;
    expect(totalPenaltyBefore).toBeGreaterThan(totalPenaltyAfter);

    const [row] = (await readWorkbook(await writeDataExport(t.database.db))).get('Reports')!;
    expect(row).toMatchObject({
      ID: report.id,
      'FuelEU penalty before (EUR)': Math.round(totalPenaltyBefore * 100) / 100,
      'FuelEU penalty after (EUR)': Math.round(totalPenaltyAfter * 100) / 100,
    });
  });
});
