import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * False until `arrived`, then true from a transition: React renders what it reveals in slices of a
 * few milliseconds and lets the browser paint and answer input between them, where a large first
 * render (a report's tables, arrived together) would otherwise block the page for a few hundred
 * milliseconds. Only this first showing waits: once true it stays true, and what it shows renders at
 * once from live data, so no part of the page ever shows an older answer than another.
 */
export function useShownInTransition(arrived: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (arrived && !shown) startTransition(() => setShown(true));
  }, [arrived, shown]);
  return shown;
}

/** Renders its children first in a transition (see useShownInTransition); `fallback` until then. */
export function RenderInTransition({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useShownInTransition(true) ? children : fallback;
}
