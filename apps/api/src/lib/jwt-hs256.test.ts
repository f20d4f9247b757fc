import { createHmac, createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifiedHs256Claims } from './jwt-hs256.ts';

const secret = new TextEncoder().encode('a secret of at least thirty-two characters');
const key = createSecretKey(secret);
const now = 1_800_000_000;

const signed = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(secret);

/** A token with any header and payload, signed with HS256 under the secret whatever its header says. */
function forged(header: object, payload: object) {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signingInput = `${encode(header)}.${encode(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

describe('verifiedHs256Claims', () => {
  it('answers the claims of a token jose signed, while it is valid', async () => {
    const token = await signed({ sub: '7', ver: 2, kind: 'staff', iat: now - 60, exp: now + 60 });
    expect(verifiedHs256Claims(token, key, now)).toEqual({
      sub: '7',
      ver: 2,
      kind: 'staff',
      iat: now - 60,
      exp: now + 60,
    });
  });

  it('refuses an expired token, one without expiry and one not valid yet', async () => {
    expect(verifiedHs256Claims(await signed({ exp: now }), key, now)).toBeNull();
    expect(verifiedHs256Claims(await signed({ sub: '7' }), key, now)).toBeNull();
    expect(verifiedHs256Claims(await signed({ exp: now + 60, nbf: now + 1 }), key, now)).toBeNull();
    expect(verifiedHs256Claims(await signed({ exp: now + 60, nbf: now }), key, now)).not.toBeNull();
    expect(verifiedHs256Claims(await signed({ exp: `${now + 60}` }), key, now)).toBeNull();
    expect(verifiedHs256Claims(await signed({ exp: now + 60, iat: 'yesterday' }), key, now)).toBeNull();
  });

  it('refuses a token signed with another secret or changed after signing', async () => {
    const other = createSecretKey(new TextEncoder().encode('another secret of thirty-two characters'));
    const token = await signed({ sub: '7', exp: now + 60 });
    expect(verifiedHs256Claims(token, other, now)).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', exp: now + 60 })).toString('base64url');
    expect(verifiedHs256Claims(`${header}.${payload}.${signature}`, key, now)).toBeNull();
    expect(verifiedHs256Claims(`${token}x`, key, now)).toBeNull();
    expect(verifiedHs256Claims(`${token.slice(0, -1)}!`, key, now)).toBeNull();
  });

  it('refuses other algorithms and critical headers, even with a valid HS256 signature', () => {
    const claims = { sub: '7', exp: now + 60 };
    expect(verifiedHs256Claims(forged({ alg: 'HS256' }, claims), key, now)).toEqual(claims);
    expect(verifiedHs256Claims(forged({ alg: 'none' }, claims), key, now)).toBeNull();
    expect(verifiedHs256Claims(forged({ alg: 'HS512' }, claims), key, now)).toBeNull();
    expect(verifiedHs256Claims(forged({ alg: 'HS256', crit: ['b64'], b64: false }, claims), key, now)).toBeNull();
  });

  it('refuses what is not a signed JSON object', () => {
    for (const token of ['', 'nonsense', 'a.b', 'a.b.c.d.e', forged({ alg: 'HS256' }, [1, 2])]) {
      expect(verifiedHs256Claims(token, key, now)).toBeNull();
    }
    const notJson = Buffer.from('not json').toString('base64url');
    const header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
    const signingInput = `${header}.${notJson}`;
    const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
    expect(verifiedHs256Claims(`${signingInput}.${signature}`, key, now)).toBeNull();
  });
});
