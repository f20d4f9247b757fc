import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { claimSeedStep } from '../../db/app-settings.queries.ts';
import type { Db } from '../../db/client.ts';
import type { FileAccess } from '../files/index.ts';
import { type SeedMaker, type SeedMakerLink, seedMakers } from './catalogue-makers.data.ts';
import {
  activeOrNewMaker,
  activeTechnologyIdsByName,
  linksWithSeededTemplates,
  setLinkWordTemplate,
} from './catalogue-makers.queries.ts';
import { findTechnologyMaker, insertTechnologyMaker } from './technology-makers.queries.ts';

const TEXT_WIDTH_TWIPS = 9_638; // A4 with 2 cm margins
const BRAND = '1F4E79';
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function valueRow(label: string, value: string) {
  const cell = (text: string, bold: boolean, align: (typeof AlignmentType)[keyof typeof AlignmentType]) =>
    new TableCell({
      children: [new Paragraph({ alignment: align, children: [new TextRun({ text, bold, size: 20 })] })],
    });
  return new TableRow({ children: [cell(label, true, AlignmentType.LEFT), cell(value, false, AlignmentType.RIGHT)] });
}

/**
 * The maker's Word template for one technology: a solution design's page of the technology when the
 * maker is chosen. The maker and its product are its own text; the technology's figures are the
 * tags of a maker's page ({Savings}, {Investment (USD)}, …), filled with the report's values. A4,
 * built with docx like the default report templates.
 */
function makerWordTemplate(maker: SeedMaker, link: SeedMakerLink): Promise<Buffer> {
  const doc = new Document({
    creator: 'Back Office',
    title: `${link.technology}: ${maker.name}`,
    styles: {
      default: { document: { run: { font: 'Calibri', size: 21 } } },
      paragraphStyles: [
        {
          id: 'Heading2',
          name: 'Heading 2',
          basedOn: 'Normal',
          next: 'Normal',
          run: { size: 26, bold: true, color: BRAND },
          paragraph: { spacing: { before: 0, after: 160 }, keepNext: true },
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11_906, height: 16_838 },
            margin: { top: 1_134, bottom: 1_134, left: 1_134, right: 1_134 },
          },
        },
        children: [
          new Paragraph({ text: `{Name}: ${maker.name}`, heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ children: [new TextRun({ text: 'Product: ', bold: true }), new TextRun(link.product)] }),
          new Paragraph({
            children: [new TextRun({ text: 'Maker: ', bold: true }), new TextRun(`${maker.name}, ${maker.country}`)],
          }),
          new Paragraph({ text: maker.description, spacing: { after: 120 } }),
          new Paragraph({ text: '{Description}', spacing: { after: 200 } }),
          new Paragraph({ keepNext: true, children: [new TextRun({ text: 'On {Vessel name}', bold: true })] }),
          new Table({
            width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
            rows: [
              valueRow('Savings', '{Savings}'),
              valueRow('Fuel saved (MT per year)', '{Savings (MT)}'),
              valueRow('Investment (USD)', '{Investment (USD)}'),
              valueRow('Operation cost (USD per year)', '{Operation cost (USD)}'),
              valueRow('Payback time (years)', '{Payback time (years)}'),
            ],
          }),
          new Paragraph({
            spacing: { before: 200 },
            children: [
              new TextRun({
                text: `The figures use {Values from}. ${maker.name}'s indicative values come from public sources and are no quotation.`,
                italics: true,
                size: 18,
              }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The seed step of the templates with tags (the first ones had none). */
const templatesWithTags = 'seed.catalogue-maker-templates.v2';

const storeTemplate = async (db: Db, files: FileAccess, maker: SeedMaker, link: SeedMakerLink) =>
  files.storeGenerated(db, {
    name: `${maker.name} - ${link.technology}.docx`,
    mimeType: docxType,
    usage: 'docx',
    content: await makerWordTemplate(maker, link),
  });

/**
 * Gives the starting technologies their makers, once per database (the Word templates are files, so
 * this runs once the app's storage is up): each maker (an active one of the same name is reused) is
 * linked to the technologies still in the catalogue with its indicative values and a generated Word
 * template. A link that exists already is left as it is. Answers how many links were made.
 * A database seeded before the templates had tags gets the new ones, once, where a link still holds
 * the first (refreshSeededTemplates).
 */
export async function seedCatalogueMakers(db: Db, files: FileAccess, list: SeedMaker[] = seedMakers): Promise<number> {
  if (!(await claimSeedStep(db, 'seed.catalogue-makers.v1'))) {
    if (await claimSeedStep(db, templatesWithTags)) await refreshSeededTemplates(db, files, list);
    return 0;
  }
  await claimSeedStep(db, templatesWithTags);
  const technologyIds = await activeTechnologyIdsByName(db, [
    ...new Set(list.flatMap((maker) => maker.links.map((link) => link.technology))),
  ]);
  let made = 0;
  for (const maker of list) {
    const links = maker.links.filter((link) => technologyIds.has(link.technology));
    if (links.length === 0) continue;
    const makerId = await activeOrNewMaker(db, {
      name: maker.name,
      country: maker.country,
      description: maker.description,
    });
    for (const link of links) {
      const technologyId = technologyIds.get(link.technology)!;
      if (await findTechnologyMaker(db, technologyId, makerId)) continue;
      const template = await storeTemplate(db, files, maker, link);
      await insertTechnologyMaker(db, technologyId, {
        makerId,
        calcSavings: link.calcSavings,
        calcConfidenceInterval: link.calcConfidenceInterval,
        calcEquipmentCost: link.calcEquipmentCost,
        calcInstallationCost: link.calcInstallationCost,
        calcOperationCost: link.calcOperationCost,
        calculationTemplateFileId: null,
        wordTemplateFileId: template.id,
      });
      made += 1;
    }
  }
  return made;
}

/**
 * The first generated templates had no tags and told the admin to replace them, which a solution
 * design would now print as the technology's page: every link still holding one gets the template
 * with tags. A template an admin uploaded is left as it is. Answers how many were replaced.
 */
async function refreshSeededTemplates(db: Db, files: FileAccess, list: SeedMaker[]): Promise<number> {
  const key = (makerName: string, technology: string) => `${makerName.toLowerCase()}\n${technology.toLowerCase()}`;
  const seeded = new Map(
    list.flatMap((maker) => maker.links.map((link) => [key(maker.name, link.technology), { maker, link }] as const)),
  );
  let replaced = 0;
  for (const row of await linksWithSeededTemplates(db)) {
    const seed = seeded.get(key(row.makerName, row.technologyName));
    if (!seed) continue;
    const template = await storeTemplate(db, files, seed.maker, seed.link);
    await setLinkWordTemplate(db, row.linkId, template.id);
    replaced += 1;
  }
  return replaced;
}
