import { type Supplier as Company, catalogueMessages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildMaker, buildSupplier } from '../../../test/factories-catalogue.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { makers, suppliers } from '../../db/schema/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

const kinds = [
  {
    path: 'suppliers',
    entity: 'Supplier',
    table: suppliers,
    build: buildSupplier,
    nameTaken: catalogueMessages.supplierNameTaken,
  },
  { path: 'makers', entity: 'Maker', table: makers, build: buildMaker, nameTaken: catalogueMessages.makerNameTaken },
] as const;

const body = { name: 'Wärtsilä', country: 'Finland', description: 'Engines and propulsion' };

describe.each(kinds)('/api/$path', ({ path, entity, table, build, nameTaken }) => {
  const url = `/api/${path}`;
  const post = (headers: Headers | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const put = (headers: Headers | undefined, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers, payload });
  const remove = (headers: Headers | undefined, id: number) =>
    t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers });
  const names = (res: { json(): unknown }) => (res.json() as Company[]).map((c) => c.name);

  it('lists active rows by lower(name), then id, to every signed-in user; search ignores case and wildcards', async () => {
    const db = t.database.db;
    const user = await t.signIn(Role.USER);
    await build(db, { name: 'beta Marine' });
    await build(db, { name: 'Alpha 100%' });
    await build(db, { name: 'Alpha_One' });
    await build(db, { name: 'Gone', archivedOn: new Date() });

    const all = await t.app.inject({ url, headers: user.headers });
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['Alpha 100%', 'Alpha_One', 'beta Marine']);
    expect(all.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'Alpha 100%',
      country: expect.any(String),
      description: null,
      version: 1,
    });

    const search = async (text: string) =>
      names(await t.app.inject({ url, headers: user.headers, query: { search: text } }));
    expect(await search('MARINE')).toEqual(['beta Marine']);
    expect(await search('%')).toEqual(['Alpha 100%']);
    expect(await search('_')).toEqual(['Alpha_One']);
    expect(await search('gone')).toEqual([]);
  });

  it('reads one row to every signed-in user; 404 for unknown and archived rows', async () => {
    const db = t.database.db;
    const user = await t.signIn(Role.USER);
    const row = await build(db, { name: 'Nordic', description: 'Hull coatings' });
    const archived = await build(db, { archivedOn: new Date() });

    const res = await t.app.inject({ url: `${url}/${row.id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: row.id,
      name: 'Nordic',
      country: row.country,
      description: 'Hull coatings',
      version: 1,
    });
    for (const id of [archived.id, 999_999]) {
      const missing = await t.app.inject({ url: `${url}/${id}`, headers: user.headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: `${entity} not found` });
    }
  });

  it('creates with 201, storing empty optional fields as null', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const res = await post(admin.headers, body);
    expect(res.statusCode).toBe(201);
    const created = res.json() as Company;
    expect(created).toEqual({ id: expect.any(Number), ...body, version: 1 });
    const bare = await post(admin.headers, { name: '  Trimmed  ', country: '', description: null });
    expect(bare.json()).toMatchObject({ name: 'Trimmed', country: null, description: null });
    const [stored] = await t.database.db.select().from(table).where(eq(table.id, created.id));
    expect(stored).toMatchObject({ ...body, archivedOn: null });
  });

  it('answers 400 for a missing name or one an active row has (ignoring case)', async () => {
    const admin = await t.signIn(Role.ADMIN);
    await build(t.database.db, { name: 'Taken Name' });
    for (const payload of [{}, { name: '   ' }, { country: 'Norway' }]) {
      const res = await post(admin.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: ['*'] });
    }
    const taken = await post(admin.headers, { name: 'taken name' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [nameTaken] });
  });

  it('updates a row, keeping its own name allowed and refusing another active name', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const row = await build(t.database.db, { name: 'Old Name' });
    await build(t.database.db, { name: 'Other' });

    const res = await put(admin.headers, row.id, { ...body, name: 'OLD NAME' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: row.id, ...body, name: 'OLD NAME', version: 2 });
    const again = await t.app.inject({ url: `${url}/${row.id}`, headers: admin.headers });
    expect(again.json().name).toBe('OLD NAME');

    const taken = await put(admin.headers, row.id, { name: 'other' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [nameTaken] });
    const invalid = await put(admin.headers, row.id, { name: '' });
    expect(invalid.json()).toEqual({ name: ['*'] });
  });

  it('answers 404 to PUT and DELETE of unknown or archived rows', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const archived = await build(t.database.db, { archivedOn: new Date() });
    for (const id of [archived.id, 999_999]) {
      const updated = await put(admin.headers, id, body);
      expect(updated.statusCode).toBe(404);
      expect(updated.json()).toEqual({ error: `${entity} not found` });
      expect((await remove(admin.headers, id)).statusCode).toBe(404);
    }
  });

  it('archives on DELETE: 204, then 404, gone from the list, its name free again, the row kept', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const row = await build(db, { name: 'Short Lived' });

    const res = await remove(admin.headers, row.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.app.inject({ url: `${url}/${row.id}`, headers: admin.headers })).statusCode).toBe(404);
    expect(names(await t.app.inject({ url, headers: admin.headers }))).not.toContain('Short Lived');
    const [stored] = await db.select().from(table).where(eq(table.id, row.id));
    expect(stored?.archivedOn).toBeInstanceOf(Date);

    const reused = await post(admin.headers, { name: 'short lived' });
    expect(reused.statusCode).toBe(201);
    expect(reused.json().id).not.toBe(row.id);
  });

  it('answers 403 to a User on every write and 401 without a token', async () => {
    const user = await t.signIn(Role.USER);
    const row = await build(t.database.db, { name: 'Untouched' });
    expect((await post(user.headers, body)).statusCode).toBe(403);
    expect((await put(user.headers, row.id, body)).statusCode).toBe(403);
    expect((await remove(user.headers, row.id)).statusCode).toBe(403);
    const [stored] = await t.database.db.select().from(table).where(eq(table.id, row.id));
    expect(stored).toMatchObject({ name: 'Untouched', archivedOn: null });

    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${url}/${row.id}` })).statusCode).toBe(401);
    expect((await post(undefined, body)).statusCode).toBe(401);
    expect((await put(undefined, row.id, body)).statusCode).toBe(401);
    expect((await remove(undefined, row.id)).statusCode).toBe(401);
  });
});
