import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { applyServerErrors } from './server-errors.ts';

const initialValues = {
  name: '',
  customerId: null as number | null,
  vesselType: null as { id: number } | null,
  items: [
    { id: 11, value: '' },
    { id: 12, value: '' },
  ],
};

function renderForm() {
  return renderHook(() => useForm({ initialValues })).result;
}

describe('applyServerErrors', () => {
  it('puts each field error on its field and answers the lines no field took', () => {
    const form = renderForm();
    let rest: string[] = [];
    const error = new ApiError(400, {
      name: ['Name taken', 'Too long'],
      'customer.id': ['Customer not found'],
      'vesselType.id': ['Unknown vessel type'],
      'items.1.value': ['Must be a number'],
      'items.0.id': ['Unknown item'],
      note: ['Not a field here'],
      error: 'Check the form',
    });
    act(() => {
      rest = applyServerErrors(form.current, error);
    });
    expect(form.current.errors).toEqual({
      name: 'Name taken, Too long',
      customerId: 'Customer not found',
      vesselType: 'Unknown vessel type',
      'items.1.value': 'Must be a number',
    });
    expect(rest).toEqual(['items.0.id: Unknown item', 'note: Not a field here', 'Check the form']);
  });

  it('follows a path map, by name or by function', () => {
    const form = renderForm();
    act(() => {
      applyServerErrors(form.current, new ApiError(400, { fullName: ['*'] }), { fullName: 'name' });
      applyServerErrors(form.current, new ApiError(400, { 'rows.1.amount': ['*'] }), (path) =>
        path.replace(/^rows\.(\d+)\.amount$/, 'items.$1.value'),
      );
    });
    expect(form.current.errors).toEqual({ name: '*', 'items.1.value': '*' });
  });

  it('answers the standard text of other failures and leaves the fields alone', () => {
    const form = renderForm();
    let rest: string[] = [];
    act(() => {
      rest = applyServerErrors(form.current, new ApiError(409, { error: 'Still in use' }));
    });
    expect(rest).toEqual(['Still in use']);
    expect(form.current.errors).toEqual({});
    expect(applyServerErrors(form.current, new ApiError(0, null))).toEqual([]);
  });
});
