import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport.tsx';

/** A stand-in for the browser's IntersectionObserver: `comeNear()` says its element came near the viewport. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; observed: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, observed: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.observed.push(element);
      }
      disconnect() {
        this.entry.observed = [];
      }
    },
  );
  return {
    comeNear() {
      for (const { callback, observed } of observers) {
        const entries = observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) act(() => callback(entries, {} as IntersectionObserver));
      }
    },
  };
}

const renderNear = () =>
  render(
    <MantineProvider env="test">
      <NearViewport minHeight={500}>
        <p>The charts</p>
      </NearViewport>
    </MantineProvider>,
  );

describe('NearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds the place until it comes near the viewport, then shows its children', () => {
    const browser = stubIntersectionObserver();
    const { container } = renderNear();
    expect(screen.queryByText('The charts')).not.toBeInTheDocument();
    expect(container.querySelector('div')).toHaveStyle({ minHeight: '500px' });
    browser.comeNear();
    expect(screen.getByText('The charts')).toBeInTheDocument();
  });

  it('shows its children at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderNear();
    expect(screen.getByText('The charts')).toBeInTheDocument();
  });
});
