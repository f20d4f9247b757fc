import { Role, requestMessages } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildVessel, referenceData } from './factories.ts';
import { useTestApp } from './test-app.ts';

// Every operation of the API document, sent malformed requests: none may answer a 5xx (a 501,
// 502 or 504 of an outside service is a status of its own, not a crash). New endpoints are covered
// as soon as they are in the document.

const t = useTestApp();

type Operation = { method: string; path: string; bodyKeys: string[] };
type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
};
type Schema = { properties?: Record<string, unknown> };

const nul = 'a\u0000b';
/** Half of a surrogate pair alone: neither text nor jsonb can store it. */
const lone = 'a\ud800b';
const hugeId = 3_000_000_000;
const overlong = 'x'.repeat(100_000);
/** JSON text of arrays or objects nested `depth` deep around `inner`. */
const nestedArrays = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);
const nestedObjects = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);

function operations(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      bodyKeys: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/** Bodies of the wrong kind, and bodies whose every known field holds a bad value. */
function badBodies(keys: string[]): unknown[] {
  const every = (value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));
  return [
    'not json',
    [],
    42,
    null,
    every(nul),
    every(hugeId),
    every({ id: hugeId }),
    every([{ id: hugeId, value: nul }]),
    every(lone),
    every([{ id: 1, value: lone, [lone]: lone }]),
    every(overlong),
    every(-1),
    every(1.79e308),
    every({ id: nul }),
    nestedArrays(100),
    nestedObjects(100),
    nestedArrays(10_000),
    nestedObjects(10_000),
    // Every known field holding a nested value, as JSON text: sent as it is.
    `{${keys.map((key) => `${JSON.stringify(key)}:${nestedArrays(100, '"x"')}`).join(',')}}`,
    `{${keys.map((key) => `${JSON.stringify(key)}:${nestedObjects(10_000)}`).join(',')}}`,
  ];
}

/** The path with every parameter set to the given text. */
const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

/** Outside services answer statuses of their own when they are missing or fail. */
const outsideService = (path: string) => path.includes('sea-searcher');

describe('malformed requests to every operation of the API document', () => {
  it('never answer a server error', async () => {
    const db = t.database.db;
    await referenceData(db);
    await buildVessel(db);
    const admin = await t.signIn(Role.SUPERADMIN);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const ops = operations(doc).filter((op) => op.path.startsWith('/api/') && !op.path.startsWith('/api/docs'));
    expect(ops.length).toBeGreaterThan(60);

    const failures: string[] = [];
    const send = async (op: Operation, url: string, body: unknown) => {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const allowed = outsideService(op.path) && [501, 502, 504].includes(res.statusCode);
      if (res.statusCode >= 500 && !allowed) {
        failures.push(`${op.method} ${url.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 60)} → ${res.statusCode}`);
      }
    };
    for (const op of ops) {
      const withBody = op.method !== 'GET' && op.method !== 'DELETE';
      // Bad path parameters, bad query strings, then bad bodies on a plain path.
      for (const param of ['1', String(hugeId), 'abc', '%00', '-5', '0x10', '%201', '1e3']) {
        await send(op, withParams(op.path, param), withBody ? {} : undefined);
      }
      for (const query of ['?search=%00', `?limit=${hugeId}&offset=-1`, `?search=${'x'.repeat(5000)}`]) {
        await send(op, `${withParams(op.path, '1')}${query}`, withBody ? {} : undefined);
      }
      if (withBody) for (const body of badBodies(op.bodyKeys)) await send(op, withParams(op.path, '1'), body);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a NUL character on the field that holds it, also without signing in', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: nul, password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ username: ['Must not contain the NUL character'] });
    const admin = await t.signIn(Role.ADMIN);
    const search = await t.app.inject({ url: '/api/customers?search=%00', headers: admin.headers });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ search: ['Must not contain the NUL character'] });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: admin.headers,
      payload: { name: 'Nordic', address: null, note: null, extra: { list: ['ok', nul] } },
    });
    expect(nested.json()).toEqual({ 'extra.list.1': ['Must not contain the NUL character'] });
  });

  it('answers 400 for an id beyond the integer range, in a path and in a body', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const path = await t.app.inject({ url: `/api/customers/${hugeId}`, headers: admin.headers });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ id: [requestMessages.invalidPathId] });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: admin.headers,
      payload: { name: 'Karen', title: null, email: null, phone: null, customer: { id: hugeId } },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ 'customer.id': ['Not found'] });
  });
});
