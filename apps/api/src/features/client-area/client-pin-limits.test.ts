import { formMessages, limits } from '@backoffice/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { buildQuestionnaire, requestToken } from '../../../test/factories-client-area.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { clientPinFailures } from '../../db/schema/index.ts';

const t = useTestApp();
const db = () => t.database.db;
const allowed = limits.pinFailuresAllowed;
const windowSeconds = limits.pinFailureWindowMinutes * 60;

const wrongPin = (pin: string) => (pin === '000000' ? '111111' : '000000');

async function sharedForm() {
  const vessel = await buildVessel(db());
  const form = await buildQuestionnaire(db(), vessel.id);
  return {
    form,
    right: { urlHash: form.urlHash, pinCode: form.pinCode },
    wrong: { urlHash: form.urlHash, pinCode: wrongPin(form.pinCode) },
  };
}

/** The seconds a 429 asks to wait, read from Retry-After. */
function waitOf(res: Awaited<ReturnType<typeof requestToken>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: formMessages.pinLocked });
  return Number(res.headers['retry-after']);
}

/** The link's wrong PINs, by address. */
async function failuresOf(urlHash: string) {
  const rows = await db().select().from(clientPinFailures).where(eq(clientPinFailures.urlHash, urlHash));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.address] = (counts[row.address] ?? 0) + 1;
  return counts;
}

/** Moves every recorded wrong PIN back in time. */
async function ageFailures(seconds: number) {
  await db()
    .update(clientPinFailures)
    .set({ failedOn: sql`${clientPinFailures.failedOn} - make_interval(secs => ${seconds})` });
}

describe('wrong PINs are counted per link and address', () => {
  it(`${allowed} from address A lock A out, while B with the right PIN gets its token; the window passing lets A in`, async () => {
    const { form, right, wrong } = await sharedForm();
    for (let i = 0; i < allowed; i += 1) expect((await requestToken(t.app, wrong, '10.0.0.1')).statusCode).toBe(401);

    const wait = waitOf(await requestToken(t.app, right, '10.0.0.1'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
    const owner = await requestToken(t.app, right, '10.0.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().form).toBe('questionnaire');
    // B's right PIN forgets none of A's wrong ones, and waiting is not counted.
    waitOf(await requestToken(t.app, right, '10.0.0.1'));
    expect(await failuresOf(form.urlHash)).toEqual({ '10.0.0.1': allowed });

    await ageFailures(windowSeconds + 60);
    expect((await requestToken(t.app, right, '10.0.0.1')).statusCode).toBe(200);
    expect(await failuresOf(form.urlHash)).toEqual({});
  });

  it('slow a failing address down once the link has had enough, never an address without failures of its own', async () => {
    const { form, right, wrong } = await sharedForm();
    expect((await requestToken(t.app, wrong, '10.0.0.1')).statusCode).toBe(401);
    // Ten more from elsewhere: the link's 11 failures hold a failing address 2^(11 - 5) s after the last.
    await db()
      .insert(clientPinFailures)
      .values(Array.from({ length: 10 }, (_, i) => ({ urlHash: form.urlHash, address: `10.0.1.${i + 1}` })));
    const wait = waitOf(await requestToken(t.app, right, '10.0.0.1'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2 ** (11 - allowed));
    expect((await requestToken(t.app, right, '10.0.0.2')).statusCode).toBe(200);

    await ageFailures(2 ** (11 - allowed) + 1);
    expect((await requestToken(t.app, right, '10.0.0.1')).statusCode).toBe(200);
    expect(await failuresOf(form.urlHash)).not.toHaveProperty('10.0.0.1');
  });

  it('count an IPv6 address by its /64, so changing addresses within it does not escape the lock', async () => {
    const { right, wrong } = await sharedForm();
    for (let i = 1; i <= allowed; i += 1) {
      expect((await requestToken(t.app, wrong, `2001:db8:1:2::${i}`)).statusCode).toBe(401);
    }
    waitOf(await requestToken(t.app, right, '2001:db8:1:2::99'));
    expect((await requestToken(t.app, right, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('from before addresses were counted count for the link only', async () => {
    const { form, right } = await sharedForm();
    await db()
      .insert(clientPinFailures)
      .values(Array.from({ length: allowed }, () => ({ urlHash: form.urlHash })));
    expect((await requestToken(t.app, right, '10.0.0.1')).statusCode).toBe(200);
  });
});
