import { type Role, roleLabels } from '@backoffice/contracts';
import type { HistoryChange } from '../../db/schema/history.ts';
import { changesBetween, type FieldWords, fieldsOf } from '../history/index.ts';

/** A user as its history shows it: the user form's fields, the department by name, the role's word. */
export interface UserWords {
  fullName: string;
  email: string;
  phone: string | null;
  title: string | null;
  departmentName: string | null;
  role?: number;
}

const userFieldWords: FieldWords<UserWords> = {
  fullName: { label: 'Full Name' },
  email: { label: 'E-mail' },
  phone: { label: 'Phone' },
  title: { label: 'Title' },
  departmentName: { label: 'Department' },
  role: { label: 'Role', words: (role) => roleLabels[role as Role] },
};

export const userChanges = (before: UserWords, after: UserWords) => changesBetween(before, after, userFieldWords);
export const userCreated = (user: UserWords) => fieldsOf(user, userFieldWords);
export const userRemoved = (user: UserWords) => fieldsOf(user, userFieldWords, true);

/** An admin's new password, in words that never hold it (part 'password': it keeps the version). */
export const newPassword: HistoryChange[] = [{ field: 'Password', before: null, after: 'New password' }];
