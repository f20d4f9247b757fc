import { z } from 'zod';
import { email, password, requiredText, storableText } from './common.ts';
import { messages } from './messages.ts';
import { user } from './users.ts';

export const tokenRequest = z.object({
  username: requiredText(254),
  password: storableText({ error: messages.required }).min(1, messages.required).max(200),
});
export const sessionResponse = z.object({
  bearerToken: z.string(),
  expires: z.string(),
  renewToken: z.string(),
  user,
});
export type Session = z.infer<typeof sessionResponse>;

/**
 * GET auth/sign-in-options: how staff may sign in. `oidc` names the company's identity provider while
 * its sign-in works (configured and its discovery document read), else null.
 */
export const signInOptionsResponse = z.object({
  password: z.literal(true),
  oidc: z.object({ name: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsResponse>;

export const renewTokenRequest = z.object({ renewToken: requiredText(200) });
export const renewTokenResponse = sessionResponse.omit({ renewToken: true });

export const setPasswordRequest = z.object({
  currentPassword: storableText({ error: messages.required }).min(1, messages.required).max(200),
  newPassword: password,
});
export const setPasswordResponse = sessionResponse.omit({ user: true });

export const forgotPasswordRequest = z.object({ username: email });
export const resetPasswordRequest = z.object({
  username: email,
  password,
  resetPasswordToken: requiredText(200),
});
export const messageResponse = z.object({ message: z.string() });

/** The web form for a new password: new plus repeat. */
export const newPasswordForm = z
  .object({ password, confirmPassword: storableText().min(1, messages.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: messages.passwordsDontMatch });

export const changePasswordForm = z
  .object({
    currentPassword: requiredText(200),
    newPassword: password,
    confirmPassword: storableText().min(1, messages.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDontMatch,
  });

export const signInForm = z.object({
  username: requiredText(254),
  password: storableText().min(1, messages.required),
});
