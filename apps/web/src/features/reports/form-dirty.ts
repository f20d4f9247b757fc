import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/** Tells the page whether the form holds unsaved changes, so leaving can ask first. */
export function useReportDirty<Values>(form: UseFormReturnType<Values>, onDirtyChange: (dirty: boolean) => void) {
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

/** After a save: the saved values are the form's new unchanged state. */
export function resetToSaved<Values>(form: UseFormReturnType<Values>, values: Values) {
  form.setValues(values);
  form.resetDirty(values);
}
