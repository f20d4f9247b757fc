import { clientTokenRequest } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { texts } from '../../../test/field-inputs.ts';
import { validateWith } from '../../components/form-validation.ts';
import { validatePin } from './client-pin-form.tsx';

describe('the PIN page’s field rule answers like the contracts’ schema', () => {
  it('client PIN', () => {
    const zod = validateWith(clientTokenRequest.pick({ pinCode: true }));
    for (const pinCode of [...texts, '1234', ' 1234 '])
      expect(validatePin({ pinCode }), pinCode).toEqual(zod({ pinCode }));
  });
});
