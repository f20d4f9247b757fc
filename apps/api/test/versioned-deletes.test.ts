import { type Contact, type Customer, type Project, Role, type Technology } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildDepartment, referenceData } from './factories.ts';
import { catalogueLookups, technologyBody } from './factories-catalogue.ts';
import { readableDocx, temporaryDataDir, uploadFile } from './factories-files.ts';
import { includeTechnology, linkMakerAndSupplier, reportSetUp, savingsBody } from './factories-report-technologies.ts';
import { buildProjectWithRates, createVesselViaApi } from './factories-vessels.ts';
import { useTestApp } from './test-app.ts';

// A DELETE of a versioned record with `?version=` older than the record's is refused like a stale
// save (409 naming the last change) and changes nothing (docs/decisions/0027-versions-and-history.md).

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };

const staleMessage = (who: string) =>
  new RegExp(
    `^This record was changed by ${who} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload to see the changes\\.$`,
  );

/** A record at version 1: its DELETE's path, a save by another user that raises it to 2, and whether it is still there. */
interface Record {
  url: string;
  save: (headers: Headers) => Promise<{ statusCode: number; body: string }>;
  exists: (headers: Headers) => Promise<boolean>;
}

const put = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });
const found = async (url: string, headers: Headers) => (await t.app.inject({ url, headers })).statusCode === 200;

async function postCreated<T>(url: string, headers: Headers, payload: object): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}

const records: { name: string; role: number; build: (headers: Headers) => Promise<Record> }[] = [
  {
    name: 'DELETE /api/customers/{id}',
    role: Role.USER,
    async build(headers) {
      const customer = await postCreated<Customer>('/api/customers', headers, { name: 'Nordic Bulk', address: '' });
      const url = `/api/customers/${customer.id}`;
      return {
        url,
        save: (h) => put(url, h, { name: 'Nordic Bulk A/S', address: '', note: '', version: 1 }),
        exists: (h) => found(url, h),
      };
    },
  },
  {
    name: 'DELETE /api/projects/{id}',
    role: Role.USER,
    async build(headers) {
      await referenceData(t.database.db);
      const customer = await buildCustomer(t.database.db);
      const body = { name: 'Fleet 2026', description: 'Bulkers', customer: { id: customer.id } };
      const project = await postCreated<Project>('/api/projects', headers, body);
      const url = `/api/projects/${project.id}`;
      return {
        url,
        save: (h) => put(url, h, { name: 'Fleet 2027', description: 'Bulkers', version: 1 }),
        exists: (h) => found(url, h),
      };
    },
  },
  {
    name: 'DELETE /api/vessels/{id}',
    role: Role.USER,
    async build(headers) {
      const { vesselTypes } = await referenceData(t.database.db);
      const { project } = await buildProjectWithRates(t.database.db);
      const vessel = await createVesselViaApi(t, headers, { projectId: project.id, vesselTypeId: vesselTypes[0]!.id });
      const url = `/api/vessels/${vessel.id}`;
      return { url, save: (h) => put(url, h, { name: 'Nordic Moon', version: 1 }), exists: (h) => found(url, h) };
    },
  },
  {
    name: 'DELETE /api/contacts/{id}',
    role: Role.USER,
    async build(headers) {
      const customer = await buildCustomer(t.database.db);
      const body = { name: 'Ann Lee', title: 'CTO', email: 'ann@nordic.dk', phone: '', customer: { id: customer.id } };
      const contact = await postCreated<Contact>('/api/contacts', headers, body);
      const url = `/api/contacts/${contact.id}`;
      const list = `/api/customers/${customer.id}/contacts`;
      return {
        url,
        save: (h) => put(url, h, { name: 'Ann Lee', title: 'CEO', email: 'ann@nordic.dk', phone: '', version: 1 }),
        exists: async (h) => ((await t.app.inject({ url: list, headers: h })).json() as Contact[]).length === 1,
      };
    },
  },
  {
    name: 'DELETE /api/technologies/{id}',
    role: Role.ADMIN,
    async build(headers) {
      const lookups = await catalogueLookups(t.database.db);
      const body = technologyBody(lookups, { name: 'Air Lubrication' });
      const technology = await postCreated<Technology>('/api/technologies', headers, body);
      const url = `/api/technologies/${technology.id}`;
      return { url, save: (h) => put(url, h, { ...body, calcSavings: 9, version: 1 }), exists: (h) => found(url, h) };
    },
  },
  {
    name: 'DELETE /api/technologies/{id}/makers/{makerId}',
    role: Role.ADMIN,
    async build(headers) {
      const { hull } = await reportSetUp(t.database.db);
      const { maker } = await linkMakerAndSupplier(t.database.db, hull.id);
      const word = await uploadFile(t.app, headers, { name: 'offer.docx', usage: 'docx', bytes: readableDocx });
      const url = `/api/technologies/${hull.id}/makers/${maker.id}`;
      const { vesselTechnologyFixedConsumptionSavings: _, ...values } = savingsBody({ calcSavings: 7 });
      const body = { maker: { id: maker.id }, ...values, wordTemplateFile: { id: word.id } };
      return { url, save: (h) => put(url, h, { ...body, version: 1 }), exists: (h) => found(url, h) };
    },
  },
  {
    name: 'DELETE /api/reports/{id}/included-technologies/{techId}',
    role: Role.USER,
    async build(headers) {
      const { report, hull } = await reportSetUp(t.database.db);
      const added = await includeTechnology(t, headers, report.id, hull.id);
      const url = `/api/reports/${report.id}/included-technologies/${added.id}`;
      const list = `/api/reports/${report.id}/included-technologies`;
      return {
        url,
        save: (h) => put(url, h, { ...savingsBody({ calcSavings: 6 }), version: 1 }),
        exists: async (h) => ((await t.app.inject({ url: list, headers: h })).json() as unknown[]).length === 1,
      };
    },
  },
  ...[
    { path: '/api/departments', body: { name: 'Hamburg', city: 'Hamburg' }, change: { city: 'Altona' } },
    { path: '/api/suppliers', body: { name: 'Nordic Coatings', country: 'Norway' }, change: { country: 'Sweden' } },
    { path: '/api/makers', body: { name: 'MAN Energy', country: 'Germany' }, change: { country: 'Denmark' } },
    { path: '/api/vessel-types', body: { name: 'Tug', shortName: 'TG' }, change: { shortName: 'TUG' }, list: true },
    {
      path: '/api/consumptions/types',
      body: { name: 'Methanol', shortName: 'MeOH', defaultPrice: 900, defaultCo2ConversionConstant: 1.375 },
      change: { defaultPrice: 950 },
      list: true,
    },
  ].map(({ path, body, change, list }) => ({
    name: `DELETE ${path}/{id}`,
    role: Role.ADMIN,
    async build(headers: Headers): Promise<Record> {
      const { id } = await postCreated<{ id: number }>(path, headers, body);
      const url = `${path}/${id}`;
      const exists = async (h: Headers) =>
        list
          ? ((await t.app.inject({ url: path, headers: h })).json() as { id: number }[]).some((row) => row.id === id)
          : found(url, h);
      return { url, save: (h) => put(url, h, { ...body, ...change, version: 1 }), exists };
    },
  })),
  {
    name: 'DELETE /api/users/{id}',
    role: Role.ADMIN,
    async build(headers) {
      const department = await buildDepartment(t.database.db);
      const body = {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        role: Role.USER,
        department: { id: department.id },
      };
      const user = await postCreated<{ id: number }>('/api/users', headers, { ...body, password: 'secret1' });
      const url = `/api/users/${user.id}`;
      return { url, save: (h) => put(url, h, { ...body, title: 'Lead', version: 1 }), exists: (h) => found(url, h) };
    },
  },
];

async function setUp(role: number, build: (headers: Headers) => Promise<Record>) {
  const ida = await t.signIn(role, { fullName: 'Ida Holm' });
  const ole = await t.signIn(role, { fullName: 'Ole Berg' });
  const record = await build(ida.headers);
  const saved = await record.save(ida.headers);
  expect(saved.statusCode, saved.body).toBe(200);
  const remove = (query = '') => t.app.inject({ method: 'DELETE', url: `${record.url}${query}`, headers: ole.headers });
  return { ida, record, remove };
}

describe.each(records)('$name with a version', ({ role, build }) => {
  it('refuses an older version with who changed it and when, and deletes nothing', async () => {
    const { ida, record, remove } = await setUp(role, build);
    const stale = await remove('?version=1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await record.exists(ida.headers)).toBe(true);
  });

  it('deletes with the current version', async () => {
    const { ida, record, remove } = await setUp(role, build);
    expect((await remove('?version=2')).statusCode).toBe(204);
    expect(await record.exists(ida.headers)).toBe(false);
  });

  it('deletes without a version, as before', async () => {
    const { ida, record, remove } = await setUp(role, build);
    expect((await remove()).statusCode).toBe(204);
    expect(await record.exists(ida.headers)).toBe(false);
  });

  it('answers 400 to a version that is not a whole number from 1, and deletes nothing', async () => {
    const { ida, record, remove } = await setUp(role, build);
    for (const version of ['0', '-1', '1.5', 'abc', '0x2', '2147483648']) {
      const res = await remove(`?version=${version}`);
      expect(res.statusCode, version).toBe(400);
    }
    expect(await record.exists(ida.headers)).toBe(true);
  });
});
