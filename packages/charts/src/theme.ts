import type { Config } from 'vega-lite';
import { textWidth } from './text-metrics.ts';

/**
 * One look for every chart, on screen and in the Word export. The export renders the SVG with
 * resvg and the fonts shipped in the repository, so the family names a font it can find
 * ('Liberation Sans', metric-compatible with Arial) and falls back to the generic sans-serif.
 */
const CHART_FONT = "'Liberation Sans', Arial, sans-serif";

/** Width of the plotting area in px of the wide charts (the Word export, wide screens). */
const CHART_WIDTH = 560;

/**
 * The charts' widths: 'wide' (the Word export and wide screens) and 'narrow', drawn at its own size
 * in a phone's card: about 320 px in all, labels included, where the wide chart would be scaled
 * down to less than half and its text to some 5 px.
 */
export type ChartWidth = 'wide' | 'narrow';

/** How a chart is laid out at a width. */
export interface ChartLayout {
  narrow: boolean;
  /** Width of the plotting area in px, for a chart whose axis labels are numbers or years. */
  width: number;
  /** Ticks of a quantitative axis: on a narrow chart fewer, so that their labels keep apart. */
  tickCount: number | undefined;
  /**
   * Width in px of a technology name on the savings chart's axis. Wide, a longer name ends in '…';
   * narrow, a name is wrapped at spaces in up to NAME_LINES lines of this width (nameLines).
   */
  nameLimit: number;
  /** Lines of a title, subtitle or axis title are wrapped within this many px (none when wide). */
  textWidth: number | undefined;
}

/** Padding around a chart, in px. */
const PADDING = 8;
/** Width in px of a whole narrow chart, labels and padding included. */
const NARROW_CHART_WIDTH = 320;

const LAYOUTS: Record<ChartWidth, ChartLayout> = {
  wide: { narrow: false, width: CHART_WIDTH, tickCount: undefined, nameLimit: 200, textWidth: undefined },
  narrow: {
    narrow: true,
    // Less the y axis' labels and title, some 55 px.
    width: NARROW_CHART_WIDTH - 2 * PADDING - 55,
    tickCount: 4,
    nameLimit: 105,
    textWidth: NARROW_CHART_WIDTH - 2 * PADDING,
  },
};

/**
 * Width in px of a container below which the narrow charts are shown: in less, the wide charts
 * (their 560-px plot and the labels beside it) would be scaled down to under 85 % and their text to
 * 9 px or less.
 */
export const NARROW_BELOW = CHART_WIDTH + 80;

export const chartLayout = (width: ChartWidth): ChartLayout => LAYOUTS[width];

/** Colours (Mantine's palette, teal being the app's primary colour), the same meaning in every chart. */
export const COLOURS = {
  before: '#868e96',
  after: '#0ca678',
  fuel: '#1c7ed6',
  co2: '#0ca678',
  range: '#212529',
  zeroLine: '#495057',
  /** One colour per technology, in turn. */
  technologies: [
    '#0ca678',
    '#1c7ed6',
    '#f59f00',
    '#ae3ec9',
    '#e8590c',
    '#4263eb',
    '#37b24d',
    '#d6336c',
    '#1098ad',
    '#74b816',
  ],
  /** IMO CII rating bands, pale so that the lines over them stand out. */
  ciiBands: { A: '#8ce99a', B: '#d8f5a2', C: '#ffec99', D: '#ffc078', E: '#ffa8a8' },
} as const;

export const SERIES = { before: 'Before the package', after: 'After the package' } as const;

const config: Config = {
  font: CHART_FONT,
  background: '#ffffff',
  padding: PADDING,
  view: { stroke: null },
  title: { fontSize: 15, fontWeight: 'bold', anchor: 'start', subtitleFontSize: 11, subtitleColor: '#495057' },
  axis: { labelFontSize: 11, titleFontSize: 12, titleFontWeight: 'normal', gridColor: '#e9ecef' },
  legend: {
    labelFontSize: 11,
    titleFontSize: 12,
    titleFontWeight: 'normal',
    orient: 'bottom',
    direction: 'horizontal',
  },
};

/**
 * Narrow, two legends below the chart (the CII's ratings and lines) sit one under the other. Vega's
 * legend layout: vega-lite hands its config's legend on to vega as it is, though its types omit it.
 */
const narrowLegend = { ...config.legend, layout: { bottom: { direction: 'vertical', anchor: 'start' } } };
const narrowConfig: Config = { ...config, legend: narrowLegend as unknown as Config['legend'] };

const TITLE_SIZE = { title: [15, true], subtitle: [11, false], axisTitle: [12, false] } as const;

/**
 * Lines of text wrapped at spaces to fit a width in px (Liberation Sans, as drawn), for the titles
 * of a narrow chart; vega draws each line of a title as given. Without a width, the lines as given.
 */
function wrap(
  text: string | readonly string[],
  kind: keyof typeof TITLE_SIZE,
  width: number | undefined,
): string | string[] {
  if (width === undefined) return typeof text === 'string' ? text : [...text];
  const [fontSize, bold] = TITLE_SIZE[kind];
  const lines: string[] = [];
  for (const paragraph of typeof text === 'string' ? [text] : text) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && textWidth(longer, fontSize, bold) > width) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    lines.push(line);
  }
  return lines.length === 1 ? (lines[0] as string) : lines;
}

/** Most lines of a technology name on a narrow chart; the last one ends in '…' when the name is longer. */
const NAME_LINES = 3;

/**
 * Room in px kept free in each line of a wrapped name, for a browser that draws the name in another
 * font than the one measured here (Liberation Sans, Arial): vega, measuring in that font, would cut a
 * line that comes out a little wider short with '…'.
 */
const NAME_SLACK = 5;

/**
 * A technology name (from users) in one line of plain text: line and paragraph separators, which
 * vega-lite cannot write into an expression (the savings axis' order), become spaces.
 */
export const plainName = (name: string): string => name.replace(/[\u2028\u2029]/g, ' ');

/**
 * A technology name wrapped in lines of at most `width` px at 11 px, joined by '\n', for an axis or
 * legend whose labelExpr is NAME_LABEL: broken at white space (newlines included) and after hyphens,
 * a word wider than a line where it fits. In up to NAME_LINES lines: the last one holds the rest of
 * the name, which vega cuts short with '…' at the label's limit. Names differing only in their white
 * space give the same text.
 */
export function nameLines(name: string, width: number): string {
  const room = width - NAME_SLACK;
  const fits = (text: string) => textWidth(text, 11) <= room;
  const parts = name
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.split(/(?<=-)(?=.)/).map((text, i) => ({ text, space: i === 0 })));
  const lines: string[] = [];
  let line = '';
  for (let { text, space } of parts) {
    for (;;) {
      const longer = line ? `${line}${space ? ' ' : ''}${text}` : text;
      if (lines.length === NAME_LINES - 1 || fits(longer)) {
        line = longer;
        break;
      }
      if (line) {
        lines.push(line);
        line = '';
        continue;
      }
      // A word wider than a line: as much of it as fits, the rest on the next line.
      const chars = Array.from(text);
      let cut = 1;
      while (cut < chars.length && fits(chars.slice(0, cut + 1).join(''))) cut++;
      lines.push(chars.slice(0, cut).join(''));
      text = chars.slice(cut).join('');
      space = false;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

/** The labelExpr of an axis or legend whose values are nameLines: each line drawn under the other. */
export const NAME_LABEL = "split(datum.label, '\\n')";

/**
 * The labelOffset of a band axis whose labels are nameLines: vega sets a label's first line at its
 * tick; moved up by half the lines below it (13 px apart at 11 px), the label is centred on its row.
 */
export const NAME_LABEL_OFFSET = { expr: "(1 - length(split(datum.label, '\\n'))) * 6.5" };

/** An axis title, on a narrow chart in lines no longer than the axis. */
export const axisTitle = (layout: ChartLayout, title: string, axisLength = layout.width): string | string[] =>
  wrap(title, 'axisTitle', layout.narrow ? axisLength : undefined);

/** The common frame of a chart: title, subtitle, the look above and, when narrow, lines that fit. */
export function frame(layout: ChartLayout, title: string, subtitle?: string | string[]) {
  const text = wrap(title, 'title', layout.textWidth);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: subtitle ? { text, subtitle: wrap(subtitle, 'subtitle', layout.textWidth) } : { text },
    config: layout.narrow ? narrowConfig : config,
  };
}

/** n colours from the technology palette, in turn. */
export const technologyColours = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => COLOURS.technologies[i % COLOURS.technologies.length] as string);
