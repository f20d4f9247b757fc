import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';

/**
 * Building blocks of the documents the product writes itself: the default templates and the
 * template guide. Headings keep with the next paragraph, table rows never split across pages, a
 * table's header row repeats on every page, and pictures are inline paragraphs (never floating).
 */

export const DEFAULT_BRAND = '1F4E79';
const TEXT_WIDTH_TWIPS = 9_638; // A4 with 2 cm margins
const TABLE_TEXT = 18; // half-points: 9 pt

export const heading = (text: string, level: 1 | 2 = 1, options: { pageBreakBefore?: boolean } = {}) =>
  new Paragraph({
    text,
    heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    pageBreakBefore: options.pageBreakBefore,
  });

type Run = string | TextRun;
const runs = (parts: Run[]) => parts.map((part) => (typeof part === 'string' ? new TextRun(part) : part));

export const paragraph = (...parts: Run[]) => new Paragraph({ children: runs(parts) });

/** A paragraph kept on the page of the next one (an introduction to a table or picture). */
export const leadIn = (...parts: Run[]) => new Paragraph({ keepNext: true, keepLines: true, children: runs(parts) });

/**
 * A paragraph that holds only a condition or loop mark. The fill leaves it empty, so it is 1 pt
 * high and keeps with what follows: it takes no room and never ends a page.
 */
export const tagLine = (tag: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 0, after: 0, line: 20, lineRule: LineRuleType.EXACT },
    children: [new TextRun({ text: tag, size: 2 })],
  });

/** A picture tag, kept with its caption below it. */
export const picture = (tag: string) =>
  new Paragraph({
    keepNext: true,
    alignment: AlignmentType.CENTER,
    spacing: { before: 120, after: 40 },
    children: [new TextRun(tag)],
  });

export const caption = (text: string) => new Paragraph({ style: 'Caption', children: [new TextRun(text)] });

export const bold = (text: string) => new TextRun({ text, bold: true });
export const small = (text: string) => new TextRun({ text, size: 16, color: '555555' });

export const bullet = (...parts: Run[]) => new Paragraph({ bullet: { level: 0 }, children: runs(parts) });

function cellParagraph(text: string, options: { bold?: boolean; color?: string; align?: 'left' | 'right' }) {
  return new Paragraph({
    alignment: options.align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
    spacing: { before: 20, after: 20 },
    children: [new TextRun({ text, bold: options.bold, color: options.color, size: TABLE_TEXT })],
  });
}

export interface Column {
  header: string;
  /** The cell's text, tags included. */
  value: string;
  align?: 'left' | 'right';
  /** Share of the table's width (the shares of a table add up to any number). */
  width?: number;
}

function widthsOf(columns: { width?: number }[]) {
  const shares = columns.map((c) => c.width ?? 1);
  const sum = shares.reduce((a, b) => a + b, 0);
  return shares.map((share) => Math.floor((share / sum) * TEXT_WIDTH_TWIPS));
}

const lightRule = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };
const tableBorders = {
  top: lightRule,
  bottom: lightRule,
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: lightRule,
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

function table(widths: number[], rows: TableRow[]) {
  return new Table({
    width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: tableBorders,
    rows,
  });
}

/**
 * A table with a header row (repeated on every page) and one row per item of `loop` (the row's
 * first cell opens the loop, its last closes it), and a bold total row when given. Rows never split.
 */
export function loopTable(brand: string, loop: string, columns: Column[], total?: string[]) {
  const last = columns.length - 1;
  const widths = widthsOf(columns);
  const rows = [
    new TableRow({
      tableHeader: true,
      cantSplit: true,
      children: columns.map(
        (c, i) =>
          new TableCell({
            width: { size: widths[i]!, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, fill: brand, color: 'auto' },
            children: [cellParagraph(c.header, { bold: true, color: 'FFFFFF', align: c.align })],
          }),
      ),
    }),
    new TableRow({
      cantSplit: true,
      children: columns.map(
        (c, i) =>
          new TableCell({
            width: { size: widths[i]!, type: WidthType.DXA },
            children: [
              cellParagraph(`${i === 0 ? `{#${loop}}` : ''}${c.value}${i === last ? `{/${loop}}` : ''}`, {
                align: c.align,
              }),
            ],
          }),
      ),
    }),
  ];
  if (total) {
    rows.push(
      new TableRow({
        cantSplit: true,
        children: total.map(
          (text, i) =>
            new TableCell({
              width: { size: widths[i]!, type: WidthType.DXA },
              shading: { type: ShadingType.CLEAR, fill: 'EDEDED', color: 'auto' },
              children: [cellParagraph(text, { bold: true, align: columns[i]?.align })],
            }),
        ),
      }),
    );
  }
  return table(widths, rows);
}

/** A row of a facts table: label, value and, optionally, the condition that shows the row. */
export type Fact = [label: string, value: string, condition?: string];

/**
 * Two columns, a label and its value; a row with a condition shows only when it holds. Each row
 * keeps with the next, so a facts table stays on one page.
 */
export function keyValueTable(facts: Fact[]) {
  const widths = widthsOf([{ width: 2.6 }, { width: 5.4 }]);
  return table(
    widths,
    facts.map(
      ([label, value, when], index) =>
        new TableRow({
          cantSplit: true,
          keepNext: index < facts.length - 1,
          children: [
            new TableCell({
              width: { size: widths[0]!, type: WidthType.DXA },
              children: [cellParagraph(when ? `{#${when}}${label}` : label, { bold: true })],
            }),
            new TableCell({
              width: { size: widths[1]!, type: WidthType.DXA },
              children: [cellParagraph(when ? `${value}{/${when}}` : value, {})],
            }),
          ],
        }),
    ),
  );
}

function headingStyle(
  id: string,
  name: string,
  size: number,
  color: string,
  spacing: { before: number; after: number },
) {
  return {
    id,
    name,
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: true,
    run: { size, bold: true, color },
    paragraph: { spacing, keepNext: true, keepLines: true },
  };
}

export interface DocumentOptions {
  /** Brand colour of headings and table headers, 'RRGGBB'. */
  brand?: string;
  /** Text at the top of every page but the first, tags included. */
  header?: string;
  /** Text at the left of every footer but the first page's, tags included; the page number is right. */
  footer?: string;
}

const pageNumberRuns = () => [
  new TextRun({ text: '\tPage ', size: 16, color: '555555' }),
  new TextRun({ children: [PageNumber.CURRENT], size: 16, color: '555555' }),
  new TextRun({ text: ' of ', size: 16, color: '555555' }),
  new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 16, color: '555555' }),
];

/**
 * An A4 document in Calibri: headings in the brand colour that keep with the next paragraph, page
 * numbers in the footer, and a header and footer text from the second page on (the first is the cover).
 */
export function documentOf(title: string, children: (Paragraph | Table)[], options: DocumentOptions = {}) {
  const brand = options.brand ?? DEFAULT_BRAND;
  const tabs = [{ type: TabStopType.RIGHT, position: TEXT_WIDTH_TWIPS }];
  const doc = new Document({
    creator: 'Back Office',
    title,
    styles: {
      default: { document: { run: { font: 'Calibri', size: 21 }, paragraph: { spacing: { after: 120 } } } },
      paragraphStyles: [
        headingStyle('Heading1', 'Heading 1', 32, brand, { before: 360, after: 120 }),
        headingStyle('Heading2', 'Heading 2', 26, brand, { before: 240, after: 80 }),
        headingStyle('Title', 'Title', 56, brand, { before: 0, after: 200 }),
        {
          id: 'Caption',
          name: 'Caption',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { size: 17, italics: true, color: '555555' },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 0, after: 200 } },
        },
      ],
    },
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: 11_906, height: 16_838 },
            margin: { top: 1_134, bottom: 1_134, left: 1_134, right: 1_134, header: 567, footer: 567 },
          },
        },
        headers: {
          first: new Header({ children: [new Paragraph({ children: [] })] }),
          default: new Header({
            children: [
              new Paragraph({
                tabStops: tabs,
                border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: brand, space: 4 } },
                children: [new TextRun({ text: options.header ?? '', size: 16, color: '555555' })],
              }),
            ],
          }),
        },
        footers: {
          first: new Footer({ children: [new Paragraph({ children: [] })] }),
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: tabs,
                children: [new TextRun({ text: options.footer ?? '', size: 16, color: '555555' }), ...pageNumberRuns()],
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
