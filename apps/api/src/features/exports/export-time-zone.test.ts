import { formatFileNameDateTime, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../test/factories.ts';
import { exportWorkbook, finishedExport, readWorkbook, startExport } from '../../../test/factories-exports.ts';
import { temporaryDataDir } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { writeDataExport } from './data-export.service.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

/** An hour after Oslo moved its clocks on to summer time: 03:30 there, 21:30 the day before in New York. */
const createdOn = new Date('2026-03-29T01:30:00.000Z');

async function setTimeZone(timeZone: string) {
  const admin = await t.signIn(Role.ADMIN);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company-profile',
    headers: admin.headers,
    payload: { name: 'Njord', timeZone },
  });
  expect(res.statusCode, res.body).toBe(200);
  return admin;
}

describe("the data export's dates", () => {
  it('are date cells holding the time in UTC, the header says, before a time zone is set', async () => {
    await buildCustomer(t.database.db, { name: 'Nordic Bulk A/S', createdOn });
    const [client] = (await readWorkbook(await writeDataExport(t.database.db))).get('Clients')!;
    expect(client).toMatchObject({ Name: 'Nordic Bulk A/S', 'Created (UTC)': createdOn });
  });

  it("hold the wall-clock time of the company's time zone, named in the header; the file is named by it too", async () => {
    await buildCustomer(t.database.db, { name: 'Nordic Bulk A/S', createdOn });
    const admin = await setTimeZone('Europe/Oslo');
    const started = await startExport(t.app, admin.headers);
    const done = await finishedExport(t.app, admin.headers, started.id);
    expect(done.name).toBe(
      `Back Office export ${formatFileNameDateTime(new Date(started.createdOn), 'Europe/Oslo')}.xlsx`,
    );
    const sheets = await exportWorkbook(t.app, done);
    expect(sheets.get('Clients')![0]).toMatchObject({
      Name: 'Nordic Bulk A/S',
      'Created (Europe/Oslo)': new Date('2026-03-29T03:30:00.000Z'),
    });
    // The change history's times too: the profile's save, at the time of day it was in Oslo.
    const history = sheets.get('Change history')!;
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((row) => row['At (Europe/Oslo)'] instanceof Date)).toBe(true);
  });

  it('read the zone as the profile has it when each export is written', async () => {
    await buildCustomer(t.database.db, { name: 'Nordic Bulk A/S', createdOn });
    await setTimeZone('Europe/Oslo');
    const inOslo = (await readWorkbook(await writeDataExport(t.database.db))).get('Clients')![0];
    await setTimeZone('America/New_York');
    const inNewYork = (await readWorkbook(await writeDataExport(t.database.db))).get('Clients')![0];
    expect(inOslo).toMatchObject({ 'Created (Europe/Oslo)': new Date('2026-03-29T03:30:00.000Z') });
    expect(inNewYork).toMatchObject({ 'Created (America/New_York)': new Date('2026-03-28T21:30:00.000Z') });
  });
});
