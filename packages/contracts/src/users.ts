import { z } from 'zod';
import { email, optionalText, password, requiredRef, requiredText, storableText } from './common.ts';
import { versionField } from './history.ts';
import { messages } from './messages.ts';
import { roleValues } from './roles.ts';

const role = z.union(
  roleValues.map((r) => z.literal(r)),
  { error: messages.required },
);

export const user = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  role,
  title: z.string().nullable(),
  phone: z.string().nullable(),
  department: z.object({ id: z.number(), name: z.string() }).nullable(),
  isAdmin: z.boolean(),
  createdOn: z.string(),
  modifiedOn: z.string(),
  /** Raised by a change of what the user form or the profile form edits; a new password keeps it. */
  version: z.number(),
});
export type User = z.infer<typeof user>;

export const userListItem = user.pick({
  id: true,
  fullName: true,
  email: true,
  role: true,
  title: true,
  phone: true,
  department: true,
});
export type UserListItem = z.infer<typeof userListItem>;

const profileFields = {
  fullName: requiredText(200),
  email,
  title: optionalText(200),
  phone: optionalText(50),
  department: requiredRef,
};

export const createUserRequest = z.object({ ...profileFields, role, password });
export const updateUserRequest = z.object({
  ...profileFields,
  role,
  password: z.union([z.literal('').transform(() => undefined), password]).optional(),
  version: versionField,
});
/** Changing one's own e-mail address also needs the current password (the address resets the password). */
export const updateProfileRequest = z.object({
  ...profileFields,
  currentPassword: storableText().max(200).optional(),
  version: versionField,
});
export type CreateUserRequest = z.input<typeof createUserRequest>;
export type UpdateUserRequest = z.input<typeof updateUserRequest>;
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
