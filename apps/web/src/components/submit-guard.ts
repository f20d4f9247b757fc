import { limits } from '@backoffice/contracts';
import { useState } from 'react';

export interface SubmitGuard {
  /** True when this submit may proceed; false when it follows an accepted one too closely. */
  tryEnter(): boolean;
}

export function createSubmitGuard(
  now: () => number = () => Date.now(),
  windowMs: number = limits.doubleSubmitGuardMs,
): SubmitGuard {
  let last: number | null = null;
  return {
    tryEnter() {
      const time = now();
      if (last !== null && time - last < windowMs) return false;
      last = time;
      return true;
    },
  };
}

export function useSubmitGuard(): SubmitGuard {
  const [guard] = useState(() => createSubmitGuard());
  return guard;
}
