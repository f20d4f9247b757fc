import { FormStatus } from '@backoffice/contracts';

/**
 * What a status change writes besides the status: a form that leaves Draft is shared anew, and the
 * client tokens issued before (while it was shared the last time) stop opening it.
 */
export function sharedAgain(from: number, to: number): { sharedSince?: Date } {
  return from === FormStatus.Draft && to !== FormStatus.Draft ? { sharedSince: new Date() } : {};
}
