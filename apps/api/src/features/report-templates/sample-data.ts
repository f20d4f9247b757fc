import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import type { TemplateData } from 'easy-template-x';
import type { MakerPageContent } from './maker-page.ts';
import type { TagDefinition } from './template-tags.ts';
import type { TemplateVocabulary } from './template-vocabulary.ts';

/** A 1×1 transparent PNG: the picture of every image tag in a test fill. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let samplePage: Promise<Buffer> | undefined;

/** A maker's page for a test fill: a heading, a paragraph and a table, as a maker's template fills to. */
function samplePageDocument(): Promise<Buffer> {
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  samplePage ??= Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Rotor sails: Norsepower', bold: true })] }),
            new Paragraph('Rotor sails turn the wind into thrust.'),
            new Table({ rows: [new TableRow({ children: [cell('Savings'), cell('8.00 %')] })] }),
          ],
        },
      ],
    }),
  );
  return samplePage;
}

async function sampleValue(tag: TagDefinition) {
  if (tag.kind === 'condition') return true;
  if (tag.kind === 'image')
    return { _type: 'image' as const, source: onePixelPng, format: 'image/png' as const, width: 10, height: 10 };
  if (tag.kind === 'page')
    return {
      _type: 'makerPage',
      document: await samplePageDocument(),
      pageBreakBefore: true,
    } satisfies MakerPageContent;
  return tag.example;
}

const valuesOf = async (tags: readonly TagDefinition[]) =>
  Object.fromEntries(await Promise.all(tags.map(async (tag) => [tag.name, await sampleValue(tag)])));

/** Every tag filled with its guide example, every loop with two rows: what an upload is test-filled with. */
export async function sampleTemplateData({ tags, loops }: TemplateVocabulary): Promise<TemplateData> {
  const rows = await Promise.all(
    loops.map(async (loop) => [loop.name, [await valuesOf(loop.fields), await valuesOf(loop.fields)]]),
  );
  return { ...(await valuesOf(tags)), ...Object.fromEntries(rows) } as TemplateData;
}
