import { expect } from 'vitest';

/**
 * Asserts that `actual` matches `expected` where every key of `expected` is checked (keys it omits are
 * not), arrays must have the same length, and numbers must agree to 1e-9 relative (float noise only).
 */
export function expectClose(actual: unknown, expected: unknown, path = '$'): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    const tolerance = 1e-9 * Math.max(1, Math.abs(expected));
    expect(Math.abs((actual as number) - expected), `${path}: ${actual} ≠ ${expected}`).toBeLessThanOrEqual(tolerance);
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${path} is an array`).toBe(true);
    const list = actual as unknown[];
    expect(list.length, `${path}.length`).toBe(expected.length);
    expected.forEach((item, i) => {
      expectClose(list[i], item, `${path}[${i}]`);
    });
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    expect(actual !== null && typeof actual === 'object', `${path} is an object`).toBe(true);
    for (const [key, value] of Object.entries(expected)) {
      expectClose((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    }
    return;
  }
  expect(actual, path).toBe(expected);
}
