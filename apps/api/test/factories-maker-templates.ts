import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';

/** A 40×20 PNG of one colour (#0B6E4F), drawn here so the test needs no file. */
export const makerLogoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAAJElEQVR42mPgzvMfEMQwavGoxaMWj1o8avGoxaMWj1o8ciwGAPv7cR8nF7tlAAAAAElFTkSuQmCC',
  'base64',
);

/** A docx of the given lines, each a paragraph of one run (so tags stay whole). */
export function docxOfLines(...lines: string[]): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] }),
  );
}

/**
 * A maker's Word template as a maker might write one: a heading, the technology's tags in text and
 * in a table, the maker's logo (a picture of the template itself), a link to the maker's site and a
 * bulleted list.
 */
export function makerTemplateDocx(heading = '{Name} by {Maker}'): Promise<Buffer> {
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const row = (label: string, value: string) => new TableRow({ children: [cell(label), cell(value)] });
  return Packer.toBuffer(
    new Document({
      numbering: {
        config: [
          {
            reference: 'points',
            levels: [
              {
                level: 0,
                format: LevelFormat.BULLET,
                text: '◦',
                style: { paragraph: { indent: { left: 720, hanging: 360 } } },
              },
            ],
          },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [new ImageRun({ type: 'png', data: makerLogoPng, transformation: { width: 80, height: 40 } })],
            }),
            new Paragraph({ children: [new TextRun('Offer for {Vessel name} of {Client name}: saves {Savings}.')] }),
            new Table({
              rows: [
                row('Fuel saved (MT per year)', '{Savings (MT)}'),
                row('Investment (USD)', '{Investment (USD)}'),
                row('Payback (years)', '{Payback time (years)}'),
              ],
            }),
            new Paragraph({
              children: [
                new TextRun('Read more at '),
                new ExternalHyperlink({ link: 'https://maker.example.com/offer', children: [new TextRun('our site')] }),
              ],
            }),
            new Paragraph({ text: 'Installed in four weeks', numbering: { reference: 'points', level: 0 } }),
            new Paragraph({ text: 'Serviced worldwide', numbering: { reference: 'points', level: 0 } }),
          ],
        },
      ],
    }),
  );
}
