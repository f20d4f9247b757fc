import { departmentRequest, messages } from '@backoffice/contracts';
import type { FormErrors } from '@mantine/form';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';

const blank = { name: ' ', street: '', zip: '', city: '' };

/** The helpers as a page gets them: a fresh copy, the contracts' schemas not loaded yet. */
async function freshHelpers() {
  vi.resetModules();
  const schemas = await import('./contract-schemas.ts');
  const validation = await import('./form-validation.ts');
  return { ...schemas, ...validation };
}

describe('validateWith', () => {
  it('waits for the contracts’ schemas on first use, then answers at once with their messages', async () => {
    const { contractSchema, validateWith } = await freshHelpers();
    const request = contractSchema((contracts) => contracts.departmentRequest);
    expect(request.loaded).toBeUndefined();
    const validate = validateWith(request);

    const first = validate(blank);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ name: messages.required });

    const later = validate({ ...blank, name: 'x'.repeat(201) });
    expect(later).not.toBeInstanceOf(Promise);
    expect(later).toEqual({ name: 'At most 200 characters' });
    expect(request.parse({ ...blank, name: '  Sales ' })).toEqual(departmentRequest.parse({ ...blank, name: 'Sales' }));
  });

  it('answers a schema passed as such at once, as before', async () => {
    const { validateWith } = await freshHelpers();
    const validate = validateWith(departmentRequest);
    expectTypeOf(validate).returns.toEqualTypeOf<FormErrors>();
    expect(validate(blank)).toEqual({ name: messages.required });
  });

  it('keeps the first message per field over several schemas, and turns values first with validateAs', async () => {
    const { contractSchema, validateAs } = await freshHelpers();
    const first = contractSchema((contracts) => contracts.departmentRequest.pick({ name: true }));
    const second = contractSchema((contracts) =>
      contracts.departmentRequest.pick({ name: true }).refine(() => false, { path: ['name'], message: 'second' }),
    );
    const validate = validateAs((values: { name: string }) => ({ ...values, name: values.name.trim() }), first, second);
    expect(await validate({ name: ' ' })).toEqual({ name: messages.required });
    expect(validate({ name: 'Sales' })).toEqual({ name: 'second' });
  });

  it('refuses to parse before the schemas have loaded', async () => {
    const { contractSchema } = await freshHelpers();
    expect(() => contractSchema((contracts) => contracts.departmentRequest).parse(blank)).toThrow(/not loaded/);
  });
});
