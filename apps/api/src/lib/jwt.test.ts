import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hs256Tokens } from './jwt.ts';

const secret = Buffer.from('a secret of at least thirty-two characters');
const tokens = hs256Tokens(secret);
const now = () => Math.floor(Date.now() / 1000);

/** A token with any header and payload, signed with HS256 under the secret whatever its header says. */
function forged(header: object, payload: unknown) {
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signingInput = `${encode(header)}.${encode(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

describe('hs256Tokens', () => {
  it('answers the claims of a token it signed, with the time it was issued, while it is valid', () => {
    const exp = now() + 60;
    const claims = tokens.claims(tokens.sign({ sub: '7', ver: 2, kind: 'staff', exp }));
    expect(claims).toEqual({ sub: '7', ver: 2, kind: 'staff', exp, iat: expect.any(Number) });
    expect(Math.abs(claims!.iat! - now())).toBeLessThanOrEqual(1);
  });

  it('refuses an expired token, one without expiry, one not valid yet and claims of the wrong type', () => {
    expect(tokens.claims(tokens.sign({ sub: '7', exp: now() - 1 }))).toBeNull();
    expect(tokens.claims(forged({ alg: 'HS256' }, { sub: '7' }))).toBeNull();
    expect(tokens.claims(forged({ alg: 'HS256' }, { sub: '7', exp: now() + 60, nbf: now() + 60 }))).toBeNull();
    expect(tokens.claims(forged({ alg: 'HS256' }, { exp: `${now() + 60}` }))).toBeNull();
  });

  it('refuses a token signed with another secret or changed after signing', () => {
    const token = tokens.sign({ sub: '7', exp: now() + 60 });
    expect(hs256Tokens(Buffer.from('another secret of thirty-two characters')).claims(token)).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', exp: now() + 60 })).toString('base64url');
    expect(tokens.claims(`${header}.${payload}.${signature}`)).toBeNull();
    expect(tokens.claims(`${token}x`)).toBeNull();
    expect(tokens.claims(`${token.slice(0, -1)}!`)).toBeNull();
  });

  it('refuses other algorithms and critical headers, even with a valid HS256 signature', () => {
    const claims = { sub: '7', exp: now() + 60 };
    expect(tokens.claims(forged({ alg: 'HS256' }, claims))).toEqual(claims);
    expect(tokens.claims(forged({ alg: 'none' }, claims))).toBeNull();
    expect(tokens.claims(forged({ alg: 'HS512' }, claims))).toBeNull();
    expect(tokens.claims(forged({ alg: 'HS256', crit: ['b64'], b64: false }, claims))).toBeNull();
  });

  it('refuses what is not a signed JSON object', () => {
    for (const token of ['', 'nonsense', 'a.b', 'a.b.c.d.e', forged({ alg: 'HS256' }, [1, 2])]) {
      expect(tokens.claims(token)).toBeNull();
    }
  });
});
