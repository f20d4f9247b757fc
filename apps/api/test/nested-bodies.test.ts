import type { AddressInfo } from 'node:net';
import { Role, requestMessages } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { maxJsonDepth, nestsDeeperThan, pathOfLoneSurrogate, pathOfNul } from '../src/plugins/input-guards.ts';
import { buildCustomer } from './factories.ts';
import { useTestApp } from './test-app.ts';

// JSON bodies nested without end: refused at parsing, and no walk over a body costs more than its size.

const t = useTestApp();

const arrays = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const tokenBody = (pad: string) => `{"urlHash":"no-such-link","pinCode":"123456","pad":${pad}}`;

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });

describe('JSON bodies nested too deeply', () => {
  it('are refused with 400 before anything reads them, signed out and in, arrays and objects alike', async () => {
    for (const pad of [arrays(100), objects(100), arrays(10_000), objects(10_000), arrays(maxJsonDepth)]) {
      const res = await postJson('/api/client/token', tokenBody(pad));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: requestMessages.bodyTooDeep });
    }
    const admin = await t.signIn(Role.ADMIN);
    const deep = await postJson('/api/customers', `{"name":"Nordic","note":${objects(5_000)}}`, admin.headers);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ error: requestMessages.bodyTooDeep });
    const list = await t.app.inject({ url: '/api/customers', headers: admin.headers });
    expect(list.json()).toEqual([]);
  });

  it('passes up to the limit, and brackets inside strings do not count', async () => {
    // The whole body is one level: the pad adds maxJsonDepth - 1 more.
    const atLimit = await postJson('/api/client/token', tokenBody(arrays(maxJsonDepth - 1)));
    expect(atLimit.statusCode).toBe(404);
    const admin = await t.signIn(Role.ADMIN);
    const name = `Nordic ${'['.repeat(150)}"{\\"`;
    const res = await postJson('/api/customers', JSON.stringify({ name, address: null, note: '}'.repeat(500) }), {
      ...admin.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name });
  });

  it('keep /api/health answering within a second while they arrive, on a listening server', async () => {
    const one = arrays(3_500);
    const big = tokenBody(`[${Array(140).fill(one).join(',')}]`);
    expect(big.length).toBeGreaterThan(950_000);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const post = (body: string) =>
      fetch(`${base}/api/client/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    let sending = true;
    const healthTimes: number[] = [];
    const polling = (async () => {
      while (sending) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.text();
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answers = await Promise.all([post(big), ...Array.from({ length: 40 }, () => post(tokenBody(one)))]);
    const bodies = await Promise.all(answers.map((res) => res.json()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    sending = false;
    await polling;

    expect(answers.map((res) => res.status)).toEqual(Array(41).fill(400));
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ error: requestMessages.bodyTooDeep })]),
    );
    expect(healthTimes.length).toBeGreaterThan(0);
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
  });
});

describe('the walks over a body', () => {
  it('find a NUL character at any depth without recursion, in time that grows with the size', () => {
    // A walk that recursed would overflow the stack here; one that copied the path at each level
    // would make 2·10¹⁰ copies and outlast the test's timeout.
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { k: deep };
    const path = pathOfNul(deep);
    expect(path?.split('.')).toHaveLength(200_000);
    expect(path?.startsWith('0.k.0.k')).toBe(true);
  });

  it('report the first NUL in document order, keys included', () => {
    expect(pathOfNul({ a: 'ok', b: ['x', { c: 'n\u0000' }], d: '\u0000' })).toBe('b.1.c');
    expect(pathOfNul({ a: { b: 'ok' }, 'k\u0000ey': 'x', z: '\u0000' })).toBe('key');
    expect(pathOfNul({ a: ['ok'], b: 1 })).toBeUndefined();
    expect(pathOfNul('\u0000')).toBe('');
  });

  it('report the first lone surrogate in document order, keys included, each shown as U+FFFD', () => {
    expect(pathOfLoneSurrogate({ a: '😀', b: ['x', { c: 'n\ud800' }], d: '\udc00' })).toBe('b.1.c');
    expect(pathOfLoneSurrogate({ '😀\udc00': 'x' })).toBe('😀\ufffd');
    expect(pathOfLoneSurrogate({ a: ['😀', '\ud83d\ude00'], b: 1 })).toBeUndefined();
  });

  it('measure depth in one pass over the text', () => {
    expect(nestsDeeperThan(arrays(3), 3)).toBe(false);
    expect(nestsDeeperThan(arrays(4), 3)).toBe(true);
    expect(nestsDeeperThan(`["${'['.repeat(100)}\\"[["]`, 3)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan(arrays(1_000_000), 64)).toBe(true);
  });

  it('leave the rows as they were when a deep body is refused', async () => {
    const customer = await buildCustomer(t.database.db, { name: 'Kept' });
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: `{"name":"Changed","address":null,"note":null,"x":${arrays(100)}}`,
    });
    expect(res.statusCode).toBe(400);
    const read = await t.app.inject({ url: `/api/customers/${customer.id}`, headers: admin.headers });
    expect(read.json()).toMatchObject({ name: 'Kept' });
  });
});
