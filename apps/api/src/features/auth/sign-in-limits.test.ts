import { limits, requestMessages } from '@backoffice/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signInFailures } from '../../db/schema/index.ts';
import { addressKey } from '../../lib/failure-waits.ts';
import { signInWaitSeconds } from './sign-in-limits.service.ts';

const t = useTestApp();
const before = limits.signInFailuresBeforeDelay;
const allowed = limits.signInFailuresAllowed;
const windowMinutes = limits.signInFailureWindowMinutes;

function signInWith(username: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username, password }, remoteAddress });
}

/** The account's counted wrong passwords, by address. */
async function failuresOf(userId: number) {
  const rows = await t.database.db.select().from(signInFailures).where(eq(signInFailures.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.address, row.failures]));
}

/** Wrong passwords as if sent `minutesAgo` minutes ago. */
async function failedBefore(userId: number, address: string, failures: number, minutesAgo: number) {
  await t.database.db.insert(signInFailures).values({
    userId,
    address,
    failures,
    lastFailedOn: sql`now() - make_interval(secs => ${minutesAgo * 60})`,
  });
}

/** The seconds a 429 asks to wait, read from Retry-After (checked against the message). */
function waitOf(res: Awaited<ReturnType<typeof signInWith>>) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(res.json()).toEqual({ error: requestMessages.accountLocked(seconds) });
  return seconds;
}

describe('wrong passwords for one account', () => {
  it('from addresses A, B and C do not stop the right password from a clean address D; A, B and C wait', async () => {
    const { user } = await t.signIn();
    const other = await t.signIn();
    // Each address guesses until it is told to wait.
    const judged: Record<string, number> = {};
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      judged[address] = 0;
      for (let i = 0; i < allowed + 1; i++) {
        const res = await signInWith(user.email, `wrong ${i}`, address);
        if (res.statusCode === 429) break;
        expect(res.statusCode).toBe(401);
        judged[address]! += 1;
      }
    }
    // A until the account had its failures enough; B and C one each (a clean address is let try),
    // then the wait. Only a stall of a second or more between two guesses lets one more through.
    expect(judged['10.0.0.1']).toBeGreaterThanOrEqual(before);
    expect(judged['10.0.0.1']).toBeLessThan(allowed);
    expect(judged['10.0.0.2']).toBeGreaterThanOrEqual(1);
    expect(judged['10.0.0.3']).toBeGreaterThanOrEqual(1);
    expect(await failuresOf(user.id)).toEqual(judged);

    // A failing address waits, with the right password too; waiting is not counted.
    expect(waitOf(await signInWith(user.email, user.password, '10.0.0.1'))).toBeGreaterThanOrEqual(1);
    expect(await failuresOf(user.id)).toEqual(judged);

    const owner = await signInWith(user.email, user.password, '10.0.0.4');
    expect(owner.statusCode).toBe(200);
    expect(await failuresOf(user.id)).toEqual(judged);
    // Another account is not affected, from the attackers' addresses either.
    expect((await signInWith(other.user.email, other.user.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it(`from one address ${allowed} times hold that address back until the window has passed, even to the right password`, async () => {
    const { user } = await t.signIn();
    await failedBefore(user.id, '10.0.0.1', allowed, 1);
    const wait = waitOf(await signInWith(user.email, user.password, '10.0.0.1'));
    expect(wait).toBeGreaterThan((windowMinutes - 1) * 60 - 10);
    expect(wait).toBeLessThanOrEqual((windowMinutes - 1) * 60);
    expect(requestMessages.accountLocked(wait)).toContain(`try again in ${windowMinutes - 1} minutes`);
    expect((await signInWith(user.email, user.password, '10.0.0.2')).statusCode).toBe(200);

    // Once its last failure is older than the window, the address is let in and its failures are forgotten.
    await t.database.db
      .update(signInFailures)
      .set({ lastFailedOn: sql`now() - make_interval(mins => ${windowMinutes + 1})` })
      .where(eq(signInFailures.userId, user.id));
    expect((await signInWith(user.email, user.password, '10.0.0.1')).statusCode).toBe(200);
    expect(await failuresOf(user.id)).toEqual({});
  });

  it('slow the failing addresses down more with every failure, at most the window; when the wait is over they are let in', async () => {
    const { user } = await t.signIn();
    await failedBefore(user.id, '10.0.0.1', 1, 0);
    await failedBefore(user.id, '10.0.0.2', before + 3, 0);
    // 1 + (before + 3) failures: 2^4 s after the last.
    expect([2 ** 4 - 1, 2 ** 4]).toContain(waitOf(await signInWith(user.email, user.password, '10.0.0.1')));

    // The account's last failure 20 s ago: the right password from 10.0.0.1 signs in and forgets only its own failure.
    await t.database.db
      .update(signInFailures)
      .set({ lastFailedOn: sql`now() - make_interval(secs => 20)` })
      .where(eq(signInFailures.userId, user.id));
    expect((await signInWith(user.email, user.password, '10.0.0.1')).statusCode).toBe(200);
    expect(await failuresOf(user.id)).toEqual({ '10.0.0.2': before + 3 });

    await failedBefore(user.id, '10.0.0.3', 20, 0);
    expect(waitOf(await signInWith(user.email, user.password, '10.0.0.2'))).toBeGreaterThan(windowMinutes * 60 - 5);
  });

  it('count again from one when the earlier failures are older than the window', async () => {
    const { user } = await t.signIn();
    await failedBefore(user.id, '10.0.0.1', allowed - 1, windowMinutes + 1);
    await failedBefore(user.id, '10.0.0.2', 3, windowMinutes + 1);
    expect((await signInWith(user.email, 'wrong', '10.0.0.1')).statusCode).toBe(401);
    expect(await failuresOf(user.id)).toEqual({ '10.0.0.1': 1 });
    expect((await signInWith(user.email, user.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('are not counted for an unknown e-mail address', async () => {
    expect((await signInWith('nobody@example.com', 'whatever', '10.0.0.1')).statusCode).toBe(401);
    expect(await t.database.db.select().from(signInFailures)).toEqual([]);
  });

  it('are forgotten by a password reset: every address signs in with the new password at once', async () => {
    const { user } = await t.signIn();
    await failedBefore(user.id, '10.0.0.1', allowed, 0);
    await failedBefore(user.id, '10.0.0.2', 30, 0);
    waitOf(await signInWith(user.email, user.password, '10.0.0.1'));

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: user.email } });
    await vi.waitFor(() => expect(t.mails).toHaveLength(1), { timeout: 5_000 });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)\?email=/.exec(t.mails[0]!.text)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { username: user.email, password: 'brand new pass', resetPasswordToken: token },
    });
    expect(reset.statusCode).toBe(200);
    expect(await failuresOf(user.id)).toEqual({});
    expect((await signInWith(user.email, 'brand new pass', '10.0.0.1')).statusCode).toBe(200);
    expect((await signInWith(user.email, 'brand new pass', '10.0.0.2')).statusCode).toBe(200);
  });

  itOnPostgres('sent at once from many addresses are every one counted', async () => {
    const { user } = await t.signIn();
    const addresses = Array.from({ length: allowed }, (_, i) => `10.0.1.${i + 1}`);
    const answers = await Promise.all(addresses.map((address) => signInWith(user.email, 'wrong', address)));
    expect(answers.map((a) => a.statusCode)).toEqual(addresses.map(() => 401));
    expect(Object.values(await failuresOf(user.id)).reduce((sum, n) => sum + n, 0)).toBe(allowed);
    waitOf(await signInWith(user.email, user.password, '10.0.1.1'));
    expect((await signInWith(user.email, user.password, '10.0.2.1')).statusCode).toBe(200);
  });

  itOnPostgres(
    'sent at once from one address are judged one after another: only the first gets past the wait',
    async () => {
      const { user } = await t.signIn();
      // The account already has many failures from elsewhere: a clean address may try once, then waits a minute.
      await failedBefore(user.id, '10.0.0.9', before + 5, 0);
      const answers = await Promise.all(
        Array.from({ length: allowed }, (_, i) => signInWith(user.email, `wrong ${i}`, '10.0.0.1')),
      );
      expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(allowed - 1);
      expect(await failuresOf(user.id)).toEqual({ '10.0.0.1': 1, '10.0.0.9': before + 5 });
    },
  );
});

describe('signInWaitSeconds', () => {
  const nowMs = 1_000_000_000;
  const failures = (own: number, account: number, secondsAgo = 0) => ({
    own,
    ownLastMs: own ? nowMs - secondsAgo * 1000 : null,
    all: account,
    allLastMs: account ? nowMs - secondsAgo * 1000 : null,
    nowMs,
  });

  it('never holds back an address without failures of its own', () => {
    expect(signInWaitSeconds(failures(0, 1_000))).toBe(0);
  });

  it('holds back a failing address once the account has failures enough, doubling the wait, at most the window', () => {
    expect(signInWaitSeconds(failures(1, before - 1))).toBe(0);
    expect(signInWaitSeconds(failures(1, before))).toBe(1);
    expect(signInWaitSeconds(failures(1, before + 1))).toBe(2);
    expect(signInWaitSeconds(failures(1, before + 6))).toBe(64);
    expect(signInWaitSeconds(failures(1, before + 6, 60))).toBe(4);
    expect(signInWaitSeconds(failures(1, before + 6, 64))).toBe(0);
    expect(signInWaitSeconds(failures(1, 1_000))).toBe(windowMinutes * 60);
  });

  it(`holds back an address with ${allowed} failures of its own until the window has passed since its last`, () => {
    expect(signInWaitSeconds(failures(allowed, allowed, 120))).toBe(windowMinutes * 60 - 120);
    expect(signInWaitSeconds(failures(allowed, allowed, windowMinutes * 60))).toBe(0);
  });
});

describe('addressKey', () => {
  it('counts IPv4 addresses as they are and IPv6 addresses by their /64', () => {
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
