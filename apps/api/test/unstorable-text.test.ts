import { FormStatus, Role, requestMessages } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildDepartment, buildUser, referenceData } from './factories.ts';
import { buildMaker, buildSupplier, catalogueLookups, technologyBody } from './factories-catalogue.ts';
import { buildParticulars, buildQuestionnaire, clientHeaders, storedQuestionnaire } from './factories-client-area.ts';
import { buildContact } from './factories-clients.ts';
import { uploadFile } from './factories-files.ts';
import { includeTechnology, reportSetUp, savingsBody } from './factories-report-technologies.ts';
import { fingerprints } from './table-fingerprints.ts';
import { useTestApp } from './test-app.ts';

// PostgreSQL can store a lone UTF-16 surrogate neither in text nor in jsonb (the history), so a save
// that carried one failed with a 500. Every text field of every request body of the API document is
// sent one: a 400 on that field, and no row changes. A new text field is covered as soon as it exists.

const t = useTestApp();
const unstorable = requestMessages.unstorableCharacter;
/** Long enough for every field's minimum, short enough for every maximum. */
const lone = 'Nordic \ud800 Star';

type Headers = Record<string, string>;
/** A request that would save. */
type Request = { op: string; url: string; body: Record<string, unknown>; headers?: Headers };
/** With the paths of its text fields (numbers index arrays). */
type Save = Request & { fields: string[]; headers: Headers };
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
};

/** `METHOD /path field` of every free text of every JSON request body (enums and dates are not free text). */
function documentedTextFields(doc: OpenApi): Set<string> {
  const found = new Set<string>();
  const walk = (op: string, schema: Schema | undefined, path: string) => {
    if (!schema) return;
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(op, part, path);
    const isString = schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
    if (isString && !schema.enum && schema.const === undefined && !schema.format) found.add(`${op} ${path}`);
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      walk(op, property, path ? `${path}.${key}` : key);
    walk(op, schema.items, `${path}.[]`);
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      walk(`${method.toUpperCase()} ${path}`, operation.requestBody?.content?.['application/json']?.schema, '');
    }
  }
  return found;
}

/** A copy of the body with the field at the path set to the value. */
function withField(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let at = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

/** Records for every save, and a body for each that would save. */
async function saves(): Promise<Save[]> {
  const db = t.database.db;
  const { vesselTypes, types } = await referenceData(db);
  const lookups = await catalogueLookups(db);
  const { vessel, report, hull, wide } = await reportSetUp(db);
  const admin = await t.signIn(Role.SUPERADMIN);
  const user = await buildUser(db, { password: 'secret-1' });
  const userHeaders = { authorization: `bearer ${(await t.app.tokens.issue(user)).bearerToken}` };
  const department = await buildDepartment(db);
  const customer = await buildCustomer(db);
  const contact = await buildContact(db, { customerId: customer.id });
  const file = await uploadFile(t.app, admin.headers);
  const included = await includeTechnology(t, admin.headers, report.id, hull.id);
  const questionnaire = await buildQuestionnaire(db, vessel.id, { status: FormStatus.Published });
  const { sections, items } = await storedQuestionnaire(db, questionnaire.id);
  const [section, itemId] = [sections[0]!, items[0]!.id];
  const particulars = await buildParticulars(db, vessel.id, { status: FormStatus.Published });
  const particularsItem = particulars.items[0]!;
  const shipOwnerOfQuestionnaire = await clientHeaders(t.app, questionnaire);
  const shipOwnerOfParticulars = await clientHeaders(t.app, particulars.form);

  const named = (name: string) => ({ name, shortName: 'NS' });
  const person = { fullName: 'Ida Holm', email: 'ida@example.com', title: 'Engineer', phone: '+45 1234' };
  const place = { name: 'Office', street: 'Strandvejen 1', zip: '2900', city: 'Hellerup', country: 'DK', web: 'x.dk' };
  const company = { name: 'Jotun', country: 'Norway', description: 'Paints' };
  const pending = { name: 'drawing.pdf', contentSize: 10, mimeType: 'application/pdf' };
  const consumptionType = { ...named('Fuel'), defaultPrice: 500, defaultCo2ConversionConstant: 3 };
  const both = (op: string, url: string, body: Request['body']): Request[] => [
    { op: `POST ${op}`, url, body },
    { op: `PUT ${op}/{id}`, url, body },
  ];
  const list: Request[] = [
    { op: 'POST /api/auth/token', url: '/api/auth/token', body: { username: user.email, password: 'secret-1' } },
    { op: 'POST /api/auth/renew-token', url: '/api/auth/renew-token', body: { renewToken: 'renew' } },
    { op: 'POST /api/auth/logout', url: '/api/auth/logout', body: { renewToken: 'renew' } },
    {
      op: 'PUT /api/auth/set-password',
      url: '/api/auth/set-password',
      body: { currentPassword: 'secret-1', newPassword: 'secret-2' },
      headers: userHeaders,
    },
    { op: 'POST /api/auth/forgot-password', url: '/api/auth/forgot-password', body: { username: user.email } },
    {
      op: 'POST /api/auth/reset-password',
      url: '/api/auth/reset-password',
      body: { username: user.email, password: 'secret-3', resetPasswordToken: 'token' },
    },
    {
      op: 'POST /api/users',
      url: '/api/users',
      body: { ...person, department: { id: department.id }, role: Role.USER, password: 'secret-4' },
    },
    {
      op: 'PUT /api/users/me',
      url: '/api/users/me',
      body: { ...person, department: { id: department.id }, currentPassword: admin.user.password },
    },
    {
      op: 'PUT /api/users/{id}',
      url: `/api/users/${user.id}`,
      body: { ...person, department: { id: department.id }, role: Role.USER, password: 'secret-5' },
    },
    ...both('/api/departments', '/api/departments', place),
    ...both('/api/vessel-types', '/api/vessel-types', named('Tanker')),
    ...both('/api/consumptions/types', '/api/consumptions/types', consumptionType),
    { op: 'POST /api/files', url: '/api/files', body: pending },
    { op: 'PUT /api/files/{id}', url: `/api/files/${file.id}`, body: { name: 'photo.png', description: 'Bow' } },
    ...both('/api/customers', '/api/customers', { name: 'Maersk', address: 'Esplanaden 50', note: 'Big' }),
    ...both('/api/contacts', '/api/contacts', {
      name: 'Karen',
      title: 'Buyer',
      email: 'karen@example.com',
      phone: '+45 5555',
      customer: { id: customer.id },
    }),
    ...both('/api/projects', '/api/projects', { name: 'Fleet', description: 'All', customer: { id: customer.id } }),
    {
      op: 'POST /api/vessels',
      url: '/api/vessels',
      body: { name: 'Nordic Star', project: { id: vessel.projectId }, vesselType: { id: vesselTypes[0]!.id } },
    },
    { op: 'PUT /api/vessels/{id}', url: `/api/vessels/${vessel.id}`, body: { name: 'Nordic Star' } },
    ...both(
      '/api/technologies',
      '/api/technologies',
      technologyBody(lookups, { summaryTableDescription: 'Table', summaryDescription: 'Summary' }),
    ),
    ...both('/api/suppliers', '/api/suppliers', company),
    ...both('/api/makers', '/api/makers', company),
    {
      op: 'PUT /api/company-profile',
      url: '/api/company-profile',
      body: {
        name: 'Njord',
        address: 'Road 1',
        website: 'njord.dk',
        brandColour: '#112233',
        disclaimer: 'None',
        timeZone: 'UTC',
      },
    },
    { op: 'POST /api/reports', url: '/api/reports', body: { name: 'Screening', type: 0, vessel: { id: vessel.id } } },
    {
      op: 'PUT /api/reports/{id}',
      url: `/api/reports/${report.id}`,
      body: { name: 'Screening', status: report.status, internalContact: { id: admin.user.id } },
    },
    {
      op: 'PUT /api/reports/{id}/regulatory-impact',
      url: `/api/reports/${report.id}/regulatory-impact`,
      body: { regulatoryImpactDescription: 'EU ETS' },
    },
    {
      op: 'POST /api/reports/{id}/included-technologies',
      url: `/api/reports/${report.id}/included-technologies`,
      body: savingsBody({ technology: { id: wide.id }, potentialForVessel: 'High' }),
    },
    {
      op: 'PUT /api/reports/{id}/included-technologies/{techId}',
      url: `/api/reports/${report.id}/included-technologies/${included.id}`,
      body: savingsBody({ potentialForVessel: 'High' }),
    },
    {
      op: 'PUT /api/included-technologies/{techId}/{noteKey}',
      url: `/api/included-technologies/${included.id}/calcSavings`,
      body: { note: 'Measured' },
    },
    {
      op: 'PUT /api/vessels/{id}/questionnaire',
      url: `/api/vessels/${vessel.id}/questionnaire`,
      body: {
        status: FormStatus.Published,
        formSections: [{ id: section.id, title: 'General' }],
        formItems: [{ id: itemId, value: 'Nordic Star', valueExample: 'e.g.' }],
        existingEnergySavingTechnologies: 'None',
      },
    },
    {
      op: 'PUT /api/vessels/{id}/particulars',
      url: `/api/vessels/${vessel.id}/particulars`,
      body: {
        status: FormStatus.Published,
        formItems: [{ id: particularsItem.id, title: 'Drawings', requestText: 'Upload', responseText: 'Done' }],
      },
    },
    { op: 'POST /api/client/token', url: '/api/client/token', body: { urlHash: questionnaire.urlHash, pinCode: '1' } },
    {
      op: 'PUT /api/client/questionnaire',
      url: '/api/client/questionnaire',
      body: { formItems: [{ id: itemId, value: 'Nordic Star' }], existingEnergySavingTechnologies: 'None' },
      headers: shipOwnerOfQuestionnaire,
    },
    {
      op: 'PUT /api/client/particulars',
      url: '/api/client/particulars',
      body: { formItems: [{ id: particularsItem.id, responseText: 'Done' }] },
      headers: shipOwnerOfParticulars,
    },
    { op: 'POST /api/client/files', url: '/api/client/files', body: pending, headers: shipOwnerOfParticulars },
  ];
  // The PUT of a pair saves the record the factories made.
  const ids: Record<string, number> = {
    '/api/departments': department.id,
    '/api/vessel-types': vesselTypes[0]!.id,
    '/api/consumptions/types': types[0]!.id,
    '/api/customers': customer.id,
    '/api/contacts': contact.id,
    '/api/projects': vessel.projectId,
    '/api/technologies': hull.id,
    '/api/suppliers': (await buildSupplier(db)).id,
    '/api/makers': (await buildMaker(db)).id,
  };
  return list.map((save) => {
    const pairUrl = save.op.endsWith('/{id}') && save.url in ids ? `${save.url}/${ids[save.url]}` : save.url;
    const fields = textPaths(save.body);
    return { ...save, url: pairUrl, fields, headers: save.headers ?? admin.headers };
  });
}

/** The paths of the body's strings, numbers indexing arrays. */
function textPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => textPaths(item, path ? `${path}.${key}` : key));
}

describe('a lone surrogate in a text', () => {
  it('is refused on its field in every save, and nothing changes', async () => {
    const list = await saves();
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const covered = new Set(list.flatMap((save) => save.fields.map((f) => `${save.op} ${f.replace(/\.\d+/g, '.[]')}`)));
    expect([...documentedTextFields(doc)].filter((field) => !covered.has(field))).toEqual([]);

    const before = await fingerprints(t.database.db);
    const wrong: string[] = [];
    for (const save of list) {
      for (const field of save.fields) {
        const method = save.op.split(' ')[0] as 'POST';
        const payload = withField(save.body, field, lone);
        const res = await t.app.inject({ method, url: save.url, headers: save.headers, payload });
        const answer = res.statusCode === 400 ? res.json() : res.body;
        if (JSON.stringify(answer) !== JSON.stringify({ [field]: [unstorable] })) {
          wrong.push(`${save.op} ${field} → ${res.statusCode} ${JSON.stringify(answer)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprints(t.database.db)).toEqual(before);
  });
});

describe('a lone surrogate where no schema looks at the text', () => {
  it('is refused on its field after the schemas: a field of any shape, a key in one, a body the route does not read', async () => {
    const db = t.database.db;
    const { report, hull } = await reportSetUp(db);
    const admin = await t.signIn(Role.ADMIN);
    const included = await includeTechnology(t, admin.headers, report.id, hull.id);
    const before = await fingerprints(db);
    const put = (calcSavingsInMt: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reports/${report.id}/included-technologies/${included.id}`,
        headers: admin.headers,
        payload: savingsBody({ calcSavingsInMt }),
      });
    const anyShape = await put(lone);
    expect(anyShape.statusCode).toBe(400);
    expect(anyShape.json()).toEqual({ calcSavingsInMt: [unstorable] });
    const key = await put({ [lone]: 1 });
    expect(key.json()).toEqual({ 'calcSavingsInMt.Nordic \ufffd Star': [unstorable] });
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${report.id}/copy`,
      headers: admin.headers,
      payload: { name: lone },
    });
    expect(copy.json()).toEqual({ name: [unstorable] });
    expect(await fingerprints(db)).toEqual(before);

    // A key the schema leaves out never reaches a save: the customer is saved without it.
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: admin.headers,
      payload: { name: 'Maersk', address: null, note: null, [lone]: 'x' },
    });
    expect(customer.statusCode).toBe(201);
  });
});
