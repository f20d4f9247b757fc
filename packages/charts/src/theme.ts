import type { Config } from 'vega-lite';

/**
 * One look for every chart, on screen and in the Word export. The export renders the SVG with
 * resvg and the fonts shipped in the repository, so the family names a font it can find
 * ('Liberation Sans', metric-compatible with Arial) and falls back to the generic sans-serif.
 */
const CHART_FONT = "'Liberation Sans', Arial, sans-serif";

/** Width of the plotting area in px; the SVG scales down on narrow screens. */
export const CHART_WIDTH = 560;

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
  padding: 8,
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

/** The common frame of a chart: title, subtitle, size and the look above. */
export function frame(title: string, subtitle?: string | string[]) {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: subtitle ? { text: title, subtitle } : { text: title },
    config,
  };
}

/** n colours from the technology palette, in turn. */
export const technologyColours = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => COLOURS.technologies[i % COLOURS.technologies.length] as string);
