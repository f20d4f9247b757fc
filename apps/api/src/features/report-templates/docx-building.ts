import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

/** Building blocks of the documents the product writes itself: the default templates and the template guide. */

const BRAND = '1F4E79';
const TEXT_WIDTH_TWIPS = 9_638; // A4 with 2 cm margins

export const heading = (text: string, level: 1 | 2 = 1) =>
  new Paragraph({ text, heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2 });

export const paragraph = (...runs: (string | TextRun)[]) =>
  new Paragraph({ children: runs.map((run) => (typeof run === 'string' ? new TextRun(run) : run)) });

export const bold = (text: string) => new TextRun({ text, bold: true });

export const pageBreak = () => new Paragraph({ pageBreakBefore: true, children: [] });

function cell(text: string, header: boolean, align: 'left' | 'right') {
  return new TableCell({
    shading: header ? { type: ShadingType.CLEAR, fill: BRAND, color: 'auto' } : undefined,
    children: [
      new Paragraph({
        alignment: align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [new TextRun({ text, bold: header, color: header ? 'FFFFFF' : undefined, size: 18 })],
      }),
    ],
  });
}

export interface Column {
  header: string;
  /** The cell's text, tags included. */
  value: string;
  align?: 'left' | 'right';
}

/**
 * A table with a header row and one row per item of `loop` (the row's first cell opens the loop,
 * its last closes it), and optionally a total row.
 */
export function loopTable(loop: string, columns: Column[], total?: string[]) {
  const last = columns.length - 1;
  const rows = [
    new TableRow({ tableHeader: true, children: columns.map((c) => cell(c.header, true, c.align ?? 'left')) }),
    new TableRow({
      children: columns.map((c, i) =>
        cell(`${i === 0 ? `{#${loop}}` : ''}${c.value}${i === last ? `{/${loop}}` : ''}`, false, c.align ?? 'left'),
      ),
    }),
  ];
  if (total) {
    rows.push(
      new TableRow({
        children: total.map(
          (text, i) =>
            new TableCell({
              children: [
                new Paragraph({
                  alignment: columns[i]?.align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
                  children: [new TextRun({ text, bold: true, size: 18 })],
                }),
              ],
            }),
        ),
      }),
    );
  }
  return new Table({ width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA }, rows });
}

/** Two columns: a label and its value. */
export function keyValueTable(rows: [string, string][]) {
  return new Table({
    width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
    rows: rows.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 3_600, type: WidthType.DXA },
              children: [new Paragraph({ children: [new TextRun({ text: label, bold: true, size: 18 })] })],
            }),
            new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: value, size: 18 })] })] }),
          ],
        }),
    ),
  });
}

function headingStyle(id: string, name: string, size: number, spacing: { before: number; after: number }) {
  return {
    id,
    name,
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: true,
    run: { size, bold: true, color: BRAND },
    paragraph: { spacing },
  };
}

/** An A4 document in Calibri with page numbers in the footer. */
export function documentOf(title: string, children: (Paragraph | Table)[]): Promise<Buffer> {
  const doc = new Document({
    creator: 'Back Office',
    title,
    styles: {
      default: { document: { run: { font: 'Calibri', size: 21 } } },
      paragraphStyles: [
        headingStyle('Heading1', 'Heading 1', 32, { before: 240, after: 120 }),
        headingStyle('Heading2', 'Heading 2', 26, { before: 200, after: 80 }),
        headingStyle('Title', 'Title', 56, { before: 0, after: 120 }),
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
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ children: [PageNumber.CURRENT], size: 16 })],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
