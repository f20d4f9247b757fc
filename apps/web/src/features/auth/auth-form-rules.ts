import { messages } from '@backoffice/contracts';
import { email, notEmpty, password, requiredText, validateFields } from '../../components/field-rules.ts';

/** The contracts' `signInForm`. */
export const validateSignIn = validateFields<{ username: string; password: string }>({
  username: requiredText(254),
  password: notEmpty(),
});

/** The contracts' `forgotPasswordRequest`. */
export const validateForgotPassword = validateFields<{ username: string }>({ username: email });

/** The contracts' `forgotPasswordRequest` and `newPasswordForm`. */
export const validateResetPassword = validateFields<{ username: string; password: string; confirmPassword: string }>({
  username: email,
  password,
  confirmPassword: (confirmPassword, values) =>
    notEmpty(messages.confirmPasswordRequired)(confirmPassword) ??
    (confirmPassword === values.password ? undefined : messages.passwordsDontMatch),
});
