import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once their place comes near the viewport (a screen's height before it is
 * scrolled to), and keeps them: until then an empty box of `minHeight` holds the place, so that the
 * page below does not move when they come. Where the browser cannot tell (no IntersectionObserver),
 * they render at once.
 */
export function NearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} style={{ minHeight }} />;
}
