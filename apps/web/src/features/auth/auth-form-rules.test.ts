import { forgotPasswordRequest, newPasswordForm, signInForm } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { emails, texts } from '../../../test/field-inputs.ts';
import { validateWith } from '../../components/form-validation.ts';
import { validateForgotPassword, validateResetPassword, validateSignIn } from './auth-form-rules.ts';

describe('the sign-in and password pages’ field rules answer like the contracts’ schemas', () => {
  it('sign-in', () => {
    const zod = validateWith(signInForm);
    for (const username of emails)
      for (const password of texts) {
        const values = { username, password };
        expect(validateSignIn(values), JSON.stringify(values)).toEqual(zod(values));
      }
  });

  it('forgot password', () => {
    const zod = validateWith(forgotPasswordRequest);
    for (const username of emails) expect(validateForgotPassword({ username }), username).toEqual(zod({ username }));
  });

  it('reset password', () => {
    const zod = validateWith(forgotPasswordRequest, newPasswordForm);
    for (const username of ['', 'a@b', 'a@b.co'])
      for (const password of texts)
        for (const confirmPassword of ['', password, `${password}x`]) {
          const values = { username, password, confirmPassword };
          expect(validateResetPassword(values), JSON.stringify(values)).toEqual(zod(values));
        }
  });
});
