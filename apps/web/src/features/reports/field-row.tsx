import type { ReactNode } from 'react';
import classes from './field-row.module.css';

/** Fields or facts side by side, wrapping on narrow screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={classes.row}>{children}</div>;
}
