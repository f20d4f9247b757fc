import { formMessages, limits, requestMessages } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { signInFailures } from '../src/db/schema/index.ts';
import { buildVessel } from './factories.ts';
import { buildQuestionnaire } from './factories-client-area.ts';
import { useExtraApps, useTestApp } from './test-app.ts';

const t = useTestApp();
const { appWith } = useExtraApps();

/** A request as the proxy at 10.0.0.1 forwards it: the client wrote `forged`, the proxy appended `client`. */
function viaProxy(forged: string, client: string) {
  return { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': `${forged}, ${client}` } };
}

function signIn(app: App, username: string, password: string, from: ReturnType<typeof viaProxy>) {
  return app.inject({ method: 'POST', url: '/api/auth/token', payload: { username, password }, ...from });
}

/** The addresses wrong passwords were counted for. */
async function countedAddresses() {
  const rows = await t.database.db.select().from(signInFailures);
  return [...new Set(rows.map((row) => row.address))].sort();
}

describe('TRUST_PROXY', () => {
  it('is a number of proxies or their addresses; true and anything else are refused clearly', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8 , loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: give the number of proxies in front of the app \(1 behind one reverse proxy\) or their addresses/,
    );
    for (const wrong of ['proxy.internal', '10.0.0.0/33', '10.0.0.1,', '-1', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY: '.*' is neither a number of proxies/);
    }
  });

  it('unset: X-Forwarded-For is ignored, the socket address is counted', async () => {
    const { user } = await t.signIn();
    expect((await signIn(t.app, user.email, 'wrong', viaProxy('1.1.1.1', '203.0.113.7'))).statusCode).toBe(401);
    expect(await countedAddresses()).toEqual(['10.0.0.1']);
  });

  it('1: the entry the proxy appended is counted, so a new forged left-most entry does not escape the sign-in wait', async () => {
    const app = await appWith({ trustProxy: 1 });
    const { user } = await t.signIn();
    let judged = 0;
    for (; judged <= limits.signInFailuresAllowed; judged += 1) {
      const res = await signIn(app, user.email, 'wrong', viaProxy(`198.51.100.${judged}`, '203.0.113.7'));
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(401);
    }
    expect(judged).toBeLessThanOrEqual(limits.signInFailuresAllowed);
    for (const forged of ['198.51.100.200', '203.0.113.8', 'unknown']) {
      const res = await signIn(app, user.email, user.password, viaProxy(forged, '203.0.113.7'));
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect(await countedAddresses()).toEqual(['203.0.113.7']);
    // Another client behind the same proxy is not held back: its password is checked.
    expect((await signIn(app, user.email, 'wrong', viaProxy('203.0.113.7', '203.0.113.9'))).statusCode).toBe(401);
  });

  it('1: a new forged left-most entry does not escape the forgot-password limit', async () => {
    const app = await appWith({ trustProxy: 1, authRateLimit: 3 });
    const forgot = (forged: string, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username: 'x@example.com' },
        ...viaProxy(forged, client),
      });
    for (let i = 0; i < 3; i++) expect((await forgot(`198.51.100.${i}`, '203.0.113.7')).statusCode).toBe(200);
    const limited = await forgot('198.51.100.99', '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: requestMessages.tooManyRequests });
    expect((await forgot('198.51.100.99', '203.0.113.8')).statusCode).toBe(200);
  });

  it('1: wrong PINs are counted by the appended entry, so a new forged one does not escape the lock', async () => {
    const app = await appWith({ trustProxy: 1 });
    const form = await buildQuestionnaire(t.database.db, (await buildVessel(t.database.db)).id);
    const token = (pinCode: string, forged: string, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/client/token',
        payload: { urlHash: form.urlHash, pinCode },
        ...viaProxy(forged, client),
      });
    const wrong = form.pinCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < limits.pinFailuresAllowed; i++) {
      expect((await token(wrong, `198.51.100.${i}`, '203.0.113.7')).statusCode).toBe(401);
    }
    const locked = await token(form.pinCode, '198.51.100.99', '203.0.113.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: formMessages.pinLocked });
    expect((await token(form.pinCode, '203.0.113.7', '203.0.113.8')).statusCode).toBe(200);
  });

  it('a list: only hops from the listed proxies are believed', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.1', '10.0.2.0/24'] });
    const { user } = await t.signIn();
    // Through 10.0.2.5 and then 10.0.0.1: the client is the entry 10.0.2.5 appended.
    await signIn(app, user.email, 'wrong', viaProxy('1.1.1.1, 203.0.113.7', '10.0.2.5'));
    expect(await countedAddresses()).toEqual(['203.0.113.7']);
    // Straight from an address that is not a listed proxy: its header is not believed.
    await signIn(app, user.email, 'wrong', { ...viaProxy('1.1.1.1', '203.0.113.7'), remoteAddress: '10.9.9.9' });
    expect(await countedAddresses()).toEqual(['10.9.9.9', '203.0.113.7']);
  });
});
