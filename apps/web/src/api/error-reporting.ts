type Reporter = (error: unknown) => void;

import { isApiError } from './api-error.ts';

/**
 * Without a reporting service, only what nobody expected reaches the console: a 4xx answer is an
 * outcome the screen already shows (a field error, a refusal), not a fault.
 */
const consoleReporter: Reporter = (error) => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return;
  console.error(error);
};
let reporter: Reporter = consoleReporter;

/** Replaces where failures are sent (for example an error-reporting service). */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next ?? consoleReporter;
}

export function reportError(error: unknown): void {
  reporter(error);
}
