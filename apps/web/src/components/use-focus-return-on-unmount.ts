import { useEffect } from 'react';

/**
 * Mantine's Modal gives focus back to where it was when `opened` turns false, but not to a dialog
 * that is mounted open and then unmounted, as a question shown only while it asks: this gives focus
 * back to the element that had it when such a dialog appeared, unless something else has taken it.
 */
export function useFocusReturnOnUnmount(opened: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only whether the dialog was mounted open counts
  useEffect(() => {
    // The modal moves focus inside only after a timeout, so this still reads the opener.
    const opener = opened ? document.activeElement : null;
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
}
