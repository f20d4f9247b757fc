import type { ReportAvailableTechnology } from '@backoffice/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** A technology being added, with the other available ones nearest first: those after it, then those before. */
interface Adding {
  id: number;
  nearest: number[];
}

export interface FocusAfterAdd {
  /** The Add of this technology opened its dialog. */
  opening(technologyId: number): void;
  /** That technology was added: its row leaves the available ones, and focus with it. */
  added(): void;
}

/** Gives focus to the first of the elements that takes it (a disabled button does not). */
function focusFirst(elements: (HTMLElement | null | undefined)[]): void {
  for (const element of elements) {
    element?.focus();
    if (element && document.activeElement === element) return;
  }
}

/**
 * Once a technology is added, its row and Add button leave the available ones and focus would fall to
 * the page. It goes to the Add button that takes the row's place (the next technology's, else the one
 * before it), so a keyboard user goes on down the list; with none left, to the added technology's Edit
 * button in the included ones; else to their heading (`heading`, with tabIndex -1).
 */
export function useFocusAfterAdd(
  available: ReportAvailableTechnology[] | undefined,
  section: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
): FocusAfterAdd {
  const adding = useRef<Adding | null>(null);
  const [added, setAdded] = useState<Adding | null>(null);

  useEffect(() => {
    if (!added || !available || available.some((row) => row.technology.id === added.id)) return;
    setAdded(null);
    // Someone (the keyboard user) already put focus somewhere: it stays there.
    if (document.activeElement && document.activeElement !== document.body) return;
    const root = section.current;
    const next = added.nearest.find((id) => available.some((row) => row.technology.id === id));
    focusFirst([
      next === undefined ? null : root?.querySelector<HTMLElement>(`[data-add-technology="${next}"]`),
      root?.querySelector<HTMLElement>(`[data-edit-technology="${added.id}"]`),
      heading.current,
    ]);
  }, [added, available, section, heading]);

  return {
    opening(technologyId) {
      const ids = (available ?? []).map((row) => row.technology.id);
      const at = ids.indexOf(technologyId);
      adding.current = { id: technologyId, nearest: [...ids.slice(at + 1), ...ids.slice(0, at).reverse()] };
    },
    added() {
      setAdded(adding.current);
    },
  };
}
