/** '40 seconds', '1 minute', '15 minutes': seconds under a minute, else whole minutes rounded up. */
function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Texts of refusals that the API words itself before or beside a feature (limits, guards, an
 * unreachable database). The web shows them as the server sends them, so they stay out of its pages.
 */
export const requestMessages = {
  accountLocked: (waitSeconds: number) =>
    `Too many wrong passwords for this account. Please try again in ${waitText(waitSeconds)}, or reset the password.`,
  invalidClientKey: 'Missing or invalid client key',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  databaseUnreachable: 'The database cannot be reached. Please try again in a moment.',
  nulCharacter: 'Must not contain the NUL character',
  unstorableCharacter: 'Contains a character that cannot be stored',
  bodyTooDeep: 'The request body is nested too deeply: at most 64 levels of arrays and objects',
  invalidPathId: 'Must be a whole number from 1 to 2147483647, in decimal digits',
} as const;
