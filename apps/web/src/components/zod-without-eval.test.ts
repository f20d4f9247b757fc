import { describe, expect, it } from 'vitest';
import './contract-schemas.ts';

describe('zod in the browser', () => {
  it('checks without compiling code, set before any contracts schema is built (the CSP forbids eval)', () => {
    const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    expect(zodGlobal.__zod_globalConfig?.jitless).toBe(true);
  });
});
