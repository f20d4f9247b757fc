import { useEffect } from 'react';

/**
 * Mantine's Modal gives focus back when its `opened` turns false, not when a question or a dialog is
 * mounted open and then unmounted (shown only while it asks, loaded when first opened): this gives
 * focus back to the element that had it when `shown` became true, once `shown` turns false or the
 * component goes, unless something else took it. Used where such questions and dialogs are shown, not
 * in ConfirmDialog, whose pages are at their size budget.
 */
export function useFocusReturnAfter(shown: boolean): void {
  useEffect(() => {
    const opener = shown ? (document.activeElement as HTMLElement | null) : null;
    return () => {
      if (document.activeElement === document.body) opener?.focus();
    };
  }, [shown]);
}
