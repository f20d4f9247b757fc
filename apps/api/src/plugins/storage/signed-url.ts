import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed URL of the local driver allows: storing the bytes of a key, or reading them. */
export type UrlOperation = 'put' | 'get';

/** The query parameters a URL of each operation carries besides `exp` and `sig`, all signed. */
const signedParams: Record<UrlOperation, readonly string[]> = {
  put: [],
  get: ['name', 'type'],
};

function signature(secret: Uint8Array, op: UrlOperation, key: string, exp: string, params: Record<string, string>) {
  const lines = [op, key, exp, ...signedParams[op].map((name) => `${name}=${params[name] ?? ''}`)];
  return createHmac('sha256', secret).update(lines.join('\n')).digest();
}

/**
 * The query of a URL that allows `op` on `key` until `expiresInSeconds` from `now`: the operation,
 * the key, the expiry and the given parameters are signed with HMAC-SHA256.
 */
export function signQuery(
  secret: Uint8Array,
  op: UrlOperation,
  key: string,
  params: Record<string, string>,
  expiresInSeconds: number,
  now = Date.now(),
): URLSearchParams {
  const exp = String(Math.floor(now / 1000) + Math.floor(expiresInSeconds));
  const query = new URLSearchParams();
  query.set('exp', exp);
  for (const name of signedParams[op]) query.set(name, params[name] ?? '');
  query.set('sig', signature(secret, op, key, exp, params).toString('base64url'));
  return query;
}

/**
 * The signed parameters when `query` is a valid, unexpired signature of `op` on `key`, else null.
 * A URL signed for one operation never passes for the other.
 */
export function checkQuery(
  secret: Uint8Array,
  op: UrlOperation,
  key: string,
  query: Record<string, unknown>,
  now = Date.now(),
): Record<string, string> | null {
  const exp = query.exp;
  const sig = query.sig;
  if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return null;
  if (Number(exp) * 1000 <= now) return null;
  const params: Record<string, string> = {};
  for (const name of signedParams[op]) {
    const value = query[name];
    if (typeof value !== 'string') return null;
    params[name] = value;
  }
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, op, key, exp, params);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return params;
}
