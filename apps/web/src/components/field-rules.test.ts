import { clientTokenRequest, forgotPasswordRequest, newPasswordForm, signInForm } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateResetPassword, validateSignIn } from '../features/auth/auth-form-rules.ts';
import { validatePin } from '../features/client-area/client-pin-form.tsx';
import { validateWith } from './form-validation.ts';

const texts = [
  '',
  ' ',
  'a',
  '  ab  ',
  'abcde',
  'abcdef',
  'x'.repeat(20),
  'x'.repeat(21),
  'x'.repeat(201),
  'x'.repeat(255),
];
const emails = [
  ...texts,
  'a@b.co',
  ' ada@example.com ',
  'a@b',
  'a.@b.co',
  '.a@b.co',
  'a..b@b.co',
  "o'neil+tag@mail-host.example.org",
  'a@-b.co',
  'a@b.c',
  'ä@b.co',
  `${'x'.repeat(250)}@b.co`,
];

describe('the public pages’ field rules answer like the contracts’ schemas', () => {
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

  it('client PIN', () => {
    const zod = validateWith(clientTokenRequest.pick({ pinCode: true }));
    for (const pinCode of [...texts, '1234', ' 1234 '])
      expect(validatePin({ pinCode }), pinCode).toEqual(zod({ pinCode }));
  });
});
