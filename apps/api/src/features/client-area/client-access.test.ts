import { formMessages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import {
  buildParticulars,
  buildQuestionnaire,
  clientHeaders,
  requestToken,
} from '../../../test/factories-client-area.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { vessels } from '../../db/schema/index.ts';

const t = useTestApp();

const forms = [
  { form: 'questionnaire', build: (db: Db, vesselId: number) => buildQuestionnaire(db, vesselId) },
  { form: 'particulars', build: async (db: Db, vesselId: number) => (await buildParticulars(db, vesselId)).form },
] as const;

describe.each(forms)('POST /api/vessels/:id/$form/new-link', ({ form, build }) => {
  const renew = (vesselId: number, headers?: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: `/api/vessels/${vesselId}/${form}/new-link`, headers });

  it('gives the form a new link and PIN: the old ones open nothing, their tokens stop at once', async () => {
    const staff = await t.signIn(Role.USER);
    const vessel = await buildVessel(t.database.db);
    const old = await build(t.database.db, vessel.id);
    const oldHeaders = await clientHeaders(t.app, old);
    expect((await t.app.inject({ url: `/api/client/${form}`, headers: oldHeaders })).statusCode).toBe(200);

    const res = await renew(vessel.id, staff.headers);
    expect(res.statusCode).toBe(200);
    const access = res.json();
    expect(access.urlHash).not.toBe(old.urlHash);
    expect(access.urlHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(access.pinCode).toMatch(/^\d{6}$/);

    expect((await t.app.inject({ url: `/api/client/${form}`, headers: oldHeaders })).statusCode).toBe(401);
    const oldLink = await requestToken(t.app, { urlHash: old.urlHash, pinCode: old.pinCode });
    expect(oldLink.statusCode).toBe(404);
    expect(oldLink.json()).toEqual({ error: formMessages.formNotAvailable });
    const newHeaders = await clientHeaders(t.app, access);
    expect((await t.app.inject({ url: `/api/client/${form}`, headers: newHeaders })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or archived vessel, 401 without a token and 403 to a client token', async () => {
    const staff = await t.signIn(Role.USER);
    const vessel = await buildVessel(t.database.db);
    const row = await build(t.database.db, vessel.id);
    expect((await renew(vessel.id)).statusCode).toBe(401);
    expect((await renew(vessel.id, await clientHeaders(t.app, row))).statusCode).toBe(403);
    expect((await renew(999_999, staff.headers)).json()).toEqual({ error: 'Vessel not found' });
    await t.database.db.update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    expect((await renew(vessel.id, staff.headers)).statusCode).toBe(404);
  });
});

describe.each(forms)('publishing the $form again', ({ form, build }) => {
  /** The staff save of the form with only its status changed (particulars send their sections as they are). */
  async function setStatus(vesselId: number, headers: { authorization: string }, status: number) {
    const url = `/api/vessels/${vesselId}/${form}`;
    const current = (await t.app.inject({ url, headers })).json();
    const payload =
      form === 'questionnaire'
        ? { status }
        : {
            status,
            formItems: current.formItems.map((item: { id: number; requestText: string }) => ({
              id: item.id,
              requestText: item.requestText,
            })),
          };
    const res = await t.app.inject({ method: 'PUT', url, headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('does not revive the client tokens of before: the PIN is asked again', async () => {
    const staff = await t.signIn(Role.USER);
    const vessel = await buildVessel(t.database.db);
    const row = await build(t.database.db, vessel.id);
    const before = await clientHeaders(t.app, row);
    await setStatus(vessel.id, staff.headers, 0);
    expect((await t.app.inject({ url: `/api/client/${form}`, headers: before })).statusCode).toBe(401);
    // Token times are whole seconds: let the next one begin, so the sharing is after the token.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await setStatus(vessel.id, staff.headers, 1);
    expect((await t.app.inject({ url: `/api/client/${form}`, headers: before })).statusCode).toBe(401);
    const after = await clientHeaders(t.app, row);
    expect((await t.app.inject({ url: `/api/client/${form}`, headers: after })).statusCode).toBe(200);
    // Published → Complete keeps the session: the form stayed shared.
    await setStatus(vessel.id, staff.headers, 2);
    expect((await t.app.inject({ url: `/api/client/${form}`, headers: after })).statusCode).toBe(200);
  });
});
