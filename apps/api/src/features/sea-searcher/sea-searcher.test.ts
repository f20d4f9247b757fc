import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formMessages, type Questionnaire, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, buildVessel } from '../../../test/factories.ts';
import { buildTestApp, useTestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';
import { questionnaireItems, questionnaireSections, questionnaires, vessels } from '../../db/schema/index.ts';

const t = useTestApp();

/** The stand-in Sea Searcher: each test sets how it answers; it records what it was asked. */
let respond: (res: ServerResponse) => void;
const requests: { url: string | undefined; headers: IncomingHttpHeaders }[] = [];
const server = createServer((req, res) => {
  requests.push({ url: req.url, headers: req.headers });
  respond(res);
});
let configured: App;
const apiKey = 'sea-searcher-test-key';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configured = await buildTestApp({ seaSearcher: { url: `http://127.0.0.1:${port}`, apiKey, timeoutMs: 300 } });
});

afterAll(async () => {
  await configured?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  respond = (res) => json(res, 500, { error: 'no answer set' });
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const imo = '9321483';

/** A vessel with a questionnaire of general, machinery and consumption items, made directly. */
async function setUp(imoValue: string | null = imo) {
  const db = t.database.db;
  const vessel = await buildVessel(db);
  // In place of the questionnaire the vessel was made with.
  await db.delete(questionnaires).where(eq(questionnaires.vesselId, vessel.id));
  const [questionnaire] = await db
    .insert(questionnaires)
    .values({ vesselId: vessel.id, urlHash: `hash-${vessel.id}`, pinCode: '123456' })
    .returning();
  const qid = questionnaire!.id;
  const sections = await db
    .insert(questionnaireSections)
    .values([
      { questionnaireId: qid, title: 'General vessel data', position: 0 },
      { questionnaireId: qid, title: 'Machinery', position: 1 },
      { questionnaireId: qid, title: 'Consumption', position: 2 },
    ])
    .returning();
  const [general, machinery, consumption] = sections.map((s) => s.id) as [number, number, number];
  const item = (sectionId: number, position: number, title: string, mappedTo: string | null, value: string | null) => ({
    questionnaireId: qid,
    sectionId,
    position,
    title,
    mappedTo,
    value,
  });
  await db
    .insert(questionnaireItems)
    .values([
      item(general, 0, 'Vessel name', 'vesselName', 'Old name'),
      item(general, 1, 'IMO number', 'imoNumber', imoValue),
      item(general, 2, 'Owner', 'owner', 'Keep Owner A/S'),
      item(general, 3, 'Vessel type', 'vesselType', 'Tanker'),
      item(general, 4, 'Flag', 'flag', null),
      item(general, 5, 'Gross tonnage', 'grossTonnage', null),
      item(general, 6, 'Remarks', null, 'Free text'),
      item(machinery, 0, 'Main engine maker', 'mainEngineMaker', null),
      item(machinery, 1, 'Main engine MCR power (kW)', 'mainEngineMcrPower', '1'),
      item(machinery, 2, 'Hull paint type', 'hullPaintType', 'Silicone'),
      item(consumption, 0, 'Main engine consumption (t/year)', 'mainEngineConsumption', '5000'),
    ]);
  const user = await buildUser(db, { role: Role.USER });
  return { db, vessel, questionnaireId: qid, user };
}

async function headersFor(app: App, user: Awaited<ReturnType<typeof buildUser>>) {
  const { bearerToken } = await app.tokens.issue(user);
  return { authorization: `bearer ${bearerToken}` };
}

function importFrom(app: App, headers: Record<string, string>, vesselId: number) {
  return app.inject({
    method: 'PUT',
    url: `/api/vessels/${vesselId}/questionnaire/import-from-sea-searcher`,
    headers,
    payload: {},
  });
}

async function storedItems(questionnaireId: number) {
  const db = t.database.db;
  const items = await db
    .select()
    .from(questionnaireItems)
    .where(eq(questionnaireItems.questionnaireId, questionnaireId))
    .orderBy(questionnaireItems.id);
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, questionnaireId));
  return { items, modifiedOn: row!.modifiedOn };
}

const itemValue = (q: Questionnaire, title: string) =>
  q.formSections.flatMap((s) => s.formItems).find((i) => i.title === title)?.value;

describe('PUT vessels/{id}/questionnaire/import-from-sea-searcher', () => {
  it('fills the general and machinery items the answer knows, sending the API key', async () => {
    const { vessel, questionnaireId, user } = await setUp();
    respond = (res) =>
      json(res, 200, {
        imo,
        name: 'Nordic Star',
        flag: 'Denmark',
        grossTonnage: 29_000,
        mainEngineMaker: ' MAN B&W ',
        mainEngineMcrPower: 9480.5,
        owner: null,
        shipType: '',
        mainEngineConsumption: 9999,
        hullPaintType: 'Antifouling',
        somethingElse: { nested: true },
      });
    const res = await importFrom(configured, await headersFor(configured, user), vessel.id);
    expect(res.statusCode, res.body).toBe(200);

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`/vessels/${imo}`);
    expect(requests[0]!.headers['x-api-key']).toBe(apiKey);
    expect(requests[0]!.headers.accept).toBe('application/json');

    const body = res.json() as Questionnaire;
    expect(body.id).toBe(questionnaireId);
    expect(body.vessel).toEqual({ id: vessel.id, name: vessel.name });
    const expected = {
      'Vessel name': 'Nordic Star',
      'IMO number': imo,
      Owner: 'Keep Owner A/S',
      'Vessel type': 'Tanker',
      Flag: 'Denmark',
      'Gross tonnage': '29000',
      Remarks: 'Free text',
      'Main engine maker': 'MAN B&W',
      'Main engine MCR power (kW)': '9480.5',
      'Hull paint type': 'Silicone',
      'Main engine consumption (t/year)': '5000',
    };
    for (const [title, value] of Object.entries(expected)) expect(itemValue(body, title), title).toBe(value);
    const stored = await storedItems(questionnaireId);
    expect(Object.fromEntries(stored.items.map((i) => [i.title, i.value]))).toEqual(expected);
  });

  it("raises the questionnaire's version and records the values it changed, under the staff member", async () => {
    const { vessel, questionnaireId, user } = await setUp();
    respond = (res) => json(res, 200, { imo, name: 'Nordic Star', flag: 'Denmark', owner: 'Keep Owner A/S' });
    const headers = await headersFor(configured, user);
    const res = await importFrom(configured, headers, vessel.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Questionnaire).version).toBe(2);

    const history = await configured.inject({
      url: `/api/history?recordType=questionnaire&recordId=${questionnaireId}`,
      headers,
    });
    expect(history.json()).toMatchObject([
      {
        user: { id: user.id },
        actor: user.fullName,
        action: 'updated',
        changes: [
          { field: 'Vessel name', before: 'Old name', after: 'Nordic Star' },
          { field: 'Flag', before: null, after: 'Denmark' },
        ],
      },
    ]);
  });

  it('importing the same answer again changes nothing: the version is raised once and one entry written', async () => {
    const { vessel, questionnaireId, user } = await setUp();
    respond = (res) => json(res, 200, { imo, name: 'Nordic Star', flag: 'Denmark', owner: 'Keep Owner A/S' });
    const headers = await headersFor(configured, user);
    const first = await importFrom(configured, headers, vessel.id);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as Questionnaire).version).toBe(2);
    const imported = await storedItems(questionnaireId);

    const second = await importFrom(configured, headers, vessel.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(requests).toHaveLength(2);
    expect(second.json()).toEqual(first.json());
    expect(await storedItems(questionnaireId)).toEqual(imported);
    const history = await configured.inject({
      url: `/api/history?recordType=questionnaire&recordId=${questionnaireId}`,
      headers,
    });
    expect(history.json()).toHaveLength(1);
  });

  describe('failures change nothing', () => {
    async function expectFailure(app: App, status: number, error: string) {
      const { vessel, questionnaireId, user } = await setUp();
      const before = await storedItems(questionnaireId);
      const res = await importFrom(app, await headersFor(app, user), vessel.id);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(await storedItems(questionnaireId)).toEqual(before);
    }

    it('404 for an IMO number Sea Searcher does not know', async () => {
      respond = (res) => json(res, 404, { message: 'not found' });
      await expectFailure(configured, 404, formMessages.seaSearcherUnknownVessel);
      expect(requests).toHaveLength(1);
    });

    it('504 when Sea Searcher does not answer in time', async () => {
      respond = () => {};
      await expectFailure(configured, 504, formMessages.seaSearcherTimeout);
    });

    it('502 for a server error, a body that is not JSON and JSON of another shape', async () => {
      respond = (res) => json(res, 500, { error: 'boom' });
      await expectFailure(configured, 502, formMessages.seaSearcherBadAnswer);
      respond = (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"imo": "9321483", "name": ');
      };
      await expectFailure(configured, 502, formMessages.seaSearcherBadAnswer);
      respond = (res) => json(res, 200, { name: 'No IMO in the answer' });
      await expectFailure(configured, 502, formMessages.seaSearcherBadAnswer);
      respond = (res) => json(res, 200, { imo, grossTonnage: { value: 29_000 } });
      await expectFailure(configured, 502, formMessages.seaSearcherBadAnswer);
    });

    it('502 when Sea Searcher cannot be reached', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const unreachable = await buildTestApp({
        seaSearcher: { url: `http://127.0.0.1:${port}`, apiKey, timeoutMs: 2_000 },
      });
      try {
        await expectFailure(unreachable, 502, formMessages.seaSearcherBadAnswer);
      } finally {
        await unreachable.close();
      }
    });

    it('501, not the maintenance 503, when Sea Searcher is not configured', async () => {
      await expectFailure(t.app, 501, formMessages.seaSearcherNotConfigured);
      expect(requests).toHaveLength(0);
    });
  });

  it('400 without an IMO number or a questionnaire, asking Sea Searcher nothing', async () => {
    const { vessel, questionnaireId, user } = await setUp('  ');
    const headers = await headersFor(configured, user);
    const before = await storedItems(questionnaireId);
    const blank = await importFrom(configured, headers, vessel.id);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: formMessages.seaSearcherNoImo });
    expect(await storedItems(questionnaireId)).toEqual(before);

    const bare = await buildVessel(t.database.db);
    await t.database.db.delete(questionnaires).where(eq(questionnaires.vesselId, bare.id));
    const none = await importFrom(configured, headers, bare.id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: formMessages.seaSearcherNoImo });
    expect(requests).toHaveLength(0);
  });

  it('401 without a token, 403 for a client token, 404 for unknown and archived vessels', async () => {
    const { db, vessel, questionnaireId, user } = await setUp();
    const headers = await headersFor(configured, user);
    expect((await importFrom(configured, {}, vessel.id)).statusCode).toBe(401);
    const client = await configured.tokens.issueClient({
      form: 'questionnaire',
      formId: questionnaireId,
      urlHash: `hash-${vessel.id}`,
    });
    const forbidden = await importFrom(configured, { authorization: `bearer ${client.bearerToken}` }, vessel.id);
    expect(forbidden.statusCode).toBe(403);
    const unknown = await importFrom(configured, headers, 9999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Vessel not found' });
    await db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    expect((await importFrom(configured, headers, vessel.id)).statusCode).toBe(404);
    expect(requests).toHaveLength(0);
  });
});

describe('GET /api/sea-searcher', () => {
  it('says whether Sea Searcher is configured, to signed-in staff only', async () => {
    const { headers } = await t.signIn();
    const here = await t.app.inject({ url: '/api/sea-searcher', headers });
    expect(here.statusCode).toBe(200);
    expect(here.json()).toEqual({ configured: false });
    expect((await t.app.inject({ url: '/api/sea-searcher' })).statusCode).toBe(401);

    const user = (await t.signIn()).user;
    const there = await configured.inject({ url: '/api/sea-searcher', headers: await headersFor(configured, user) });
    expect(there.json()).toEqual({ configured: true });
  });
});
