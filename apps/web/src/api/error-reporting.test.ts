import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { reportError, setErrorReporter } from './error-reporting.ts';

// The test setup silences reporting; these tests look at the reporter used without a service.
beforeEach(() => setErrorReporter(null));

afterEach(() => {
  setErrorReporter(null);
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('keeps answered 4xx out of the console and logs network failures, 5xx and other errors', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    for (const status of [400, 401, 403, 404, 409, 422]) reportError(new ApiError(status, null));
    expect(console).not.toHaveBeenCalled();

    const failures = [new ApiError(0, null, 'Network error'), new ApiError(500, null), new TypeError('boom')];
    for (const failure of failures) reportError(failure);
    expect(console.mock.calls.map(([error]) => error)).toEqual(failures);
  });

  it('sends every failure, 4xx included, to a configured reporting service', () => {
    const sent: unknown[] = [];
    setErrorReporter((error) => sent.push(error));
    const refused = new ApiError(400, { name: ['*'] });
    reportError(refused);
    expect(sent).toEqual([refused]);
  });
});
