import '@testing-library/jest-dom/vitest';
import { setDisplayTimeZone } from '@backoffice/contracts';
import { notificationsStore } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { setErrorNotifier } from '../src/api/error-notifier.ts';
import { setErrorReporter } from '../src/api/error-reporting.ts';
import { notify } from '../src/components/notify.ts';
import { sessionStore } from '../src/session/session-store.ts';
import { driftedAnswers, server } from './api.ts';
import { sendFormDataAsInABrowser } from './form-data-bridge.ts';

// A page test renders the whole app shell in jsdom: on a busy 2-core machine a page can take more
// than the default second to appear, so findBy and waitFor wait up to 5 s (a passing test waits no longer).
configure({ asyncUtilTimeout: 5_000 });

// A failed call's message shows as an error toast, as main.tsx sets it up in the browser.
setErrorNotifier(notify.error);

// Every API call goes to MSW; a call no test answers fails loudly instead of reaching the network.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await sendFormDataAsInABrowser();
});
afterAll(() => server.close());

// Toasts live in a module-wide store: a save that settles after its test ended must not leave one
// for the next test (its toast would be a second alert, or a toast it did not show).
const clearToasts = () =>
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });

beforeEach(() => {
  setErrorReporter(() => {});
  clearToasts();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStore.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // The display zone is module-wide, as in the browser: a test that set the company's leaves UTC.
  setDisplayTimeZone('UTC');
  for (const meta of document.head.querySelectorAll('meta[name="api-client-key"]')) meta.remove();
  const drifted = driftedAnswers.splice(0);
  expect(drifted, 'stub answers that do not fit the contracts').toEqual([]);
});

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;

// jsdom has no canvas (and says so on every call); the charts then measure text by the font's widths.
window.HTMLCanvasElement.prototype.getContext = (() => null) as typeof window.HTMLCanvasElement.prototype.getContext;
