import { FormStatus, type Particulars, Role } from '@backoffice/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { uploadFile } from '../../../test/factories-files.ts';
import { createVesselViaApi } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { particulars, particularsItems } from '../../db/schema/index.ts';
import { copyParticulars, ensureParticulars } from './particulars-creation.service.ts';
import { defaultParticularsSections } from './particulars-defaults.data.ts';

const t = useTestApp();
type Headers = { authorization: string };

async function read(headers: Headers, vesselId: number) {
  const res = await t.app.inject({ url: `/api/vessels/${vesselId}/particulars`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Particulars;
}

/** The form without its files' download links, which are signed afresh (with a new expiry) on every read. */
function withoutLinks(form: Particulars) {
  return {
    ...form,
    formItems: form.formItems.map((item) => ({
      ...item,
      files: item.files.map(({ fileUrl, ...file }) => ({ ...file, linked: fileUrl !== null })),
    })),
  };
}

async function formsOf(vesselId: number) {
  return t.database.db.select().from(particulars).where(eq(particulars.vesselId, vesselId));
}

describe('ensureParticulars', () => {
  it('creates one Draft form with the default sections, also when called concurrently, and leaves an existing one alone', async () => {
    const db = t.database.db;
    const vessel = await buildVessel(db);
    await Promise.all([
      db.transaction((tx) => ensureParticulars(tx, [vessel.id])),
      db.transaction((tx) => ensureParticulars(tx, [vessel.id])),
      db.transaction((tx) => ensureParticulars(tx, [vessel.id])),
    ]);
    const forms = await formsOf(vessel.id);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({ status: FormStatus.Draft, pinCode: expect.stringMatching(/^\d{6}$/) });
    const items = await db.select().from(particularsItems).where(eq(particularsItems.particularsId, forms[0]!.id));
    expect(items).toHaveLength(defaultParticularsSections.length);

    await db.delete(particularsItems).where(eq(particularsItems.particularsId, forms[0]!.id));
    await db.transaction((tx) => ensureParticulars(tx, [vessel.id]));
    expect(await formsOf(vessel.id)).toEqual(forms);
    expect(await db.select().from(particularsItems).where(eq(particularsItems.particularsId, forms[0]!.id))).toEqual(
      [],
    );
  });

  it('gives each form its own link and PIN', async () => {
    const db = t.database.db;
    const [a, b] = [await buildVessel(db), await buildVessel(db)];
    await db.transaction((tx) => ensureParticulars(tx, [a.id, b.id]));
    const [formA, formB] = [(await formsOf(a.id))[0]!, (await formsOf(b.id))[0]!];
    expect(formA.urlHash).not.toBe(formB.urlHash);
  });
});

describe('copyParticulars (vessel copy)', () => {
  it("copies the sections' titles and requests in order as a Draft with a new link and PIN, without responses or files", async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const { vesselTypes } = await referenceData(db);
    const source = await createVesselViaApi(t, user.headers, {
      projectId: (await buildProject(db)).id,
      vesselTypeId: vesselTypes[0]!.id,
    });
    const pdf = await uploadFile(t.app, user.headers, { name: 'ga.pdf' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/vessels/${source.id}/particulars`,
      headers: user.headers,
      payload: {
        status: FormStatus.Published,
        formItems: [
          { title: 'Second', requestText: 'Send B', responseText: 'B sent', files: [{ id: pdf.id }] },
          { title: null, requestText: 'Send A' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const before = saved.json() as Particulars;

    const target = await buildProject(db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vessels/${source.id}/copy`,
      headers: user.headers,
      payload: { project: { id: target.id } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = await read(user.headers, (res.json() as { id: number }).id);
    expect(copy.status).toBe(FormStatus.Draft);
    expect(copy.id).not.toBe(before.id);
    expect(copy.urlHash).not.toBe(before.urlHash);
    expect(copy.pinCode).toMatch(/^\d{6}$/);
    expect(
      copy.formItems.map(({ title, requestText, responseText, position, files }) => ({
        title,
        requestText,
        responseText,
        position,
        files,
      })),
    ).toEqual([
      { title: 'Second', requestText: 'Send B', responseText: null, position: 0, files: [] },
      { title: null, requestText: 'Send A', responseText: null, position: 1, files: [] },
    ]);
    expect(withoutLinks(await read(user.headers, source.id))).toEqual(withoutLinks(before));
  });

  it('gives the copy the default sections when the source has no particulars', async () => {
    const db = t.database.db;
    const [source, target] = [await buildVessel(db), await buildVessel(db)];
    await db.delete(particulars).where(inArray(particulars.vesselId, [source.id, target.id]));
    await db.transaction((tx) => copyParticulars({ tx, sourceId: source.id, targetId: target.id }));
    expect(await formsOf(source.id)).toEqual([]);
    const [form] = await formsOf(target.id);
    const items = await db.select().from(particularsItems).where(eq(particularsItems.particularsId, form!.id));
    expect(items.map((item) => item.title).sort()).toEqual(defaultParticularsSections.map((s) => s.title).sort());
  });
});
