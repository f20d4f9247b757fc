import { FormStatus, formMessages, messages, type Particulars, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { createVesselViaApi, storedVessel } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { particulars, vessels } from '../../db/schema/index.ts';
import { defaultParticularsSections } from './particulars-defaults.data.ts';

const t = useTestApp();
type Headers = { authorization: string };
const vesselNotFound = { error: 'Vessel not found' };

function getParticulars(headers: Headers | undefined, vesselId: number) {
  return t.app.inject({ url: `/api/vessels/${vesselId}/particulars`, headers });
}

function putParticulars(headers: Headers | undefined, vesselId: number, body: object) {
  return t.app.inject({ method: 'PUT', url: `/api/vessels/${vesselId}/particulars`, headers, payload: body });
}

async function read(headers: Headers, vesselId: number) {
  const res = await getParticulars(headers, vesselId);
  expect(res.statusCode).toBe(200);
  return res.json() as Particulars;
}

async function saved(headers: Headers, vesselId: number, body: object) {
  const res = await putParticulars(headers, vesselId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Particulars;
}

/** The sections as a PUT sends them back unchanged. */
const asInput = (form: Particulars) =>
  form.formItems.map(({ id, title, requestText, responseText, files }) => ({
    id,
    title,
    requestText,
    responseText,
    files: files.map((file) => ({ id: file.id })),
  }));

/** An unknown vessel and each way of hiding one: archived itself, its project or its customer. */
async function hiddenVesselIds() {
  const db = t.database.db;
  return [
    999_999,
    (await buildVessel(db, { archivedOn: new Date() })).id,
    (await buildVessel(db, { projectId: (await buildProject(db, { archivedOn: new Date() })).id })).id,
    (
      await buildVessel(db, {
        projectId: (
          await buildProject(db, { customerId: (await buildCustomer(db, { archivedOn: new Date() })).id })
        ).id,
      })
    ).id,
  ];
}

async function clientHeaders(vesselId: number): Promise<Headers> {
  const [form] = await t.database.db.select().from(particulars).where(eq(particulars.vesselId, vesselId));
  const { bearerToken } = await t.app.tokens.issueClient({
    form: 'particulars',
    formId: form!.id,
    urlHash: form!.urlHash,
  });
  return { authorization: `bearer ${bearerToken}` };
}

describe('GET /api/vessels/{id}/particulars', () => {
  it('gives a new vessel Draft particulars with the default sections, a client link and a PIN', async () => {
    const user = await t.signIn(Role.USER);
    const { vesselTypes } = await referenceData(t.database.db);
    const project = await buildProject(t.database.db);
    const vessel = await createVesselViaApi(t, user.headers, {
      projectId: project.id,
      vesselTypeId: vesselTypes[0]!.id,
    });

    const form = await read(user.headers, vessel.id);
    expect(form).toMatchObject({ vessel: { id: vessel.id, name: vessel.name }, status: FormStatus.Draft });
    expect(form.urlHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(form.pinCode).toMatch(/^\d{6}$/);
    expect(
      form.formItems.map(({ title, requestText, responseText, position, files }) => ({
        title,
        requestText,
        responseText,
        position,
        files,
      })),
    ).toEqual(
      defaultParticularsSections.map((section, position) => ({ ...section, responseText: null, position, files: [] })),
    );
    expect(form.formItems.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        'General arrangement plan',
        'Main engine shop test report',
        'Sea trial / speed-power curves',
        'Propeller drawing',
        'Noon reports for the last 12 months',
        'Hull and propeller cleaning history',
      ]),
    );
    expect((await read(user.headers, vessel.id)).id).toBe(form.id);
  });

  it('reads without writing: the particulars made with the vessel answer as they are', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const vessel = await buildVessel(db);
    const stored = async () => ({
      forms: await db.select().from(particulars).where(eq(particulars.vesselId, vessel.id)),
      vessel: (await storedVessel(db, vessel.id)).vessel,
    });
    const before = await stored();
    expect(before.forms).toHaveLength(1);
    const [first, second] = await Promise.all([read(user.headers, vessel.id), read(user.headers, vessel.id)]);
    expect([first.id, second.id]).toEqual([before.forms[0]!.id, before.forms[0]!.id]);
    expect(first.formItems).toHaveLength(defaultParticularsSections.length);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for unknown and hidden vessels, 401 without a token and 403 with a client token', async () => {
    const user = await t.signIn(Role.USER);
    for (const id of await hiddenVesselIds()) {
      const res = await getParticulars(user.headers, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(vesselNotFound);
    }
    const vessel = await buildVessel(t.database.db);
    const anonymous = await getParticulars(undefined, vessel.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: messages.unauthorized });

    await read(user.headers, vessel.id);
    await saved(user.headers, vessel.id, { status: FormStatus.Published, formItems: [] });
    const client = await getParticulars(await clientHeaders(vessel.id), vessel.id);
    expect(client.statusCode).toBe(403);
  });
});

describe('PUT /api/vessels/{id}/particulars', () => {
  it('adds, edits, reorders and deletes sections; position is the index in the list', async () => {
    const user = await t.signIn(Role.USER);
    const vessel = await buildVessel(t.database.db);
    const before = await read(user.headers, vessel.id);
    const [ga, engine, trial] = before.formItems;

    const edited = await saved(user.headers, vessel.id, {
      status: FormStatus.Draft,
      formItems: [
        { id: trial!.id, title: trial!.title, requestText: trial!.requestText },
        { id: ga!.id, title: 'GA plan', requestText: 'The GA plan as PDF, please.', responseText: 'Sent by mail' },
        { title: '  Shaft generator  ', requestText: 'Maker and rating of the shaft generator, if any.' },
        { id: engine!.id, requestText: engine!.requestText },
      ],
    });
    expect(
      edited.formItems.map(({ title, requestText, responseText, position }) => ({
        title,
        requestText,
        responseText,
        position,
      })),
    ).toEqual([
      { title: trial!.title, requestText: trial!.requestText, responseText: null, position: 0 },
      { title: 'GA plan', requestText: 'The GA plan as PDF, please.', responseText: 'Sent by mail', position: 1 },
      {
        title: 'Shaft generator',
        requestText: 'Maker and rating of the shaft generator, if any.',
        responseText: null,
        position: 2,
      },
      // title left out: kept
      { title: engine!.title, requestText: engine!.requestText, responseText: null, position: 3 },
    ]);
    expect(edited.formItems[0]!.id).toBe(trial!.id);
    expect(edited.formItems[2]!.id).toEqual(expect.any(Number));
    expect(new Date(edited.modifiedOn).getTime()).toBeGreaterThanOrEqual(new Date(before.modifiedOn).getTime());
    expect(await read(user.headers, vessel.id)).toEqual(edited);

    // Move the new section up (swap with the one above) and delete the first one.
    const items = asInput(edited);
    const moved = await saved(user.headers, vessel.id, {
      status: FormStatus.Draft,
      formItems: [items[2], items[1], items[3]],
    });
    expect(moved.formItems.map((item) => [item.id, item.position])).toEqual([
      [items[2]!.id, 0],
      [items[1]!.id, 1],
      [items[3]!.id, 2],
    ]);
    // A response left out is kept; null clears it; '' for a title clears it too.
    const cleared = await saved(user.headers, vessel.id, {
      status: FormStatus.Draft,
      formItems: [
        { id: items[2]!.id, title: '', requestText: 'Shaft generator data' },
        { id: items[1]!.id, requestText: 'The GA plan as PDF, please.' },
        { id: items[3]!.id, requestText: engine!.requestText, responseText: null },
      ],
    });
    expect(cleared.formItems.map((item) => [item.title, item.responseText])).toEqual([
      [null, null],
      ['GA plan', 'Sent by mail'],
      [engine!.title, null],
    ]);

    const emptied = await saved(user.headers, vessel.id, { status: FormStatus.Draft, formItems: [] });
    expect(emptied.formItems).toEqual([]);
  });

  it("answers 400 '*' for a missing requestText and unknownItem for an id of another form or sent twice; nothing changes", async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const vessel = await buildVessel(db);
    const other = await buildVessel(db);
    const before = await read(user.headers, vessel.id);
    const foreign = (await read(user.headers, other.id)).formItems[0]!;
    const [first, second] = before.formItems;

    const cases: [object, Record<string, unknown>][] = [
      [
        { status: 1, formItems: [{ title: 'New' }, { requestText: '   ' }, { id: first!.id, requestText: 'x' }] },
        { 'formItems.0.requestText': ['*'], 'formItems.1.requestText': ['*'] },
      ],
      [
        {
          status: 1,
          formItems: [
            { id: foreign.id, requestText: 'mine now' },
            { id: second!.id, requestText: 'ok' },
            { id: 999_999, requestText: 'ghost' },
            { id: second!.id, requestText: 'twice' },
          ],
        },
        {
          'formItems.0.id': [formMessages.unknownItem],
          'formItems.2.id': [formMessages.unknownItem],
          'formItems.3.id': [formMessages.unknownItem],
        },
      ],
      [{ formItems: [] }, { status: [messages.required] }],
    ];
    for (const [body, answer] of cases) {
      const res = await putParticulars(user.headers, vessel.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    expect(await read(user.headers, vessel.id)).toEqual(before);
    expect((await read(user.headers, other.id)).formItems[0]).toEqual(foreign);
  });

  it('sets the vessel status to 3, 4 or 5 when the status changes to Draft, Published or Complete', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const vessel = await buildVessel(db);
    const form = await read(user.headers, vessel.id);
    const statusOf = async () => (await storedVessel(db, vessel.id)).vessel;

    // Saving without a status change leaves the vessel's status alone.
    const before = await statusOf();
    await saved(user.headers, vessel.id, { status: FormStatus.Draft, formItems: asInput(form) });
    expect(await statusOf()).toMatchObject({ status: before.status, statusChangedOn: before.statusChangedOn });

    for (const [status, code] of [
      [FormStatus.Published, 4],
      [FormStatus.Complete, 5],
      [FormStatus.Draft, 3],
    ] as const) {
      const answer = await saved(user.headers, vessel.id, { status, formItems: asInput(form) });
      expect(answer.status).toBe(status);
      const stored = await statusOf();
      expect(stored.status).toBe(code);
      expect(stored.statusChangedOn).toBeInstanceOf(Date);
    }
    // The questionnaire's status may be the vessel's again later; a particulars save without change keeps it.
    await db.update(vessels).set({ status: 1 }).where(eq(vessels.id, vessel.id));
    await saved(user.headers, vessel.id, { status: FormStatus.Draft, formItems: asInput(form) });
    expect((await statusOf()).status).toBe(1);
  });

  it('answers 404 for unknown and hidden vessels, 401 without a token and 403 with a client token', async () => {
    const user = await t.signIn(Role.USER);
    const body = { status: FormStatus.Draft, formItems: [{ requestText: 'Anything' }] };
    for (const id of await hiddenVesselIds()) {
      const res = await putParticulars(user.headers, id, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(vesselNotFound);
    }
    const vessel = await buildVessel(t.database.db);
    expect((await putParticulars(undefined, vessel.id, body)).statusCode).toBe(401);

    const published = await saved(user.headers, vessel.id, { status: FormStatus.Published, formItems: [] });
    const client = await putParticulars(await clientHeaders(vessel.id), vessel.id, body);
    expect(client.statusCode).toBe(403);
    expect(await read(user.headers, vessel.id)).toEqual(published);
  });

  it('creates the particulars of a vessel that has none when it is first saved', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const vessel = await buildVessel(t.database.db);
    const answer = await saved(admin.headers, vessel.id, {
      status: FormStatus.Draft,
      formItems: [{ title: 'Only', requestText: 'One section' }],
    });
    expect(answer.formItems).toMatchObject([{ title: 'Only', requestText: 'One section', position: 0 }]);
    expect(await t.database.db.select().from(particulars).where(eq(particulars.vesselId, vessel.id))).toHaveLength(1);
  });
});
