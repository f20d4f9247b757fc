import {
  catalogueMessages,
  fileTypeNotAllowedMessage,
  messages,
  Role,
  type TechnologyMaker,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildMaker, buildTechnology } from '../../../test/factories-catalogue.ts';
import { download, readableDocx, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { makers, technologies, technologyMakers } from '../../db/schema/index.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };

const makersUrl = (technologyId: number) => `/api/technologies/${technologyId}/makers`;
const makerUrl = (technologyId: number, makerId: number) => `${makersUrl(technologyId)}/${makerId}`;
const add = (headers: Headers | undefined, technologyId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: makersUrl(technologyId), headers, payload });
const change = (headers: Headers | undefined, technologyId: number, makerId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: makerUrl(technologyId, makerId), headers, payload });
const remove = (headers: Headers | undefined, technologyId: number, makerId: number) =>
  t.app.inject({ method: 'DELETE', url: makerUrl(technologyId, makerId), headers });

const values = {
  calcSavings: 5.5,
  calcConfidenceInterval: 12,
  calcEquipmentCost: 300_000,
  calcInstallationCost: 40_000,
  calcOperationCost: 2_500,
};

/** An admin, a technology, a maker and an uploaded Word template. */
async function setUp() {
  const admin = await t.signIn(Role.ADMIN);
  const technology = await buildTechnology(t.database.db);
  const maker = await buildMaker(t.database.db, { name: 'MAN Energy', country: 'Germany' });
  const word = await uploadFile(t.app, admin.headers, { name: 'offer.docx', usage: 'docx', bytes: readableDocx });
  return { admin, technology, maker, word };
}

describe('POST and GET /api/technologies/:id/makers', () => {
  it('links a maker with its values and templates, shown as file references with download links', async () => {
    const { admin, technology, maker, word } = await setUp();
    const sheet = await uploadFile(t.app, admin.headers, { name: 'calc.xlsx', usage: 'calculationTemplate' });

    const res = await add(admin.headers, technology.id, {
      maker: { id: maker.id },
      ...values,
      wordTemplateFile: { id: word.id },
      calculationTemplateFile: { id: sheet.id },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as TechnologyMaker;
    expect(created).toEqual({
      technologyMakerId: expect.any(Number),
      maker: { id: maker.id, name: 'MAN Energy', country: 'Germany' },
      ...values,
      serviceLifeYears: null,
      wordTemplateFile: { id: word.id, name: 'offer.docx', mimeType: word.mimeType, fileUrl: expect.any(String) },
      calculationTemplateFile: {
        id: sheet.id,
        name: 'calc.xlsx',
        mimeType: sheet.mimeType,
        fileUrl: expect.any(String),
      },
      version: 1,
    });
    expect((await download(t.app, created.wordTemplateFile!.fileUrl!)).rawPayload).toEqual(readableDocx);

    const user = await t.signIn(Role.USER);
    const list = await t.app.inject({ url: makersUrl(technology.id), headers: user.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([{ technologyMakerId: created.technologyMakerId, maker: { id: maker.id } }]);
    const one = await t.app.inject({ url: makerUrl(technology.id, maker.id), headers: user.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      ...values,
      wordTemplateFile: { id: word.id },
      calculationTemplateFile: { id: sheet.id },
    });
  });

  it('lists active links with active makers by maker name; the calculation template is optional', async () => {
    const { admin, technology, word } = await setUp();
    const db = t.database.db;
    const zulu = await buildMaker(db, { name: 'zulu Works' });
    const alpha = await buildMaker(db, { name: 'Alpha Yard' });
    const archived = await buildMaker(db, { name: 'Archived Maker' });
    for (const maker of [zulu, alpha, archived]) {
      const payload = { maker: { id: maker.id }, ...values, wordTemplateFile: { id: word.id } };
      expect((await add(admin.headers, technology.id, payload)).statusCode).toBe(201);
    }
    await db.update(makers).set({ archivedOn: new Date() }).where(eq(makers.id, archived.id));

    const list = await t.app.inject({ url: makersUrl(technology.id), headers: admin.headers });
    const links = list.json() as TechnologyMaker[];
    expect(links.map((l) => l.maker.name)).toEqual(['Alpha Yard', 'zulu Works']);
    expect(links[0]!.calculationTemplateFile).toBeNull();
    const gone = await t.app.inject({ url: makerUrl(technology.id, archived.id), headers: admin.headers });
    expect(gone.statusCode).toBe(404);
    expect(await db.select().from(technologyMakers).where(eq(technologyMakers.makerId, archived.id))).toHaveLength(1);
  });

  it('answers 400 for missing or non-numeric values and a missing maker', async () => {
    const { admin, technology } = await setUp();
    const res = await add(admin.headers, technology.id, { calcSavings: 'abc', calcConfidenceInterval: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      maker: ['*'],
      calcSavings: [messages.mustBeNumber],
      calcConfidenceInterval: [catalogueMessages.required],
      calcEquipmentCost: [catalogueMessages.required],
      calcInstallationCost: [catalogueMessages.required],
      calcOperationCost: [catalogueMessages.required],
    });
  });

  it('requires the Word template with the spec message, as a docx; the calculation template must be xlsx', async () => {
    const { admin, technology, maker, word } = await setUp();
    const base = { maker: { id: maker.id }, ...values };

    const missing = await add(admin.headers, technology.id, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ wordTemplateFile: [catalogueMessages.wordTemplateRequired] });
    const cleared = await add(admin.headers, technology.id, { ...base, wordTemplateFile: null });
    expect(cleared.json()).toEqual({ wordTemplateFile: [catalogueMessages.wordTemplateRequired] });

    const png = await uploadFile(t.app, admin.headers, { name: 'picture.png' });
    const notWord = await add(admin.headers, technology.id, { ...base, wordTemplateFile: { id: png.id } });
    expect(notWord.statusCode).toBe(400);
    expect(notWord.json()).toEqual({ wordTemplateFile: [fileTypeNotAllowedMessage('docx')] });

    const xls = await uploadFile(t.app, admin.headers, { name: 'old.xls', usage: 'calculation' });
    const notXlsx = await add(admin.headers, technology.id, {
      ...base,
      wordTemplateFile: { id: word.id },
      calculationTemplateFile: { id: xls.id },
    });
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json()).toEqual({ calculationTemplateFile: [fileTypeNotAllowedMessage('calculationTemplate')] });
    expect(await t.database.db.select().from(technologyMakers)).toEqual([]);
  });

  it('answers 400 for an unknown or archived maker and 409 for a maker already linked', async () => {
    const { admin, technology, maker, word } = await setUp();
    const archived = await buildMaker(t.database.db, { archivedOn: new Date() });
    const body = (makerId: number) => ({ maker: { id: makerId }, ...values, wordTemplateFile: { id: word.id } });

    for (const id of [archived.id, 999_999]) {
      const res = await add(admin.headers, technology.id, body(id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ maker: [catalogueMessages.unknownChoice] });
    }
    expect((await add(admin.headers, technology.id, body(maker.id))).statusCode).toBe(201);
    const again = await add(admin.headers, technology.id, body(maker.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: catalogueMessages.technologyMakerExists });
  });

  it('answers 404 for an unknown or archived technology, 403 to a User, 401 without a token', async () => {
    const { admin, technology, maker, word } = await setUp();
    const archived = await buildTechnology(t.database.db, { archivedOn: new Date() });
    const payload = { maker: { id: maker.id }, ...values, wordTemplateFile: { id: word.id } };
    for (const id of [archived.id, 999_999]) {
      for (const res of [
        await add(admin.headers, id, payload),
        await t.app.inject({ url: makersUrl(id), headers: admin.headers }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Technology not found' });
      }
    }
    const user = await t.signIn(Role.USER);
    expect((await add(user.headers, technology.id, payload)).statusCode).toBe(403);
    expect((await add(undefined, technology.id, payload)).statusCode).toBe(401);
    expect((await t.app.inject({ url: makersUrl(technology.id) })).statusCode).toBe(401);
    expect(await t.database.db.select().from(technologyMakers)).toEqual([]);
  });
});

describe('GET, PUT and DELETE /api/technologies/:id/makers/:makerId', () => {
  async function linked() {
    const context = await setUp();
    const { admin, technology, maker, word } = context;
    const sheet = await uploadFile(t.app, admin.headers, { name: 'calc.xlsx', usage: 'calculationTemplate' });
    const body = {
      maker: { id: maker.id },
      ...values,
      wordTemplateFile: { id: word.id },
      calculationTemplateFile: { id: sheet.id },
    };
    const res = await add(admin.headers, technology.id, body);
    expect(res.statusCode).toBe(201);
    return { ...context, sheet, body, link: res.json() as TechnologyMaker };
  }

  it('changes the values, keeps an attached Word template even when its file was deleted, clears the calculation template', async () => {
    const { admin, technology, maker, word, body, link } = await linked();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/files/${word.id}`, headers: admin.headers })).statusCode,
    ).toBe(204);

    const res = await change(admin.headers, technology.id, maker.id, {
      ...body,
      calcSavings: 7,
      calcOperationCost: 0,
      calculationTemplateFile: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...link,
      calcSavings: 7,
      calcOperationCost: 0,
      calculationTemplateFile: null,
      wordTemplateFile: { ...link.wordTemplateFile, fileUrl: expect.any(String) },
      version: 2,
    });
    const read = await t.app.inject({ url: makerUrl(technology.id, maker.id), headers: admin.headers });
    expect(read.json()).toMatchObject({
      calcSavings: 7,
      calculationTemplateFile: null,
      wordTemplateFile: { id: word.id },
    });
  });

  it("keeps the maker's service life: whole years from 1 to 100, absent keeps it, null clears it", async () => {
    const { admin, technology, maker, body } = await linked();
    const set = await change(admin.headers, technology.id, maker.id, { ...body, serviceLifeYears: 25 });
    expect(set.json()).toMatchObject({ serviceLifeYears: 25, version: 2 });
    const kept = await change(admin.headers, technology.id, maker.id, { ...body, version: 2 });
    expect(kept.json()).toMatchObject({ serviceLifeYears: 25 });
    const { version } = kept.json() as TechnologyMaker;
    const wrong = await change(admin.headers, technology.id, maker.id, { ...body, serviceLifeYears: 0, version });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ serviceLifeYears: ['Must be a whole number from 1 to 100'] });
    const cleared = await change(admin.headers, technology.id, maker.id, { ...body, serviceLifeYears: null, version });
    expect(cleared.json()).toMatchObject({ serviceLifeYears: null });
  });

  it('keeps the Word template required and checks a new one', async () => {
    const { admin, technology, maker, body } = await linked();
    const missing = await change(admin.headers, technology.id, maker.id, { ...body, wordTemplateFile: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ wordTemplateFile: [catalogueMessages.wordTemplateRequired] });
    const png = await uploadFile(t.app, admin.headers, { name: 'picture.png' });
    const notWord = await change(admin.headers, technology.id, maker.id, { ...body, wordTemplateFile: { id: png.id } });
    expect(notWord.json()).toEqual({ wordTemplateFile: [fileTypeNotAllowedMessage('docx')] });
    const other = await uploadFile(t.app, admin.headers, {
      name: 'new offer.docx',
      usage: 'docx',
      bytes: readableDocx,
    });
    const replaced = await change(admin.headers, technology.id, maker.id, {
      ...body,
      wordTemplateFile: { id: other.id },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().wordTemplateFile).toMatchObject({ id: other.id, name: 'new offer.docx' });
  });

  it('moves the link to another maker, but not to one already linked or archived', async () => {
    const { admin, technology, maker, word, body, link } = await linked();
    const db = t.database.db;
    const second = await buildMaker(db, { name: 'Second' });
    const third = await buildMaker(db, { name: 'Third' });
    const archived = await buildMaker(db, { archivedOn: new Date() });
    const secondBody = { maker: { id: second.id }, ...values, wordTemplateFile: { id: word.id } };
    expect((await add(admin.headers, technology.id, secondBody)).statusCode).toBe(201);

    const taken = await change(admin.headers, technology.id, maker.id, { ...body, maker: { id: second.id } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: catalogueMessages.technologyMakerExists });
    const unknown = await change(admin.headers, technology.id, maker.id, { ...body, maker: { id: archived.id } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ maker: [catalogueMessages.unknownChoice] });

    const moved = await change(admin.headers, technology.id, maker.id, { ...body, maker: { id: third.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      technologyMakerId: link.technologyMakerId,
      maker: { id: third.id, name: 'Third' },
    });
    expect((await t.app.inject({ url: makerUrl(technology.id, maker.id), headers: admin.headers })).statusCode).toBe(
      404,
    );
  });

  it('archives the link on DELETE: 204, then 404, gone from the list, the row and the maker kept', async () => {
    const { admin, technology, maker, body, link } = await linked();
    const res = await remove(admin.headers, technology.id, maker.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const gone = await t.app.inject({ url: makerUrl(technology.id, maker.id), headers: admin.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Technology maker not found' });
    expect((await t.app.inject({ url: makersUrl(technology.id), headers: admin.headers })).json()).toEqual([]);
    expect((await remove(admin.headers, technology.id, maker.id)).statusCode).toBe(404);
    expect((await change(admin.headers, technology.id, maker.id, body)).statusCode).toBe(404);
    const [stored] = await t.database.db
      .select()
      .from(technologyMakers)
      .where(eq(technologyMakers.id, link.technologyMakerId));
    expect(stored?.archivedOn).toBeInstanceOf(Date);
    expect((await t.app.inject({ url: `/api/makers/${maker.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await add(admin.headers, technology.id, body)).statusCode).toBe(201);
  });

  it('answers 404 for a maker not linked and for an unknown or archived technology on every call', async () => {
    const { admin, technology, maker, body } = await linked();
    const unlinked = await buildMaker(t.database.db);
    for (const res of [
      await t.app.inject({ url: makerUrl(technology.id, unlinked.id), headers: admin.headers }),
      await change(admin.headers, technology.id, unlinked.id, { ...body, maker: { id: unlinked.id } }),
      await remove(admin.headers, technology.id, unlinked.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Technology maker not found' });
    }

    await t.database.db.update(technologies).set({ archivedOn: new Date() }).where(eq(technologies.id, technology.id));
    for (const id of [technology.id, 999_999]) {
      for (const res of [
        await t.app.inject({ url: makerUrl(id, maker.id), headers: admin.headers }),
        await change(admin.headers, id, maker.id, body),
        await remove(admin.headers, id, maker.id),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Technology not found' });
      }
    }
  });

  it('lets a User read but answers 403 to a User on PUT and DELETE, 401 without a token', async () => {
    const { technology, maker, body } = await linked();
    const user = await t.signIn(Role.USER);
    expect((await t.app.inject({ url: makerUrl(technology.id, maker.id), headers: user.headers })).statusCode).toBe(
      200,
    );
    expect((await change(user.headers, technology.id, maker.id, { ...body, calcSavings: 1 })).statusCode).toBe(403);
    expect((await remove(user.headers, technology.id, maker.id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: makerUrl(technology.id, maker.id) })).statusCode).toBe(401);
    expect((await change(undefined, technology.id, maker.id, body)).statusCode).toBe(401);
    expect((await remove(undefined, technology.id, maker.id)).statusCode).toBe(401);
    const [stored] = await t.database.db.select().from(technologyMakers);
    expect(stored).toMatchObject({ calcSavings: values.calcSavings, archivedOn: null });
  });
});
