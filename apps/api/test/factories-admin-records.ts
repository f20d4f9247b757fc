import { type HistoryRecordType, Role } from '@backoffice/contracts';
import { expect } from 'vitest';
import { buildDepartment, referenceData } from './factories.ts';
import { buildTechnology } from './factories-catalogue.ts';
import type { TestContext } from './test-app.ts';

type Headers = { authorization: string };
type Values = Record<string, unknown>;
type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;
type Change = { field: string; before: unknown; after: unknown };
type Versioned = { id: number; version: number };

/** The 409 of a stale save, naming who changed the record. */
export const staleMessage = (who: string) =>
  new RegExp(
    `^This record was changed by ${who} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Reload to see the changes\\.$`,
  );

/** Which values a save sends: 'mine' and 'theirs' each change another field, 'same' what the record holds. */
type Saving = 'mine' | 'theirs' | 'same';

/** An admin record as the version tests use it (apps/api/test/admin-record-versions.test.ts). */
export interface AdminRecord {
  recordType: HistoryRecordType;
  recordId: number;
  /** Its name in the history. */
  name: string;
  /** Whether its history begins with 'created' (a seeded record's has no such entry). */
  created: boolean;
  save(headers: Headers, saving: Saving, version: number): Promise<Answer>;
  /** The record as its GET answers it. */
  read(headers: Headers): Promise<Values & { version: number }>;
  /** What 'mine' changes: as `read` shows it, and in the history's words. */
  mine: { shows: Values; change: Change };
}

interface Spec {
  recordType: HistoryRecordType;
  /** The records' path: POST to it, PUT and GET to `<path>/<id>`. */
  path: string;
  /** Whether a record is read from the list (there is no GET of one). */
  listOnly?: boolean;
  body: Values;
  /** The POST's body where it differs from the PUT's. */
  createBody?: Values;
  mine: Values;
  theirs: Values;
  change: Change;
}

async function answered(answer: Promise<Answer>, status = 200) {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** A record created by `headers` through its POST; saved by PUT with the whole body. */
async function created(t: TestContext, headers: Headers, spec: Spec): Promise<AdminRecord> {
  const payload = spec.createBody ?? spec.body;
  const { id } = await answered(t.app.inject({ method: 'POST', url: spec.path, headers, payload }), 201);
  const url = `${spec.path}/${id}`;
  const bodies: Record<Saving, Values> = {
    mine: { ...spec.body, ...spec.mine },
    theirs: { ...spec.body, ...spec.theirs },
    same: spec.body,
  };
  return {
    recordType: spec.recordType,
    recordId: id,
    name: String(spec.body.name ?? spec.body.fullName),
    created: true,
    save: (h, saving, version) =>
      t.app.inject({ method: 'PUT', url, headers: h, payload: { ...bodies[saving], version } }),
    read: async (h) => {
      if (!spec.listOnly) return answered(t.app.inject({ url, headers: h }));
      const list = (await answered(t.app.inject({ url: spec.path, headers: h }))) as (Values & Versioned)[];
      return list.find((row) => row.id === id)!;
    },
    mine: { shows: spec.mine, change: spec.change },
  };
}

const companyBody = { name: 'Njord Fuel Advisory', address: 'Havnegade 1', website: 'https://njord.example.com' };

async function companyProfile(t: TestContext, headers: Headers): Promise<AdminRecord> {
  const url = '/api/company-profile';
  const bodies: Record<Saving, Values> = {
    mine: { ...companyBody, website: 'https://njord.example.org' },
    theirs: { ...companyBody, disclaimer: 'Indicative figures.' },
    same: companyBody,
  };
  await answered(t.app.inject({ method: 'PUT', url, headers, payload: companyBody }));
  return {
    recordType: 'companyProfile',
    recordId: 1,
    name: companyBody.name,
    created: true,
    save: (h, saving, version) =>
      t.app.inject({ method: 'PUT', url, headers: h, payload: { ...bodies[saving], version } }),
    read: (h) => answered(t.app.inject({ url, headers: h })),
    mine: {
      shows: { website: 'https://njord.example.org' },
      change: { field: 'Website', before: companyBody.website, after: 'https://njord.example.org' },
    },
  };
}

/** A seeded category holding two technologies; its list is saved in order by its page. */
async function consumptionCategory(t: TestContext, headers: Headers): Promise<AdminRecord> {
  const { categories } = await referenceData(t.database.db);
  const category = categories[0]!;
  const hull = await buildTechnology(t.database.db, { name: 'Hull Coating' });
  const duct = await buildTechnology(t.database.db, { name: 'Mewis Duct' });
  const entry = (technologyId: number, calculationSequence: number) => ({
    calculationSequence,
    consumptionCategory: { id: category.id },
    technology: { id: technologyId },
  });
  const lists: Record<Saving, Values[]> = {
    same: [entry(hull.id, 0), entry(duct.id, 1)],
    mine: [entry(duct.id, 0), entry(hull.id, 1)],
    theirs: [entry(hull.id, 0)],
  };
  const url = `/api/consumptions/categories/${category.id}/technologies`;
  await answered(t.app.inject({ method: 'PUT', url, headers, payload: lists.same }));
  return {
    recordType: 'consumptionCategory',
    recordId: category.id,
    name: category.name,
    created: false,
    save: (h, saving, version) =>
      t.app.inject({ method: 'PUT', url: `${url}?version=${version}`, headers: h, payload: lists[saving] }),
    read: async (h) => {
      const all = (await answered(t.app.inject({ url: '/api/consumptions/categories', headers: h }))) as Versioned[];
      const list = (await answered(t.app.inject({ url, headers: h }))) as { technology: { name: string } }[];
      const found = all.find((row) => row.id === category.id)!;
      return { ...found, technologies: list.map((row) => row.technology.name) };
    },
    mine: {
      shows: { technologies: ['Mewis Duct', 'Hull Coating'] },
      change: { field: 'Technologies', before: 'Hull Coating, Mewis Duct', after: 'Mewis Duct, Hull Coating' },
    },
  };
}

async function user(t: TestContext, headers: Headers): Promise<AdminRecord> {
  const department = await buildDepartment(t.database.db);
  const body = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+45 1234',
    title: 'Naval architect',
    role: Role.USER,
    department: { id: department.id },
  };
  return created(t, headers, {
    recordType: 'user',
    path: '/api/users',
    body,
    createBody: { ...body, password: 'secret1' },
    mine: { title: 'Lead naval architect' },
    theirs: { phone: '+45 5678' },
    change: { field: 'Title', before: 'Naval architect', after: 'Lead naval architect' },
  });
}

/** Each admin record with a version, built by `headers` (an admin's). */
export const adminRecords: { name: string; build(t: TestContext, headers: Headers): Promise<AdminRecord> }[] = [
  { name: 'company profile', build: companyProfile },
  {
    name: 'department',
    build: (t, headers) =>
      created(t, headers, {
        recordType: 'department',
        path: '/api/departments',
        body: { name: 'Hamburg', street: 'Kai 1', zip: '20457', city: 'Hamburg', country: 'Germany', web: '' },
        mine: { city: 'Altona' },
        theirs: { country: 'Deutschland' },
        change: { field: 'City', before: 'Hamburg', after: 'Altona' },
      }),
  },
  ...(['supplier', 'maker'] as const).map((recordType) => ({
    name: recordType,
    build: (t: TestContext, headers: Headers) =>
      created(t, headers, {
        recordType,
        path: `/api/${recordType}s`,
        body: { name: 'Nordic Coatings', country: 'Norway', description: '' },
        mine: { country: 'Sweden' },
        theirs: { description: 'Hull coatings' },
        change: { field: 'Country', before: 'Norway', after: 'Sweden' },
      }),
  })),
  {
    name: 'vessel type',
    build: (t, headers) =>
      created(t, headers, {
        recordType: 'vesselType',
        path: '/api/vessel-types',
        listOnly: true,
        body: { name: 'Tug', shortName: 'TG' },
        mine: { shortName: 'TUG' },
        theirs: { name: 'Harbour Tug' },
        change: { field: 'Short name', before: 'TG', after: 'TUG' },
      }),
  },
  {
    name: 'consumption type',
    build: (t, headers) =>
      created(t, headers, {
        recordType: 'consumptionType',
        path: '/api/consumptions/types',
        listOnly: true,
        body: { name: 'Methanol', shortName: 'MeOH', defaultPrice: 900, defaultCo2ConversionConstant: 1.375 },
        mine: { defaultPrice: 950 },
        theirs: { shortName: 'MEOH' },
        change: { field: 'Default price (USD per MT)', before: 900, after: 950 },
      }),
  },
  { name: 'consumption category', build: consumptionCategory },
  { name: 'user', build: user },
];
