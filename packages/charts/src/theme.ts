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
  /** The longest technology name in px on the savings chart's axis: a longer one ends in '…'. */
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

/**
 * A technology name (from users) in one line of plain text: line and paragraph separators, which
 * vega-lite cannot write into an expression (the savings axis' order), become spaces.
 */
export const plainName = (name: string): string => name.replace(/[\u2028\u2029]/g, ' ');

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
