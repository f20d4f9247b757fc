import { randomBytes, randomInt } from 'node:crypto';
import { FormStatus } from '@backoffice/contracts';

/** A new client-area link and PIN for a form: 256 random bits in the link, six random digits as PIN. */
export function newClientAccess(): { urlHash: string; pinCode: string } {
  return {
    urlHash: randomBytes(32).toString('base64url'),
    pinCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
  };
}

/**
 * What a status change writes besides the status: a form that leaves Draft is shared anew, and the
 * client tokens issued before (while it was shared the last time) stop opening it.
 */
export function sharedAgain(from: number, to: number): { sharedSince?: Date } {
  return from === FormStatus.Draft && to !== FormStatus.Draft ? { sharedSince: new Date() } : {};
}
