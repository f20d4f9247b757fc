import { formatNumber } from '@backoffice/contracts';
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
import { activeOrNewMaker, activeTechnologyIdsByName } from './catalogue-makers.queries.ts';
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
 * The maker's Word template for one technology: what it is, the product, the indicative values and where
 * to put the maker's own template. Plain text (no template tags), A4, built with docx like the default
 * report templates.
 */
function makerWordTemplate(maker: SeedMaker, link: SeedMakerLink): Promise<Buffer> {
  const title = `${link.technology}: ${maker.name}`;
  const doc = new Document({
    creator: 'Back Office',
    title,
    styles: {
      default: { document: { run: { font: 'Calibri', size: 21 } } },
      paragraphStyles: [
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          next: 'Normal',
          run: { size: 32, bold: true, color: BRAND },
          paragraph: { spacing: { before: 0, after: 160 } },
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
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun({ text: 'Product: ', bold: true }), new TextRun(link.product)] }),
          new Paragraph({
            children: [new TextRun({ text: 'Maker: ', bold: true }), new TextRun(`${maker.name}, ${maker.country}`)],
          }),
          new Paragraph({ text: maker.description, spacing: { after: 200 } }),
          new Table({
            width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
            rows: [
              valueRow('Savings (%)', formatNumber(link.calcSavings)),
              valueRow('Confidence interval (± % of the saving)', formatNumber(link.calcConfidenceInterval)),
              valueRow('Equipment cost (USD)', formatNumber(link.calcEquipmentCost)),
              valueRow('Installation cost (USD)', formatNumber(link.calcInstallationCost)),
              valueRow('Operation cost (USD per year)', formatNumber(link.calcOperationCost)),
            ],
          }),
          new Paragraph({
            spacing: { before: 200 },
            children: [
              new TextRun({
                text:
                  'Indicative values from public sources, for a screening; not a quotation. Replace them and this ' +
                  `template with ${maker.name}'s own under Technologies → ${link.technology} → Makers.`,
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

/**
 * Gives the starting technologies their makers, once per database (the Word templates are files, so
 * this runs once the app's storage is up): each maker (an active one of the same name is reused) is
 * linked to the technologies still in the catalogue with its indicative values and a generated Word
 * template. A link that exists already is left as it is. Answers how many links were made.
 */
export async function seedCatalogueMakers(db: Db, files: FileAccess, list: SeedMaker[] = seedMakers): Promise<number> {
  if (!(await claimSeedStep(db, 'seed.catalogue-makers.v1'))) return 0;
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
      const template = await files.storeGenerated(db, {
        name: `${maker.name} - ${link.technology}.docx`,
        mimeType: docxType,
        usage: 'docx',
        content: await makerWordTemplate(maker, link),
      });
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
