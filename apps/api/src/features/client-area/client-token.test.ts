import { FormStatus, formMessages, limits, messages } from '@backoffice/contracts';
import { eq, sql } from 'drizzle-orm';
import { createDecoder } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildParticulars, buildQuestionnaire, requestToken } from '../../../test/factories-client-area.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { clientPinFailures, projects, questionnaires } from '../../db/schema/index.ts';
import { newClientAccess } from '../../lib/form-sharing.ts';

const decodeJwt = createDecoder();

const t = useTestApp();
const db = () => t.database.db;

const wrongPin = (pin: string) => (pin === '000000' ? '111111' : '000000');

async function failureCount(urlHash: string) {
  const rows = await db().select().from(clientPinFailures).where(eq(clientPinFailures.urlHash, urlHash));
  return rows.length;
}

describe('client links and PINs', () => {
  it('makes links of 256 random bits (43 base64url characters) and PINs of six digits', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const { urlHash, pinCode } = newClientAccess();
      expect(urlHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(urlHash, 'base64url')).toHaveLength(32);
      expect(pinCode).toMatch(/^\d{6}$/);
      seen.add(urlHash);
    }
    expect(seen.size).toBe(50);
  });
});

describe('POST /api/client/token', () => {
  it('answers a client token for the questionnaire link and its PIN', async () => {
    const vessel = await buildVessel(db());
    const form = await buildQuestionnaire(db(), vessel.id);
    const res = await requestToken(t.app, { urlHash: form.urlHash, pinCode: form.pinCode });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      bearerToken: expect.any(String),
      expires: expect.any(String),
      renewToken: null,
      form: 'questionnaire',
    });
    const minutes = (new Date(body.expires).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(limits.clientTokenMinutes - 1);
    expect(minutes).toBeLessThanOrEqual(limits.clientTokenMinutes);
    expect(decodeJwt(body.bearerToken)).toMatchObject({ kind: 'client', form: 'questionnaire', sub: String(form.id) });
    const read = await t.app.inject({
      url: '/api/client/questionnaire',
      headers: { authorization: `bearer ${body.bearerToken}` },
    });
    expect(read.statusCode).toBe(200);
  });

  it('answers a particulars token for the particulars link, also when the form is Complete', async () => {
    const vessel = await buildVessel(db());
    await buildQuestionnaire(db(), vessel.id);
    const { form } = await buildParticulars(db(), vessel.id, { status: FormStatus.Complete });
    const res = await requestToken(t.app, { urlHash: form.urlHash, pinCode: ` ${form.pinCode} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().form).toBe('particulars');
    const read = await t.app.inject({
      url: '/api/client/particulars',
      headers: { authorization: `bearer ${res.json().bearerToken}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().status).toBe(FormStatus.Complete);
  });

  it('answers 404 for an unknown link, a Draft form and a form of an archived project, PIN or not', async () => {
    const vessel = await buildVessel(db());
    const draft = await buildQuestionnaire(db(), vessel.id, { status: FormStatus.Draft });
    const archived = await buildVessel(db());
    const { form: ofArchived } = await buildParticulars(db(), archived.id);
    await db().update(projects).set({ archivedOn: new Date() }).where(eq(projects.id, archived.projectId));

    for (const body of [
      { urlHash: newClientAccess().urlHash, pinCode: '123456' },
      { urlHash: draft.urlHash, pinCode: draft.pinCode },
      { urlHash: draft.urlHash, pinCode: wrongPin(draft.pinCode) },
      { urlHash: ofArchived.urlHash, pinCode: ofArchived.pinCode },
    ]) {
      const res = await requestToken(t.app, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: formMessages.formNotAvailable });
    }
    expect(await db().select().from(clientPinFailures)).toEqual([]);
  });

  it('answers 401 for a wrong PIN and counts it against the link', async () => {
    const vessel = await buildVessel(db());
    const form = await buildQuestionnaire(db(), vessel.id);
    const res = await requestToken(t.app, { urlHash: form.urlHash, pinCode: wrongPin(form.pinCode) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: formMessages.invalidPin });
    expect(await failureCount(form.urlHash)).toBe(1);
    const wrongLength = await requestToken(t.app, { urlHash: form.urlHash, pinCode: `${form.pinCode}0` });
    expect(wrongLength.statusCode).toBe(401);
    expect(await failureCount(form.urlHash)).toBe(2);
  });

  it('locks an address out after 5 wrong PINs, even for the right PIN, until they are older than 15 minutes', async () => {
    const vessel = await buildVessel(db());
    const form = await buildQuestionnaire(db(), vessel.id);
    const other = await buildParticulars(db(), vessel.id);
    const wrong = { urlHash: form.urlHash, pinCode: wrongPin(form.pinCode) };
    for (let i = 0; i < limits.pinFailuresAllowed; i += 1) {
      expect((await requestToken(t.app, wrong)).statusCode).toBe(401);
    }
    for (const pinCode of [form.pinCode, wrongPin(form.pinCode)]) {
      const locked = await requestToken(t.app, { urlHash: form.urlHash, pinCode });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ error: formMessages.pinLocked });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(limits.pinFailureWindowMinutes * 60);
    }
    expect(await failureCount(form.urlHash)).toBe(limits.pinFailuresAllowed);
    // Another link is not affected.
    const otherLink = await requestToken(t.app, { urlHash: other.form.urlHash, pinCode: other.form.pinCode });
    expect(otherLink.statusCode).toBe(200);

    await db()
      .update(clientPinFailures)
      .set({ failedOn: sql`${clientPinFailures.failedOn} - interval '16 minutes'` });
    const again = await requestToken(t.app, { urlHash: form.urlHash, pinCode: form.pinCode });
    expect(again.statusCode).toBe(200);
    expect(again.json().form).toBe('questionnaire');
  });

  itOnPostgres('counts wrong PINs sent at the same time one after another, so no more than 5 are tried', async () => {
    const vessel = await buildVessel(db());
    const form = await buildQuestionnaire(db(), vessel.id);
    const wrong = { urlHash: form.urlHash, pinCode: wrongPin(form.pinCode) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => requestToken(t.app, wrong)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(await failureCount(form.urlHash)).toBe(limits.pinFailuresAllowed);
  });

  it('deletes failures older than the window when it records a new one', async () => {
    const vessel = await buildVessel(db());
    const form = await buildQuestionnaire(db(), vessel.id);
    const old = new Date(Date.now() - (limits.pinFailureWindowMinutes + 5) * 60_000);
    await db()
      .insert(clientPinFailures)
      .values([
        { urlHash: 'some-other-link', failedOn: old },
        { urlHash: form.urlHash, failedOn: old },
      ]);
    await requestToken(t.app, { urlHash: form.urlHash, pinCode: wrongPin(form.pinCode) });
    const rows = await db().select().from(clientPinFailures);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.failedOn.getTime()).toBeGreaterThan(old.getTime());
  });

  it('answers 404 once the form got a new link, for the old link', async () => {
    const vessel = await buildVessel(db());
    const form = await buildQuestionnaire(db(), vessel.id);
    await db().update(questionnaires).set({ urlHash: newClientAccess().urlHash }).where(eq(questionnaires.id, form.id));
    const res = await requestToken(t.app, { urlHash: form.urlHash, pinCode: form.pinCode });
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 without a link or PIN', async () => {
    const cases: [object, string[]][] = [
      [{ pinCode: '123456' }, ['urlHash']],
      [{ urlHash: 'abc' }, ['pinCode']],
      [{ urlHash: 'abc', pinCode: '   ' }, ['pinCode']],
      [{ urlHash: '', pinCode: '' }, ['urlHash', 'pinCode']],
      [{ urlHash: 42, pinCode: 123456 }, ['urlHash', 'pinCode']],
    ];
    for (const [body, fields] of cases) {
      const res = await requestToken(t.app, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual([...fields].sort());
    }
    const missing = await requestToken(t.app, { urlHash: 'abc' });
    expect(missing.json()).toEqual({ pinCode: [messages.required] });
    expect(await db().select().from(clientPinFailures)).toEqual([]);
  });
});
