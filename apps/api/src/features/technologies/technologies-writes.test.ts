import { catalogueMessages, fileTypeNotAllowedMessage, Role, type Technology } from '@backoffice/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../../../test/factories.ts';
import { buildTechnology, catalogueLookups, technologyBody } from '../../../test/factories-catalogue.ts';
import { download, sampleFiles, uploadFile } from '../../../test/factories-files.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { consumptionTechnologies, technologies } from '../../db/schema/index.ts';
import { fileMessages } from '../files/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

function post(headers: Headers, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/technologies', headers, payload: body });
}

function put(headers: Headers, id: number, body: object) {
  return t.app.inject({ method: 'PUT', url: `/api/technologies/${id}`, headers, payload: body });
}

function remove(headers: Headers, id: number) {
  return t.app.inject({ method: 'DELETE', url: `/api/technologies/${id}`, headers });
}

/** category id → [technology id, calculationSequence] in sequence order. */
async function categoryOrders() {
  const rows = await t.database.db
    .select()
    .from(consumptionTechnologies)
    .orderBy(asc(consumptionTechnologies.consumptionCategoryId), asc(consumptionTechnologies.calculationSequence));
  const orders = new Map<number, [number, number][]>();
  for (const row of rows) {
    orders.set(row.consumptionCategoryId, [
      ...(orders.get(row.consumptionCategoryId) ?? []),
      [row.technologyId, row.calculationSequence],
    ]);
  }
  return orders;
}

describe('consumption categories of a technology', () => {
  it('appends newly ticked categories with the count plus 1 and deletes unticked ones', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const lookups = await catalogueLookups(db);
    const { categories } = await referenceData(db);
    const [a, b, c] = categories.map((category) => category.id) as [number, number, number];
    const inA = technologyBody(lookups, { consumptionCategories: [{ id: a }] });
    const first = (await post(admin.headers, inA)).json() as Technology;
    const second = (await post(admin.headers, { ...inA, name: 'Second' })).json() as Technology;

    const created = await post(
      admin.headers,
      technologyBody(lookups, { consumptionCategories: [{ id: a }, { id: b }] }),
    );
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Technology).id;
    expect(await categoryOrders()).toEqual(
      new Map([
        [
          a,
          [
            [first.id, 1],
            [second.id, 2],
            [id, 3],
          ],
        ],
        [b, [[id, 1]]],
      ]),
    );

    const updated = await put(
      admin.headers,
      id,
      technologyBody(lookups, { consumptionCategories: [{ id: b }, { id: c }] }),
    );
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as Technology).consumptionCategories.map((x) => x.id).sort()).toEqual([b, c].sort());
    expect(await categoryOrders()).toEqual(
      new Map([
        [
          a,
          [
            [first.id, 1],
            [second.id, 2],
          ],
        ],
        [b, [[id, 1]]],
        [c, [[id, 1]]],
      ]),
    );

    const cleared = await put(admin.headers, id, technologyBody(lookups, { consumptionCategories: [] }));
    expect(cleared.json().consumptionCategories).toEqual([]);
    expect([...(await categoryOrders()).keys()]).toEqual([a]);
  });
});

describe('consumption category sequences after removals', () => {
  it('appends past the highest sequence when the count plus 1 is already taken', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const lookups = await catalogueLookups(db);
    const a = (await referenceData(db)).categories[0]!.id;
    const inA = (name: string) => technologyBody(lookups, { name, consumptionCategories: [{ id: a }] });
    const first = (await post(admin.headers, inA('First'))).json() as Technology;
    const second = (await post(admin.headers, inA('Second'))).json() as Technology;
    const third = (await post(admin.headers, inA('Third'))).json() as Technology;
    await put(admin.headers, first.id, technologyBody(lookups, { name: 'First', consumptionCategories: [] }));

    const fourth = (await post(admin.headers, inA('Fourth'))).json() as Technology;
    expect((await categoryOrders()).get(a)).toEqual([
      [second.id, 2],
      [third.id, 3],
      [fourth.id, 4],
    ]);
  });
});

describe('DELETE /api/technologies/{id}', () => {
  it('archives: 404 by id, gone from the list, its name free, its category rows deleted, the row kept', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const lookups = await catalogueLookups(db);
    const { categories } = await referenceData(db);
    const body = technologyBody(lookups, { name: 'Rotor Sail', consumptionCategories: [{ id: categories[0]!.id }] });
    const { id } = (await post(admin.headers, body)).json() as Technology;
    const other = await buildTechnology(db, { consumptionCategoryIds: [categories[0]!.id] });

    const res = await remove(admin.headers, id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const read = await t.app.inject({ url: `/api/technologies/${id}`, headers: admin.headers });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: 'Technology not found' });
    const list = (await t.app.inject({ url: '/api/technologies', headers: admin.headers })).json() as Technology[];
    expect(list.map((x) => x.id)).toEqual([other.id]);
    expect((await put(admin.headers, id, body)).statusCode).toBe(404);
    expect((await remove(admin.headers, id)).statusCode).toBe(404);
    const details = await t.app.inject({ url: `/api/technologies/${id}/vessel-type-details`, headers: admin.headers });
    expect(details.statusCode).toBe(404);

    const [row] = await db.select().from(technologies).where(eq(technologies.id, id));
    expect(row?.archivedOn).toBeInstanceOf(Date);
    expect(await categoryOrders()).toEqual(new Map([[categories[0]!.id, [[other.id, 100]]]]));

    const again = await post(admin.headers, technologyBody(lookups, { name: 'ROTOR SAIL' }));
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(id);
  });
});

describe('technology icon', () => {
  it('sets an uploaded image as icon, keeps it on later saves, and clears it with null', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const lookups = await catalogueLookups(db);
    const png = await uploadFile(t.app, admin.headers, { name: 'rotor.png', usage: 'image' });
    const svg = await uploadFile(t.app, admin.headers, { name: 'sail.svg', usage: 'image' });

    const created = await post(admin.headers, technologyBody(lookups, { icon: { id: png.id } }));
    expect(created.statusCode).toBe(201);
    const technology = created.json() as Technology;
    expect(technology.icon).toEqual({
      id: png.id,
      name: 'rotor.png',
      mimeType: 'image/png',
      fileUrl: expect.any(String),
    });
    const bytes = await download(t.app, technology.icon!.fileUrl!);
    expect(bytes.rawPayload).toEqual(sampleFiles.png);

    const second = await buildTechnology(db, { iconFileId: svg.id });
    await buildTechnology(db, { iconFileId: png.id });
    const list = (await t.app.inject({ url: '/api/technologies', headers: admin.headers })).json() as Technology[];
    expect(list.map((x) => x.icon?.id).sort()).toEqual([png.id, png.id, svg.id].sort());
    expect(list.find((x) => x.id === second.id)?.icon).toMatchObject({ id: svg.id, mimeType: 'image/svg+xml' });

    // The attached file is deleted: saving the technology unchanged keeps it.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/files/${png.id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
    const kept = await put(admin.headers, technology.id, technologyBody(lookups, { icon: { id: png.id } }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().icon).toMatchObject({ id: png.id });

    const cleared = await put(admin.headers, technology.id, technologyBody(lookups, { icon: null }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().icon).toBeNull();
    const [row] = await db.select().from(technologies).where(eq(technologies.id, technology.id));
    expect(row?.iconFileId).toBeNull();
  });

  it('answers 400 on icon for a file that is not an image, or is unknown', async () => {
    const db = t.database.db;
    const admin = await t.signIn(Role.ADMIN);
    const lookups = await catalogueLookups(db);
    const docx = await uploadFile(t.app, admin.headers, { name: 'brochure.docx', usage: 'docx' });
    const existing = await buildTechnology(db);

    const created = await post(admin.headers, technologyBody(lookups, { icon: { id: docx.id } }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ icon: [fileTypeNotAllowedMessage('image')] });
    const updated = await put(admin.headers, existing.id, technologyBody(lookups, { icon: { id: 99_999 } }));
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ icon: [fileMessages.notFound] });
    expect(await db.select({ id: technologies.id }).from(technologies)).toEqual([{ id: existing.id }]);
  });
});

describe('technology write races', () => {
  itOnPostgres('maps a name taken between check and write to the same 400', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const lookups = await catalogueLookups(t.database.db);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(admin.headers, technologyBody(lookups, { name: 'Same Name' }))),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json()).toEqual({ name: [catalogueMessages.technologyNameTaken] });
    }
  });
});
