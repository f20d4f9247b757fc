import { messages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildDepartment, buildUser } from '../../../test/factories.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';

const t = useTestApp();

async function newUserBody(overrides: Record<string, unknown> = {}) {
  const department = await buildDepartment(t.database.db);
  return {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+45 1234 5678',
    title: 'Naval architect',
    role: Role.USER,
    password: 'secret1',
    department: { id: department.id },
    ...overrides,
  };
}

describe('GET /api/users', () => {
  it('lists active users by name, searching name and e-mail case-insensitively', async () => {
    const admin = await t.signIn(Role.ADMIN, { fullName: 'Zed Admin' });
    await buildUser(t.database.db, { fullName: 'Bea Smith', email: 'bea@fleet.example' });
    await buildUser(t.database.db, { fullName: 'Carl Jones', email: 'carl@example.com' });
    await buildUser(t.database.db, { fullName: 'Gone Person', deletedOn: new Date() });

    const all = await t.app.inject({ url: '/api/users', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((u: { fullName: string }) => u.fullName)).toEqual(['Bea Smith', 'Carl Jones', 'Zed Admin']);

    const byMail = await t.app.inject({ url: '/api/users?search=FLEET', headers: admin.headers });
    expect(byMail.json().map((u: { fullName: string }) => u.fullName)).toEqual(['Bea Smith']);
    const byName = await t.app.inject({ url: '/api/users?search=jON', headers: admin.headers });
    expect(byName.json().map((u: { fullName: string }) => u.fullName)).toEqual(['Carl Jones']);
    const wildcard = await t.app.inject({ url: '/api/users?search=%25', headers: admin.headers });
    expect(wildcard.json()).toEqual([]);
  });

  it('answers 401 without a token and 403 to a User', async () => {
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
    const user = await t.signIn(Role.USER);
    const res = await t.app.inject({ url: '/api/users', headers: user.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: messages.forbidden });
  });
});

describe('POST /api/users', () => {
  it('creates a user who can then sign in', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const body = await newUserBody();
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com', role: 0, isAdmin: false });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: 'ADA@example.com', password: 'secret1' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers 400 per field for missing and bad values, creating nothing', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { fullName: '', email: 'nope', password: '123', role: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fullName: ['*'],
      email: [messages.invalidEmail],
      password: [messages.passwordTooShort],
      department: ['*'],
    });
    expect(res.json()).toHaveProperty('role');
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('refuses an e-mail already used, ignoring case, and an unknown department', async () => {
    const admin = await t.signIn(Role.ADMIN, { email: 'taken@example.com' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: await newUserBody({ email: 'TAKEN@example.com' }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [messages.emailTaken] });
    const noDept = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: await newUserBody({ department: { id: 999 } }),
    });
    expect(noDept.statusCode).toBe(400);
    expect(noDept.json()).toEqual({ department: [messages.departmentNotFound] });
  });

  it('lets only a Super Admin grant Super Admin', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: await newUserBody({ role: Role.SUPERADMIN }),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: messages.onlySuperAdminGrants });
    const superAdmin = await t.signIn(Role.SUPERADMIN);
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: superAdmin.headers,
      payload: await newUserBody({ role: Role.SUPERADMIN, email: 'second@example.com' }),
    });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().role).toBe(Role.SUPERADMIN);
  });

  it('answers 401 and 403 before looking at the body', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload: {} })).statusCode).toBe(401);
    const user = await t.signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: user.headers,
      payload: await newUserBody(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/users/:id', () => {
  it('lets an admin read anyone and a User only themselves', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const user = await t.signIn(Role.USER);
    expect((await t.app.inject({ url: `/api/users/${user.user.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/users/${user.user.id}`, headers: user.headers })).json().id).toBe(
      user.user.id,
    );
    const other = await t.app.inject({ url: `/api/users/${admin.user.id}`, headers: user.headers });
    expect(other.statusCode).toBe(403);
  });

  it('answers 404 for unknown and removed users and 400 for an id that is not a number', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const removed = await buildUser(t.database.db, { deletedOn: new Date() });
    for (const id of [9999, removed.id]) {
      const res = await t.app.inject({ url: `/api/users/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: messages.userNotFound });
    }
    expect((await t.app.inject({ url: '/api/users/abc', headers: admin.headers })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  async function update(headers: object, id: number, overrides: Record<string, unknown>) {
    const current = await t.database.db.select().from(users).where(eq(users.id, id));
    const u = current[0]!;
    return t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: headers as Record<string, string>,
      payload: {
        fullName: u.fullName,
        email: u.email,
        title: u.title,
        phone: u.phone,
        role: u.role,
        department: { id: u.departmentId },
        ...overrides,
      },
    });
  }

  it('updates fields and, when given, the password (ending that user’s sessions)', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const target = await t.signIn(Role.USER);
    const res = await update(admin.headers, target.user.id, {
      fullName: 'New Name',
      role: Role.ADMIN,
      password: 'changed1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'New Name', role: Role.ADMIN, isAdmin: true });
    expect((await t.app.inject({ url: '/api/users/me', headers: target.headers })).statusCode).toBe(401);
    const keep = await update(admin.headers, target.user.id, { password: '' });
    expect(keep.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: target.user.email, password: 'changed1' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a change of one’s own role', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const res = await update(admin.headers, admin.user.id, { role: Role.USER });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ role: [messages.ownRoleChange] });
  });

  it('keeps Super Admins out of reach of Admins', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const superAdmin = await t.signIn(Role.SUPERADMIN);
    const plain = await t.signIn(Role.USER);
    const edit = await update(admin.headers, superAdmin.user.id, { fullName: 'Hijacked' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: messages.onlySuperAdminEdits });
    const promote = await update(admin.headers, plain.user.id, { role: Role.SUPERADMIN });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual({ error: messages.onlySuperAdminGrants });
  });

  itOnPostgres('never demotes the last Super Admin, even when two demote each other at once', async () => {
    const a = await t.signIn(Role.SUPERADMIN);
    const b = await t.signIn(Role.SUPERADMIN);
    const results = await Promise.all([
      update(a.headers, b.user.id, { role: Role.ADMIN }),
      update(b.headers, a.user.id, { role: Role.ADMIN }),
    ]);
    // The second is refused: 409 when both passed the role checks first, 403 when its caller was already demoted.
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 200)!;
    expect([messages.lastSuperAdmin, messages.onlySuperAdminEdits]).toContain(refused.json().error);
    const left = await t.database.db.select().from(users).where(eq(users.role, Role.SUPERADMIN));
    expect(left).toHaveLength(1);
  });

  it('answers 400 for a taken e-mail, 404 for an unknown user, 403 to a User', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const target = await t.signIn(Role.USER);
    const taken = await update(admin.headers, target.user.id, { email: admin.user.email.toUpperCase() });
    expect(taken.json()).toEqual({ email: [messages.emailTaken] });
    expect((await update(admin.headers, target.user.id, { fullName: ' ' })).json()).toEqual({ fullName: ['*'] });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/users/9999',
      headers: admin.headers,
      payload: await newUserBody(),
    });
    expect(missing.statusCode).toBe(404);
    expect((await update(target.headers, target.user.id, { fullName: 'x' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deactivates the user: gone from lists, row kept, e-mail free again', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const target = await t.signIn(Role.USER, { email: 'leaver@example.com' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${target.user.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(rows[0]!.deletedOn).toBeInstanceOf(Date);
    const list = await t.app.inject({ url: '/api/users', headers: admin.headers });
    expect(list.json().map((u: { id: number }) => u.id)).toEqual([admin.user.id]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/users/${target.user.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: await newUserBody({ email: 'leaver@example.com' }),
    });
    expect(reuse.statusCode).toBe(201);
  });

  it('refuses to delete oneself, the last Super Admin, or a Super Admin as an Admin', async () => {
    const superAdmin = await t.signIn(Role.SUPERADMIN);
    const admin = await t.signIn(Role.ADMIN);
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${superAdmin.user.id}`,
      headers: superAdmin.headers,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: messages.deleteSelf });
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${superAdmin.user.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(403);

    const second = await t.signIn(Role.SUPERADMIN);
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${second.user.id}`,
      headers: superAdmin.headers,
    });
    expect(ok.statusCode).toBe(204);
  });

  itOnPostgres('never removes the last Super Admin, even when two remove each other at once', async () => {
    const a = await t.signIn(Role.SUPERADMIN);
    const b = await t.signIn(Role.SUPERADMIN);
    const results = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/users/${b.user.id}`, headers: a.headers }),
      t.app.inject({ method: 'DELETE', url: `/api/users/${a.user.id}`, headers: b.headers }),
    ]);
    // The second is refused: 409 when both passed sign-in checks first, 401 when its caller was already removed.
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409 || r.statusCode === 401)).toHaveLength(1);
    const active = await t.database.db.select().from(users).where(eq(users.role, Role.SUPERADMIN));
    expect(active.filter((u) => u.deletedOn === null)).toHaveLength(1);
  });

  it('answers 401, 403 and 404', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/1' })).statusCode).toBe(401);
    const user = await t.signIn();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${user.user.id}`, headers: user.headers })).statusCode,
    ).toBe(403);
    const admin = await t.signIn(Role.ADMIN);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/4242', headers: admin.headers })).statusCode).toBe(
      404,
    );
  });
});
