import {
  type CreateUserRequest,
  messages,
  Role,
  type UpdateProfileRequest,
  type UpdateUserRequest,
} from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { pgCode, uniqueViolation } from '../../lib/pg-errors.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { toUserDto } from './user.dto.ts';
import {
  departmentExists,
  emailInUse,
  findActiveUser,
  findActiveUserCredentials,
  insertUser,
  listActiveUsers,
  listStaffContacts,
  lockSuperAdminCount,
  markUserDeleted,
  revokeCredentials,
  updateUserProfile,
  updateUserRow,
} from './users.queries.ts';

type Profile = {
  fullName: string;
  email: string;
  title: string | null;
  phone: string | null;
  department: { id: number };
};

async function loadUser(db: Db, id: number) {
  const row = await findActiveUser(db, id);
  if (!row) throw notFound('User');
  return row;
}

async function checkProfile(db: Db, profile: Profile, userId?: number) {
  if (!(await departmentExists(db, profile.department.id))) {
    throw fieldError('department', messages.departmentNotFound);
  }
  if (await emailInUse(db, profile.email, userId)) throw fieldError('email', messages.emailTaken);
}

function profileColumns(profile: Profile) {
  return {
    fullName: profile.fullName,
    email: profile.email,
    title: profile.title,
    phone: profile.phone,
    departmentId: profile.department.id,
  };
}

/** Two requests may race past the e-mail check; the unique index has the last word. */
function emailTakenOnRace(err: unknown): never {
  if (pgCode(err) === uniqueViolation) throw fieldError('email', messages.emailTaken);
  throw err;
}

export function listUsers(db: Db, search?: string) {
  return listActiveUsers(db, search).then((rows) => rows.map(toUserDto));
}

/** Every signed-in staff member may read these (the report contact pick-list); admins keep GET users. */
export function staffContacts(db: Db) {
  return listStaffContacts(db);
}

export async function getUser(db: Db, actor: StaffPrincipal, id: number) {
  if (actor.id !== id && !actor.isAdmin) throw forbidden(messages.forbidden);
  return toUserDto(await loadUser(db, id));
}

export async function createUser(db: Db, actor: StaffPrincipal, input: CreateUserRequest & Profile) {
  if (input.role === Role.SUPERADMIN && actor.role !== Role.SUPERADMIN) throw forbidden(messages.onlySuperAdminGrants);
  await checkProfile(db, input);
  const passwordHash = await hashPassword(input.password);
  const id = await insertUser(db, { ...profileColumns(input), role: input.role, passwordHash }).catch(emailTakenOnRace);
  return toUserDto(await loadUser(db, id));
}

export async function updateUser(db: Db, actor: StaffPrincipal, id: number, input: UpdateUserRequest & Profile) {
  const target = await loadUser(db, id);
  if (target.role === Role.SUPERADMIN && actor.role !== Role.SUPERADMIN) throw forbidden(messages.onlySuperAdminEdits);
  if (input.role !== target.role) {
    if (actor.id === id) throw fieldError('role', messages.ownRoleChange);
    if (input.role === Role.SUPERADMIN && actor.role !== Role.SUPERADMIN)
      throw forbidden(messages.onlySuperAdminGrants);
  }
  await checkProfile(db, input, id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db
    .transaction(async (tx) => {
      if (target.role === Role.SUPERADMIN && input.role !== Role.SUPERADMIN && (await lockSuperAdminCount(tx)) <= 1) {
        throw conflict(messages.lastSuperAdmin);
      }
      await updateUserRow(tx, id, { ...profileColumns(input), role: input.role }, passwordHash);
      if (passwordHash) await revokeCredentials(tx, id);
    })
    .catch((err) => (err instanceof AppError ? Promise.reject(err) : emailTakenOnRace(err)));
  return toUserDto(await loadUser(db, id));
}

/** Removal keeps the row (reports name their contact); the user can no longer sign in. */
export async function deleteUser(db: Db, actor: StaffPrincipal, id: number) {
  const target = await loadUser(db, id);
  if (actor.id === id) throw conflict(messages.deleteSelf);
  if (target.role === Role.SUPERADMIN && actor.role !== Role.SUPERADMIN) throw forbidden(messages.onlySuperAdminEdits);
  await db.transaction(async (tx) => {
    if (target.role === Role.SUPERADMIN && (await lockSuperAdminCount(tx)) <= 1)
      throw conflict(messages.lastSuperAdmin);
    await markUserDeleted(tx, id);
    await revokeCredentials(tx, id);
  });
}

/**
 * Whoever holds a session could otherwise take the account over: change the address, then reset
 * the password through it. A new e-mail address needs the current password (400 on `currentPassword`).
 */
async function requirePasswordForNewEmail(db: Db, userId: number, currentEmail: string, input: UpdateProfileRequest) {
  if (input.email.toLowerCase() === currentEmail.toLowerCase()) return;
  if (!input.currentPassword) throw fieldError('currentPassword', messages.currentPasswordForEmail);
  const credentials = await findActiveUserCredentials(db, { id: userId });
  if (!credentials || !(await verifyPassword(credentials.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', messages.currentPasswordWrong);
  }
}

export async function updateProfile(db: Db, actor: StaffPrincipal, input: UpdateProfileRequest & Profile) {
  const current = await loadUser(db, actor.id);
  await checkProfile(db, input, actor.id);
  await requirePasswordForNewEmail(db, actor.id, current.email, input);
  await updateUserProfile(db, actor.id, profileColumns(input)).catch(emailTakenOnRace);
  return toUserDto(await loadUser(db, actor.id));
}
