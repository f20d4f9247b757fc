import { Role, reportTemplateMessages, type TechnologyMaker } from '@backoffice/contracts';
import { Document, FootnoteReferenceRun, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { buildMaker, buildTechnology } from '../../../test/factories-catalogue.ts';
import { readableDocx, sampleFiles, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { docxOfLines, makerTemplateDocx } from '../../../test/factories-maker-templates.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { technologyMakers } from '../../db/schema/index.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };

const values = {
  calcSavings: 5.5,
  calcConfidenceInterval: 12,
  calcEquipmentCost: 300_000,
  calcInstallationCost: 40_000,
  calcOperationCost: 2_500,
};

const makersUrl = (technologyId: number) => `/api/technologies/${technologyId}/makers`;

async function setUp() {
  const admin = await t.signIn(Role.ADMIN);
  const technology = await buildTechnology(t.database.db);
  const maker = await buildMaker(t.database.db, { name: 'Norsepower' });
  const upload = async (bytes: Buffer, name = 'offer.docx') =>
    (await uploadFile(t.app, admin.headers, { name, usage: 'docx', bytes })).id;
  const body = (wordTemplateFileId: number) => ({
    maker: { id: maker.id },
    ...values,
    wordTemplateFile: { id: wordTemplateFileId },
  });
  const add = async (headers: Headers, wordTemplateFileId: number) =>
    t.app.inject({ method: 'POST', url: makersUrl(technology.id), headers, payload: body(wordTemplateFileId) });
  const change = async (headers: Headers, wordTemplateFileId: number, more: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `${makersUrl(technology.id)}/${maker.id}`,
      headers,
      payload: { ...body(wordTemplateFileId), ...more },
    });
  return { admin, technology, maker, upload, add, change };
}

/** The Word templates an upload check refuses, with the refusal: as for report templates, with a maker page's tags. */
async function plantedTemplates() {
  const footnote = await Packer.toBuffer(
    new Document({
      footnotes: { 1: { children: [new Paragraph('Measured at sea')] } },
      sections: [{ children: [new Paragraph({ children: [new TextRun('{Name}'), new FootnoteReferenceRun(1)] })] }],
    }),
  );
  return [
    // A report's figure is no tag of a maker's page.
    [await docxOfLines('{Name} reaches {Score}'), reportTemplateMessages.unknownTag('{Score}')],
    // A maker's page shows one technology: no loop over the others.
    [
      await docxOfLines('{#Technologies}', '{Name}', '{/Technologies}'),
      reportTemplateMessages.unknownTag('{#Technologies}'),
    ],
    [await docxOfLines('{#Has maker}', '{Maker}'), reportTemplateMessages.neverClosed('{#Has maker}')],
    [await docxOfLines('{Name}'.repeat(5_001)), reportTemplateMessages.tooManyTags],
    [await docxOfLines('{Maker page}'), reportTemplateMessages.unknownTag('{Maker page}')],
    [footnote, reportTemplateMessages.makerPageHolds('a footnote')],
    // Taken for a docx by its type, but no Word document.
    [sampleFiles.docx!, reportTemplateMessages.unreadable('Cannot find main document path.')],
  ] as const;
}

describe("a maker's Word template is checked as a page of a solution design", { timeout: 120_000 }, () => {
  it('refuses, on create, an unknown tag, a loop, a tag never closed, too many tags, a footnote and a file no reader opens: 400 on wordTemplateFile, nothing saved', async () => {
    const { admin, upload, add } = await setUp();
    for (const [bytes, message] of await plantedTemplates()) {
      const res = await add(admin.headers, await upload(bytes));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ wordTemplateFile: [message] });
    }
    expect(await t.database.db.select().from(technologyMakers)).toEqual([]);
  });

  it("accepts a template of the maker page's tags, conditions and pictures, and an empty one", async () => {
    const { admin, upload, add, change } = await setUp();
    const created = await add(admin.headers, await upload(await makerTemplateDocx()));
    expect(created.statusCode, created.body).toBe(201);
    const conditions = await docxOfLines(
      '{Report name} for {Client name}: {Vessel name} ({Vessel type})',
      '{#Has maker}{Maker}{/Has maker} {#Has supplier}{Supplier}{/Has supplier}',
      '{Icon}',
      '{Savings} · {Savings (MT)} · {Investment (USD)} · {Payback time (years)} · {Values from}',
    );
    const { version } = created.json() as TechnologyMaker;
    const changed = await change(admin.headers, await upload(conditions), { version });
    expect(changed.statusCode, changed.body).toBe(200);
    const empty = await change(admin.headers, await upload(readableDocx), { version: version + 1 });
    expect(empty.statusCode, empty.body).toBe(200);
  });

  it('refuses a new template on change and keeps the link; a template attached before the check is not checked again', async () => {
    const { admin, upload, add, change } = await setUp();
    const good = await upload(await makerTemplateDocx());
    const created = (await add(admin.headers, good)).json() as TechnologyMaker;
    const refused = await change(admin.headers, await upload(await docxOfLines('{Vessel facts}')));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ wordTemplateFile: [reportTemplateMessages.unknownTag('{Vessel facts}')] });
    const [kept] = await t.database.db.select().from(technologyMakers);
    expect(kept).toMatchObject({ wordTemplateFileId: good, version: created.version });

    // Attached before uploads were checked: the link's other values still save.
    const old = await upload(await docxOfLines('{technologyName}'));
    await t.database.db.update(technologyMakers).set({ wordTemplateFileId: old });
    const saved = await change(admin.headers, old, { calcSavings: 7, version: created.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ calcSavings: 7, wordTemplateFile: { id: old } });
  });

  it('answers 401 and 403 before reading the template, and 404 for an unknown technology', async () => {
    const { admin, upload } = await setUp();
    const user = await t.signIn(Role.USER);
    const file = await upload(await docxOfLines('{Score}'));
    const payload = { maker: { id: 1 }, ...values, wordTemplateFile: { id: file } };
    const post = (headers: Headers | undefined, technologyId: number) =>
      t.app.inject({ method: 'POST', url: makersUrl(technologyId), headers, payload });
    const technology = await buildTechnology(t.database.db);
    expect((await post(undefined, technology.id)).statusCode).toBe(401);
    expect((await post(user.headers, technology.id)).statusCode).toBe(403);
    const unknown = await post(admin.headers, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Technology not found' });
  });
});
