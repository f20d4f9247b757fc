import { Role, type Technology, type TechnologyMaker } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildMaker } from '../../../test/factories-catalogue.ts';
import { download, readableDocx, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { convertWithLibreOffice, itWithLibreOffice } from '../../../test/libreoffice.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { appSettings, makers, technologies, technologyMakers } from '../../db/schema/index.ts';
import { seedCatalogue } from '../../db/seed/catalogue.ts';
import { createFileAccess } from '../files/index.ts';
import { checkTemplate } from '../report-templates/index.ts';
import { seedMakers } from './catalogue-makers.data.ts';
import { seedCatalogueMakers } from './catalogue-makers.service.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

const linkCount = seedMakers.reduce((count, maker) => count + maker.links.length, 0);

async function seeded() {
  await seedCatalogue(t.database.db);
  const admin = await t.signIn(Role.ADMIN);
  const list = (await t.app.inject({ url: '/api/technologies', headers: admin.headers })).json() as Technology[];
  const idOf = (name: string) => list.find((technology) => technology.name === name)!.id;
  const makersOf = async (name: string) =>
    (
      await t.app.inject({ url: `/api/technologies/${idOf(name)}/makers`, headers: admin.headers })
    ).json() as TechnologyMaker[];
  return { admin, idOf, makersOf, files: createFileAccess({ storage: t.app.storage }) };
}

/** The text of a docx's body, read from its XML. */
function documentText(docx: Buffer): string {
  const entries = unzipSync(new Uint8Array(docx));
  expect(new TextDecoder().decode(entries['[Content_Types].xml'])).toContain('wordprocessingml.document.main+xml');
  const xml = new TextDecoder().decode(entries['word/document.xml']);
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');
}

describe('the starting catalogue’s makers', () => {
  it('links real makers with indicative values and a generated Word template to most starting technologies, once', async () => {
    const { makersOf, files } = await seeded();
    expect(await seedCatalogueMakers(t.database.db, files)).toBe(linkCount);
    expect(await seedCatalogueMakers(t.database.db, files)).toBe(0);

    const rotors = await makersOf('Rotor sails');
    expect(rotors.map((link) => link.maker.name)).toEqual(['Anemoi Marine Technologies', 'Norsepower']);
    expect(rotors[1]).toMatchObject({
      maker: { name: 'Norsepower', country: 'Finland' },
      calcSavings: 8,
      calcConfidenceInterval: 45,
      calcEquipmentCost: 2_300_000,
      calcInstallationCost: 600_000,
      calcOperationCost: 30_000,
      calculationTemplateFile: null,
      wordTemplateFile: { name: 'Norsepower - Rotor sails.docx', fileUrl: expect.any(String) },
    });
    expect((await makersOf('Hull air lubrication system')).map((link) => link.maker.name)).toEqual([
      'Alfa Laval',
      'Silverstream Technologies',
    ]);
    expect((await makersOf('Propeller boss cap fins')).map((link) => link.maker.name)).toEqual(['MOL Techno-Trade']);
    // Yard and operational work has no maker.
    expect(await makersOf('Bulbous bow retrofit')).toEqual([]);
    expect(await makersOf('Just-in-time arrival')).toEqual([]);
    // Every seeded technology named by a maker exists, so none is left out silently.
    const names = new Set(
      (await t.database.db.select({ name: technologies.name }).from(technologies)).map((r) => r.name),
    );
    for (const maker of seedMakers) for (const link of maker.links) expect(names).toContain(link.technology);
    // One maker row per company, even with several technologies.
    const alfa = await t.database.db.select().from(makers).where(eq(makers.name, 'Alfa Laval'));
    expect(alfa).toHaveLength(1);
  });

  it("writes each Word template as a real docx of a maker's page: the maker and its product, the technology's tags, which the upload check takes", async () => {
    const { makersOf, files } = await seeded();
    await seedCatalogueMakers(t.database.db, files);
    const [norsepower] = (await makersOf('Rotor sails')).filter((link) => link.maker.name === 'Norsepower');
    const res = await download(t.app, norsepower!.wordTemplateFile!.fileUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml.document');
    const text = documentText(res.rawPayload);
    expect(text).toContain('{Name}: Norsepower');
    expect(text).toContain('Norsepower Rotor Sail');
    expect(text).toContain('Finland');
    expect(text).toContain('Investment (USD){Investment (USD)}');
    expect(text).toContain('Payback time (years){Payback time (years)}');
    const links = await t.database.db.select({ fileId: technologyMakers.wordTemplateFileId }).from(technologyMakers);
    expect(links).toHaveLength(linkCount);
    for (const { fileId } of links) {
      const stored = await files.readContent(t.database.db, fileId!);
      expect(await checkTemplate(stored!.content!, 'makerPage'), stored!.name).toBeNull();
    }
  });

  itWithLibreOffice('writes a Word template that LibreOffice opens', async () => {
    const { makersOf, files } = await seeded();
    await seedCatalogueMakers(t.database.db, files);
    const [link] = await makersOf('Propeller boss cap fins');
    const docx = (await download(t.app, link!.wordTemplateFile!.fileUrl!)).rawPayload;
    const text = convertWithLibreOffice(docx, 'docx', 'txt', 'txt:Text').toString('utf8');
    expect(text).toContain('{Name}: MOL Techno-Trade');
    expect(text).toContain('Savings');
    expect(text).toContain('{Savings (MT)}');
  });

  it('gives a database seeded with the first, tagless templates the new ones once, leaving a template an admin uploaded', async () => {
    const { admin, makersOf, files } = await seeded();
    await seedCatalogueMakers(t.database.db, files);
    // As the first seed left it: the step of the templates with tags not yet run.
    await t.database.db.delete(appSettings).where(eq(appSettings.key, 'seed.catalogue-maker-templates.v2'));
    const [norsepower] = (await makersOf('Rotor sails')).filter((link) => link.maker.name === 'Norsepower');
    const own = await uploadFile(t.app, admin.headers, { name: 'Norsepower - Rotor sails.docx', bytes: readableDocx });
    await t.database.db
      .update(technologyMakers)
      .set({ wordTemplateFileId: own.id })
      .where(eq(technologyMakers.id, norsepower!.technologyMakerId));
    const before = await t.database.db.select().from(technologyMakers);

    expect(await seedCatalogueMakers(t.database.db, files)).toBe(0);
    const after = new Map((await t.database.db.select().from(technologyMakers)).map((row) => [row.id, row]));
    for (const link of before) {
      const now = after.get(link.id)!;
      if (link.id === norsepower!.technologyMakerId) expect(now.wordTemplateFileId).toBe(own.id);
      else expect(now.wordTemplateFileId).not.toBe(link.wordTemplateFileId);
    }
    const again = new Map((await t.database.db.select().from(technologyMakers)).map((row) => [row.id, row]));
    await seedCatalogueMakers(t.database.db, files);
    expect(new Map((await t.database.db.select().from(technologyMakers)).map((row) => [row.id, row]))).toEqual(again);
  });

  it('reuses an active maker of the same name and leaves out archived technologies', async () => {
    const { makersOf, files } = await seeded();
    const own = await buildMaker(t.database.db, { name: 'norsepower' });
    await t.database.db
      .update(technologies)
      .set({ archivedOn: new Date() })
      .where(eq(technologies.name, 'LED lighting'));
    const made = await seedCatalogueMakers(t.database.db, files);
    expect(made).toBe(linkCount - 1);
    const norsepower = (await makersOf('Rotor sails')).find((link) => link.maker.id === own.id);
    expect(norsepower?.maker.name).toBe('norsepower');
    const glamox = await t.database.db.select().from(makers).where(eq(makers.name, 'Glamox'));
    expect(glamox).toEqual([]);
  });
});
