import { describe, expect, it } from 'vitest';
import { createSubmitGuard } from './submit-guard.ts';

describe('double-submit guard', () => {
  it('refuses a second submit within 2 seconds and accepts one after', () => {
    let now = 10_000;
    const guard = createSubmitGuard(() => now);

    expect(guard.tryEnter()).toBe(true);
    now += 1999;
    expect(guard.tryEnter()).toBe(false);
    now += 1;
    expect(guard.tryEnter()).toBe(true);
  });

  it('measures the window from the last accepted submit', () => {
    let now = 0;
    const guard = createSubmitGuard(() => now);
    guard.tryEnter();
    now = 1500;
    expect(guard.tryEnter()).toBe(false);
    now = 2100;
    expect(guard.tryEnter()).toBe(true);
    now = 3000;
    expect(guard.tryEnter()).toBe(false);
  });
});
