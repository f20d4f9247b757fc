import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setErrorReporter } from '../src/api/error-reporting.ts';
import { sessionStore } from '../src/session/session-store.ts';

beforeEach(() => setErrorReporter(() => {}));

afterEach(() => {
  cleanup();
  sessionStore.clear();
  window.sessionStorage.clear();
  for (const meta of document.head.querySelectorAll('meta[name="api-client-key"]')) meta.remove();
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
