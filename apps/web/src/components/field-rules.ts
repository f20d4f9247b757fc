import { limits, messages } from '@backoffice/contracts';
import type { FormErrors } from '@mantine/form';

// The public pages (sign-in, password reset, the client-area PIN) check their few fields with these
// plain rules instead of the contracts' zod schemas, so that zod does not load with them. They
// answer the same messages as those schemas (field-rules.test.ts compares them).

/** One field's check: its message, or undefined when the value is fine. */
export type FieldRule<Values> = (value: string, values: Values) => string | undefined;

/** zod's e-mail pattern, as the contracts' `email` checks it. */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const atMost = (max: number) => `At most ${max} characters`;

/** A required text, trimmed: '*' when empty (the contracts' `requiredText`). */
export const requiredText =
  (max: number, tooLong = atMost(max)) =>
  (value: string): string | undefined => {
    const text = value.trim();
    if (!text) return messages.required;
    if (text.length > max) return tooLong;
    return undefined;
  };

/** Not empty, as typed. */
export const notEmpty =
  (message: string = messages.required) =>
  (value: string): string | undefined =>
    value ? undefined : message;

/** An e-mail address (the contracts' `email`). */
export function email(value: string): string | undefined {
  const text = value.trim();
  return requiredText(254)(text) ?? (emailPattern.test(text) ? undefined : messages.invalidEmail);
}

/** A new password (the contracts' `password`). */
export function password(value: string): string | undefined {
  if (!value) return messages.required;
  if (value.length < limits.passwordMinLength) return messages.passwordTooShort;
  if (value.length > 200) return atMost(200);
  return undefined;
}

/** A @mantine/form validator from one rule per field (the form's values are all texts). */
export function validateFields<Values extends Record<string, string>>(
  rules: {
    [Key in keyof Values]?: FieldRule<Values>;
  },
) {
  return (values: Values): FormErrors => {
    const errors: FormErrors = {};
    for (const [path, rule] of Object.entries(rules) as [string, FieldRule<Values> | undefined][]) {
      const message = rule?.(values[path] ?? '', values);
      if (message) errors[path] = message;
    }
    return errors;
  };
}
