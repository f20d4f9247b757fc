import { Role, type Technology, type TechnologyMaker } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildMaker } from '../../../test/factories-catalogue.ts';
import { download, temporaryDataDir } from '../../../test/factories-files.ts';
import { convertWithLibreOffice, itWithLibreOffice } from '../../../test/libreoffice.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { makers, technologies } from '../../db/schema/index.ts';
import { seedCatalogue } from '../../db/seed/catalogue.ts';
import { createFileAccess } from '../files/index.ts';
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

  it('writes each Word template as a real docx naming the maker, product and values', async () => {
    const { makersOf, files } = await seeded();
    await seedCatalogueMakers(t.database.db, files);
    const [norsepower] = (await makersOf('Rotor sails')).filter((link) => link.maker.name === 'Norsepower');
    const res = await download(t.app, norsepower!.wordTemplateFile!.fileUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml.document');
    const text = documentText(res.rawPayload);
    expect(text).toContain('Rotor sails: Norsepower');
    expect(text).toContain('Norsepower Rotor Sail');
    expect(text).toContain('Equipment cost (USD)');
    expect(text).toContain('2,300,000.00');
    expect(text).toContain('Operation cost (USD per year)');
  });

  itWithLibreOffice('writes a Word template that LibreOffice opens', async () => {
    const { makersOf, files } = await seeded();
    await seedCatalogueMakers(t.database.db, files);
    const [link] = await makersOf('Propeller boss cap fins');
    const docx = (await download(t.app, link!.wordTemplateFile!.fileUrl!)).rawPayload;
    const text = convertWithLibreOffice(docx, 'docx', 'txt', 'txt:Text').toString('utf8');
    expect(text).toContain('Propeller boss cap fins: MOL Techno-Trade');
    expect(text).toContain('Savings (%)');
    expect(text).toContain('4.00');
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
