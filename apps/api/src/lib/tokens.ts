import { createHash, randomBytes } from 'node:crypto';

/** A random, unguessable token (256 bits) and the hash that is stored in its place. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
