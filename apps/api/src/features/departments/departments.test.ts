import { messages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildDepartment, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { departments, users } from '../../db/schema/index.ts';

const t = useTestApp();
const body = {
  name: 'Fleet Performance',
  street: 'Havnegade 1',
  zip: '1058',
  city: 'Copenhagen',
  country: 'Denmark',
  web: '',
};

describe('GET /api/departments', () => {
  it('lists by name with the number of active users, searchable; readable by every signed-in user', async () => {
    const sales = await buildDepartment(t.database.db, { name: 'Sales' });
    const user = await t.signIn(Role.USER, { departmentId: sales.id });
    await buildUser(t.database.db, { departmentId: sales.id, deletedOn: new Date() });
    await buildDepartment(t.database.db, { name: 'Analytics' });
    await buildDepartment(t.database.db, { name: 'marine Engineering' });

    const res = await t.app.inject({ url: '/api/departments', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { name: string; userCount: number }[];
    expect(rows.map((d) => [d.name, d.userCount])).toEqual([
      ['Analytics', 0],
      ['marine Engineering', 0],
      ['Sales', 1],
    ]);
    const search = await t.app.inject({ url: '/api/departments?search=LYT', headers: user.headers });
    expect(search.json().map((d: { name: string }) => d.name)).toEqual(['Analytics']);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/departments' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/departments/1' })).statusCode).toBe(401);
  });
});

describe('POST /api/departments', () => {
  it('creates a department with empty optional fields stored as null', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({ method: 'POST', url: '/api/departments', headers: admin.headers, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...body, web: null, userCount: 0 });
  });

  it('answers 400 without a name, 403 to a User, 401 without a token', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/departments',
      headers: admin.headers,
      payload: { name: '  ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ name: ['*'] });
    const user = await t.signIn(Role.USER);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/departments', headers: user.headers, payload: body }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/departments', payload: body })).statusCode).toBe(401);
    expect(await t.database.db.select().from(departments)).toHaveLength(2);
  });
});

describe('GET and PUT /api/departments/:id', () => {
  it('reads and updates one department', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const dept = await buildDepartment(t.database.db, { name: 'Old' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/departments/${dept.id}`,
      headers: admin.headers,
      payload: body,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: dept.id, name: 'Fleet Performance', city: 'Copenhagen' });
    const get = await t.app.inject({ url: `/api/departments/${dept.id}`, headers: admin.headers });
    expect(get.json().name).toBe('Fleet Performance');
  });

  it('answers 404 for an unknown department, 400 for a bad body, 403 to a User', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const get = await t.app.inject({ url: '/api/departments/777', headers: admin.headers });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ error: messages.departmentNotFound });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/departments/777',
      headers: admin.headers,
      payload: body,
    });
    expect(put.statusCode).toBe(404);
    const dept = await buildDepartment(t.database.db);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/departments/${dept.id}`,
      headers: admin.headers,
      payload: { name: 42 },
    });
    expect(bad.statusCode).toBe(400);
    const user = await t.signIn(Role.USER);
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `/api/departments/${dept.id}`,
      headers: user.headers,
      payload: body,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('DELETE /api/departments/:id', () => {
  it('deletes an unused department; removed users only lose the link', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const dept = await buildDepartment(t.database.db);
    const leaver = await buildUser(t.database.db, { departmentId: dept.id, deletedOn: new Date() });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/departments/${dept.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, leaver.id));
    expect(row!.departmentId).toBeNull();
  });

  it('answers 409 while active users belong to it, and keeps it', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/departments/${admin.user.departmentId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: messages.departmentInUse });
    expect(
      await t.database.db.select().from(departments).where(eq(departments.id, admin.user.departmentId!)),
    ).toHaveLength(1);
  });

  it('answers 404, 403 and 401', async () => {
    const admin = await t.signIn(Role.ADMIN);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/departments/999', headers: admin.headers })).statusCode,
    ).toBe(404);
    const user = await t.signIn(Role.USER);
    const dept = await buildDepartment(t.database.db);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/departments/${dept.id}`, headers: user.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/departments/${dept.id}` })).statusCode).toBe(401);
  });
});
