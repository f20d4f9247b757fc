import { type HistoryEntry, type HistoryRecordType, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildCustomer,
  buildDepartment,
  buildProject,
  buildUser,
  buildVessel,
  referenceData,
} from '../../../test/factories.ts';
import { buildMaker, buildSupplier, buildTechnology } from '../../../test/factories-catalogue.ts';
import { buildParticulars, buildQuestionnaire } from '../../../test/factories-client-area.ts';
import { buildReport } from '../../../test/factories-report-technologies.ts';
import { countQueries } from '../../../test/query-count.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { companyProfile, customers } from '../../db/schema/index.ts';
import { recordChanges, staffActor } from './index.ts';

const t = useTestApp();
type Headers = { authorization: string };

/** The admin records, one of each kind. */
async function adminRecords() {
  const db = t.database.db;
  await db.insert(companyProfile).values({ name: 'Njord Fuel Advisory' });
  const { categories, types, vesselTypes } = await referenceData(db);
  return {
    companyProfile: 1,
    department: (await buildDepartment(db, { name: 'Hamburg' })).id,
    supplier: (await buildSupplier(db, { name: 'Nordic Coatings' })).id,
    maker: (await buildMaker(db, { name: 'MAN Energy', archivedOn: new Date() })).id,
    vesselType: vesselTypes.find((type) => type.name === 'Bulk Carrier')!.id,
    consumptionCategory: categories.find((category) => category.name === 'Main Engine')!.id,
    consumptionType: types.find((type) => type.shortName === 'HFO')!.id,
    user: (await buildUser(db, { fullName: 'Ada Lovelace' })).id,
  };
}

/** One record of each kind, the client and the maker archived, and a change of each in the history. */
async function setUp() {
  const db = t.database.db;
  const customer = await buildCustomer(db, { name: 'Maersk', archivedOn: new Date() });
  const project = await buildProject(db, { customerId: customer.id, name: 'Fleet 2026' });
  const vessel = await buildVessel(db, { projectId: project.id, name: 'Nordic Star' });
  const questionnaire = await buildQuestionnaire(db, vessel.id);
  const { form: particulars } = await buildParticulars(db, vessel.id);
  const report = await buildReport(db, { vesselId: vessel.id, name: 'Screening 2026' });
  const technology = await buildTechnology(db, { name: 'Mewis duct' });
  const records: Record<HistoryRecordType, number> = {
    customer: customer.id,
    project: project.id,
    vessel: vessel.id,
    questionnaire: questionnaire.id,
    particulars: particulars.id,
    report: report.id,
    technology: technology.id,
    ...(await adminRecords()),
  };
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  await writeChanges(ida.user, records);
  return { ida, vessel, records };
}

/** An 'updated' entry for each record given, in the history as a save writes it. */
async function writeChanges(
  user: { id: number; fullName: string },
  records: Partial<Record<HistoryRecordType, number>>,
) {
  const changes = [{ field: 'Note', before: null, after: 'checked' }];
  await recordChanges(
    t.database.db,
    staffActor(user),
    Object.entries(records).map(([recordType, recordId]) => ({
      action: 'updated',
      recordType: recordType as HistoryRecordType,
      recordId,
      changes,
    })),
  );
}

async function history(headers: Headers, query = '') {
  const res = await t.app.inject({ url: `/api/history${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

const recordsOf = (entries: HistoryEntry[]) =>
  Object.fromEntries(entries.map((entry) => [entry.recordType, entry.record]));

describe('GET /api/history names each entry’s record', () => {
  it('by its name, a questionnaire and particulars by their vessel’s name and id; an archived client keeps its name', async () => {
    const { vessel } = await setUp();
    const admin = await t.signIn(Role.ADMIN);
    const entries = await history(admin.headers);
    expect(entries).toHaveLength(15);
    expect(recordsOf(entries)).toEqual({
      customer: { name: 'Maersk', vesselId: null, deleted: false },
      project: { name: 'Fleet 2026', vesselId: null, deleted: false },
      vessel: { name: 'Nordic Star', vesselId: null, deleted: false },
      questionnaire: { name: 'Nordic Star', vesselId: vessel.id, deleted: false },
      particulars: { name: 'Nordic Star', vesselId: vessel.id, deleted: false },
      report: { name: 'Screening 2026', vesselId: null, deleted: false },
      technology: { name: 'Mewis duct', vesselId: null, deleted: false },
      companyProfile: { name: 'Njord Fuel Advisory', vesselId: null, deleted: false },
      department: { name: 'Hamburg', vesselId: null, deleted: false },
      supplier: { name: 'Nordic Coatings', vesselId: null, deleted: false },
      maker: { name: 'MAN Energy', vesselId: null, deleted: false },
      vesselType: { name: 'Bulk Carrier', vesselId: null, deleted: false },
      consumptionCategory: { name: 'Main Engine', vesselId: null, deleted: false },
      consumptionType: { name: 'Heavy Fuel Oil', vesselId: null, deleted: false },
      user: { name: 'Ada Lovelace', vesselId: null, deleted: false },
    });
  });

  it('in a staff member’s history of one record too', async () => {
    const { ida, vessel, records } = await setUp();
    const [entry] = await history(ida.headers, `?recordType=questionnaire&recordId=${records.questionnaire}`);
    expect(entry!.record).toEqual({ name: 'Nordic Star', vesselId: vessel.id, deleted: false });
    const [report] = await history(ida.headers, `?recordType=report&recordId=${records.report}`);
    expect(report!.record).toEqual({ name: 'Screening 2026', vesselId: null, deleted: false });
  });

  it('a record that no longer exists by its kind and number, marked deleted', async () => {
    const db = t.database.db;
    const gone = await buildCustomer(db, { name: 'Gone Shipping' });
    const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
    await writeChanges(ida.user, { customer: gone.id, questionnaire: 999_001, report: 999_002 });
    await db.delete(customers).where(eq(customers.id, gone.id));
    const admin = await t.signIn(Role.ADMIN);
    expect(recordsOf(await history(admin.headers))).toEqual({
      customer: { name: `Client #${gone.id} (deleted)`, vesselId: null, deleted: true },
      questionnaire: { name: 'Questionnaire #999001 (deleted)', vesselId: null, deleted: true },
      report: { name: 'Report #999002 (deleted)', vesselId: null, deleted: true },
    });
  });

  it('with one query per record type on the page, however many entries it holds', async () => {
    const { ida, records } = await setUp();
    const admin = await t.signIn(Role.ADMIN);
    const queriesFor = async () => {
      const { queries, result } = await countQueries(t.database.db, () =>
        t.app.inject({ url: '/api/history', headers: admin.headers }),
      );
      expect(result.statusCode).toBe(200);
      return { queries, entries: result.json() as HistoryEntry[] };
    };
    const few = await queriesFor();
    expect(few.entries).toHaveLength(15);
    for (let i = 0; i < 2; i++) await writeChanges(ida.user, records);
    const many = await queriesFor();
    expect(many.entries).toHaveLength(45);
    expect(many.queries).toBe(few.queries);

    // One record type on the page: one query for its names, fourteen fewer than with all fifteen types.
    const { queries: oneType } = await countQueries(t.database.db, () =>
      t.app.inject({ url: '/api/history?recordType=report', headers: admin.headers }),
    );
    expect(oneType).toBe(few.queries - 14);
  });
});
