import { catalogueMessages, Role, type TechnologySupplier } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSupplier, buildTechnology } from '../../../test/factories-catalogue.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { technologies, technologySuppliers } from '../../db/schema/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

const listUrl = (technologyId: number) => `/api/technologies/${technologyId}/suppliers`;
const list = (headers: Headers | undefined, technologyId: number) =>
  t.app.inject({ url: listUrl(technologyId), headers });
const add = (headers: Headers | undefined, technologyId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: listUrl(technologyId), headers, payload });
const remove = (headers: Headers | undefined, technologyId: number, supplierId: number) =>
  t.app.inject({ method: 'DELETE', url: `${listUrl(technologyId)}/${supplierId}`, headers });
const supplierNames = (res: { json(): unknown }) => (res.json() as TechnologySupplier[]).map((l) => l.supplier.name);

async function link(technologyId: number, supplierId: number, archivedOn: Date | null = null) {
  const [row] = await t.database.db
    .insert(technologySuppliers)
    .values({ technologyId, supplierId, archivedOn })
    .returning();
  return row!;
}

describe('GET /api/technologies/:id/suppliers', () => {
  it('lists active links with active suppliers by supplier name, to every signed-in user', async () => {
    const db = t.database.db;
    const user = await t.signIn(Role.USER);
    const technology = await buildTechnology(db);
    const other = await buildTechnology(db);
    const zeta = await buildSupplier(db, { name: 'zeta Coatings', country: null });
    const alpha = await buildSupplier(db, { name: 'Alpha Props', country: 'Denmark' });
    const removed = await buildSupplier(db, { name: 'Removed Link' });
    const elsewhere = await buildSupplier(db, { name: 'Elsewhere' });
    const zetaLink = await link(technology.id, zeta.id);
    const alphaLink = await link(technology.id, alpha.id);
    await link(technology.id, removed.id, new Date());
    await link(other.id, elsewhere.id);

    const res = await list(user.headers, technology.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { technologySupplierId: alphaLink.id, supplier: { id: alpha.id, name: 'Alpha Props', country: 'Denmark' } },
      { technologySupplierId: zetaLink.id, supplier: { id: zeta.id, name: 'zeta Coatings', country: null } },
    ]);
  });

  it('answers 404 for an unknown or archived technology and 401 without a token', async () => {
    const db = t.database.db;
    const user = await t.signIn(Role.USER);
    const archived = await buildTechnology(db, { archivedOn: new Date() });
    for (const id of [archived.id, 999_999]) {
      const res = await list(user.headers, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Technology not found' });
    }
    expect((await list(undefined, archived.id)).statusCode).toBe(401);
  });
});

describe('POST /api/technologies/:id/suppliers', () => {
  it('links a supplier with 201 and answers the link', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const technology = await buildTechnology(db);
    const supplier = await buildSupplier(db, { name: 'Silverstream', country: 'United Kingdom' });

    const res = await add(admin.headers, technology.id, { supplier: { id: supplier.id } });
    expect(res.statusCode).toBe(201);
    const created = res.json() as TechnologySupplier;
    expect(created).toEqual({
      technologySupplierId: expect.any(Number),
      supplier: { id: supplier.id, name: 'Silverstream', country: 'United Kingdom' },
    });
    expect(await list(admin.headers, technology.id).then((r) => r.json())).toEqual([created]);
  });

  it('answers 400 without a supplier and for an unknown or archived one', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const technology = await buildTechnology(db);
    const archived = await buildSupplier(db, { archivedOn: new Date() });

    const missing = await add(admin.headers, technology.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ supplier: ['*'] });
    for (const id of [archived.id, 999_999]) {
      const unknown = await add(admin.headers, technology.id, { supplier: { id } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ supplier: [catalogueMessages.unknownChoice] });
    }
    expect(await db.select().from(technologySuppliers)).toEqual([]);
  });

  it('answers 409 when the supplier is already linked, and links it again after removal', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const technology = await buildTechnology(db);
    const supplier = await buildSupplier(db);
    await link(technology.id, supplier.id);

    const again = await add(admin.headers, technology.id, { supplier: { id: supplier.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: catalogueMessages.technologySupplierExists });

    expect((await remove(admin.headers, technology.id, supplier.id)).statusCode).toBe(204);
    expect((await add(admin.headers, technology.id, { supplier: { id: supplier.id } })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown or archived technology, 403 to a User, 401 without a token', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const user = await t.signIn(Role.USER);
    const technology = await buildTechnology(db);
    const archived = await buildTechnology(db, { archivedOn: new Date() });
    const supplier = await buildSupplier(db);
    const payload = { supplier: { id: supplier.id } };

    for (const id of [archived.id, 999_999]) {
      const res = await add(admin.headers, id, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Technology not found' });
    }
    expect((await add(user.headers, technology.id, payload)).statusCode).toBe(403);
    expect((await add(undefined, technology.id, payload)).statusCode).toBe(401);
    expect(await db.select().from(technologySuppliers)).toEqual([]);
  });
});

describe('DELETE /api/technologies/:id/suppliers/:supplierId', () => {
  it('archives the link with 204: it leaves the list, the row and the supplier stay', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const technology = await buildTechnology(db);
    const supplier = await buildSupplier(db);
    const row = await link(technology.id, supplier.id);

    const res = await remove(admin.headers, technology.id, supplier.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list(admin.headers, technology.id)).json()).toEqual([]);
    const [stored] = await db.select().from(technologySuppliers).where(eq(technologySuppliers.id, row.id));
    expect(stored?.archivedOn).toBeInstanceOf(Date);
    expect((await t.app.inject({ url: `/api/suppliers/${supplier.id}`, headers: admin.headers })).statusCode).toBe(200);
    const twice = await remove(admin.headers, technology.id, supplier.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: 'Technology supplier not found' });
  });

  it('answers 404 for a supplier not linked and for an unknown or archived technology', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const technology = await buildTechnology(db);
    const linked = await buildSupplier(db);
    const unlinked = await buildSupplier(db);
    await link(technology.id, linked.id);

    expect((await remove(admin.headers, technology.id, unlinked.id)).statusCode).toBe(404);
    await db.update(technologies).set({ archivedOn: new Date() }).where(eq(technologies.id, technology.id));
    const archived = await remove(admin.headers, technology.id, linked.id);
    expect(archived.statusCode).toBe(404);
    expect(archived.json()).toEqual({ error: 'Technology not found' });
    expect((await remove(admin.headers, 999_999, linked.id)).statusCode).toBe(404);
  });

  it('answers 403 to a User and 401 without a token, keeping the link', async () => {
    const db = t.database.db;
    const user = await t.signIn(Role.USER);
    const technology = await buildTechnology(db);
    const supplier = await buildSupplier(db);
    await link(technology.id, supplier.id);

    expect((await remove(user.headers, technology.id, supplier.id)).statusCode).toBe(403);
    expect((await remove(undefined, technology.id, supplier.id)).statusCode).toBe(401);
    expect(supplierNames(await list(user.headers, technology.id))).toEqual([supplier.name]);
  });
});

describe('an archived supplier', () => {
  it('leaves the technology lists, cannot be linked, frees its name and keeps its link row', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const technology = await buildTechnology(db);
    const kept = await buildSupplier(db, { name: 'Kept' });
    const gone = await buildSupplier(db, { name: 'Gone Supplier' });
    await link(technology.id, kept.id);
    const goneLink = await link(technology.id, gone.id);

    const archive = await t.app.inject({ method: 'DELETE', url: `/api/suppliers/${gone.id}`, headers: admin.headers });
    expect(archive.statusCode).toBe(204);

    expect(supplierNames(await list(admin.headers, technology.id))).toEqual(['Kept']);
    expect((await t.app.inject({ url: `/api/suppliers/${gone.id}`, headers: admin.headers })).statusCode).toBe(404);
    const all = await t.app.inject({ url: '/api/suppliers', headers: admin.headers });
    expect((all.json() as { name: string }[]).map((s) => s.name)).toEqual(['Kept']);
    expect((await remove(admin.headers, technology.id, gone.id)).statusCode).toBe(404);
    const relink = await add(admin.headers, technology.id, { supplier: { id: gone.id } });
    expect(relink.json()).toEqual({ supplier: [catalogueMessages.unknownChoice] });

    const [stored] = await db.select().from(technologySuppliers).where(eq(technologySuppliers.id, goneLink.id));
    expect(stored).toMatchObject({ supplierId: gone.id, archivedOn: null });

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers',
      headers: admin.headers,
      payload: { name: 'GONE SUPPLIER' },
    });
    expect(reused.statusCode).toBe(201);
    const added = await add(admin.headers, technology.id, { supplier: { id: reused.json().id } });
    expect(added.statusCode).toBe(201);
    expect(supplierNames(await list(admin.headers, technology.id))).toEqual(['GONE SUPPLIER', 'Kept']);
  });
});
