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
import { recordChanges, removeVersioned, saveVersioned, staffActor } from '../history/index.ts';
import { toUserDto } from './user.dto.ts';
import { newPassword, userChanges, userCreated, userRemoved } from './user-history.ts';
import {
  departmentName,
  emailInUse,
  findActiveUser,
  findActiveUserCredentials,
  insertUser,
  listActiveUsers,
  listStaffContacts,
  lockActiveUser,
  lockSuperAdminCount,
  markUserDeleted,
  revokeCredentials,
  setUserPasswordHash,
  type UserRow,
  updateUserRow,
} from './users.queries.ts';

type Profile = {
  fullName: string;
  email: string;
  title: string | null;
  phone: string | null;
  department: { id: number };
};

const userRef = (id: number) => ({ recordType: 'user', recordId: id }) as const;

async function loadUser(db: Db, id: number) {
  const row = await findActiveUser(db, id);
  if (!row) throw notFound('User');
  return row;
}

async function lockedUser(tx: Db, id: number) {
  const row = await lockActiveUser(tx, id);
  if (!row) throw notFound('User');
  return row;
}

/** The department's name once the profile's department and e-mail address are checked. */
async function checkProfile(db: Db, profile: Profile, userId?: number) {
  const department = await departmentName(db, profile.department.id);
  if (department === null) throw fieldError('department', messages.departmentNotFound);
  if (await emailInUse(db, profile.email, userId)) throw fieldError('email', messages.emailTaken);
  return department;
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
  if (!(err instanceof AppError) && pgCode(err) === uniqueViolation) throw fieldError('email', messages.emailTaken);
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
  const department = await checkProfile(db, input);
  const passwordHash = await hashPassword(input.password);
  const id = await db
    .transaction(async (tx) => {
      const newId = await insertUser(tx, { ...profileColumns(input), role: input.role, passwordHash });
      const changes = userCreated({ ...input, departmentName: department });
      await recordChanges(tx, staffActor(actor.row), [{ action: 'created', ...userRef(newId), changes }]);
      return newId;
    })
    .catch(emailTakenOnRace);
  return toUserDto(await loadUser(db, id));
}

/**
 * An admin's save of a user. With `version` a save of an older one is refused (409); a new password
 * neither needs nor raises the version (it is no field anyone else edits), ends the user's sessions
 * and is written to the history as 'New password'.
 */
export async function updateUser(db: Db, actor: StaffPrincipal, id: number, input: UpdateUserRequest & Profile) {
  const target = await loadUser(db, id);
  if (target.role === Role.SUPERADMIN && actor.role !== Role.SUPERADMIN) throw forbidden(messages.onlySuperAdminEdits);
  if (input.role !== target.role) {
    if (actor.id === id) throw fieldError('role', messages.ownRoleChange);
    if (input.role === Role.SUPERADMIN && actor.role !== Role.SUPERADMIN)
      throw forbidden(messages.onlySuperAdminGrants);
  }
  const department = await checkProfile(db, input, id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const who = staffActor(actor.row);
  await db
    .transaction(async (tx) => {
      // As in deleteUser: the Super Admins' rows before this one's.
      const demoting = target.role === Role.SUPERADMIN && input.role !== Role.SUPERADMIN;
      const superAdmins = demoting ? await lockSuperAdminCount(tx) : null;
      const stored = await lockedUser(tx, id);
      const fields = { ...profileColumns(input), role: input.role };
      await saveVersioned(tx, who, userRef(id), {
        stored,
        expected: input.version,
        fields,
        write: async (values) => {
          const demoted = stored.role === Role.SUPERADMIN && input.role !== Role.SUPERADMIN;
          if (demoted && (superAdmins ?? (await lockSuperAdminCount(tx))) <= 1) throw conflict(messages.lastSuperAdmin);
          await updateUserRow(tx, id, values);
        },
        changes: () => userChanges(stored, { ...input, departmentName: department }),
      });
      if (!passwordHash) return;
      await setUserPasswordHash(tx, id, passwordHash);
      await revokeCredentials(tx, id);
      await recordChanges(tx, who, [{ action: 'updated', ...userRef(id), part: 'password', changes: newPassword }]);
    })
    .catch(emailTakenOnRace);
  return toUserDto(await loadUser(db, id));
}

/**
 * Removal keeps the row (reports name their contact); the user can no longer sign in. An older
 * `version` is refused (409).
 */
export async function deleteUser(db: Db, actor: StaffPrincipal, id: number, version?: number) {
  const target = await loadUser(db, id);
  if (actor.id === id) throw conflict(messages.deleteSelf);
  if (target.role === Role.SUPERADMIN && actor.role !== Role.SUPERADMIN) throw forbidden(messages.onlySuperAdminEdits);
  await db.transaction(async (tx) => {
    // The Super Admins before the user's own row, in one order: two removing each other cannot deadlock.
    const superAdmins = target.role === Role.SUPERADMIN ? await lockSuperAdminCount(tx) : null;
    const stored = await lockedUser(tx, id);
    await removeVersioned(tx, staffActor(actor.row), userRef(id), {
      stored,
      expected: version,
      remove: async () => {
        if (stored.role === Role.SUPERADMIN && (superAdmins ?? (await lockSuperAdminCount(tx))) <= 1) {
          throw conflict(messages.lastSuperAdmin);
        }
        await markUserDeleted(tx, id);
        await revokeCredentials(tx, id);
      },
      changes: userRemoved(stored),
    });
  });
}

/**
 * Whoever holds a session could otherwise take the account over: change the address, then reset
 * the password through it. A new e-mail address needs the current password (400 on `currentPassword`).
 */
async function requirePasswordForNewEmail(db: Db, userId: number, current: UserRow, input: UpdateProfileRequest) {
  if (input.email.toLowerCase() === current.email.toLowerCase()) return;
  if (!input.currentPassword) throw fieldError('currentPassword', messages.currentPasswordForEmail);
  const credentials = await findActiveUserCredentials(db, { id: userId });
  if (!credentials || !(await verifyPassword(credentials.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', messages.currentPasswordWrong);
  }
}

/** The user's own profile: with `version` a save of an older one (an admin's change) is refused (409). */
export async function updateProfile(db: Db, actor: StaffPrincipal, input: UpdateProfileRequest & Profile) {
  const department = await checkProfile(db, input, actor.id);
  await requirePasswordForNewEmail(db, actor.id, await loadUser(db, actor.id), input);
  await db
    .transaction(async (tx) => {
      const stored = await lockedUser(tx, actor.id);
      const fields = profileColumns(input);
      await saveVersioned(tx, staffActor(actor.row), userRef(actor.id), {
        stored,
        expected: input.version,
        fields,
        write: (values) => updateUserRow(tx, actor.id, values),
        changes: () => userChanges(stored, { ...input, departmentName: department }),
      });
    })
    .catch(emailTakenOnRace);
  return toUserDto(await loadUser(db, actor.id));
}
