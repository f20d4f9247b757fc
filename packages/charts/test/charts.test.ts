import { describe, expect, it } from 'vitest';
import {
  CII_TITLE,
  ETS_TITLE,
  FUEL_EU_TITLE,
  MAC_TITLE,
  macCurveChartSpec,
  PACKAGE_ROW,
  type ReportChartKey,
  renderChartSvg,
  reportChartSpecs,
  SAVINGS_TITLE,
} from '../src/index.ts';
import { textWidth } from '../src/text-metrics.ts';
import { nameLines } from '../src/theme.ts';
import { AIR, FINS, fixtureResults, zeroRange } from './fixture.ts';

/** Draws the chart of a key for the results; fails when the chart is absent. */
async function svgOf(key: ReportChartKey, results = fixtureResults()): Promise<string> {
  const chart = reportChartSpecs(results).find((c) => c.key === key);
  if (!chart) throw new Error(`no ${key} chart`);
  return renderChartSvg(chart.spec);
}

/** The width in px of a drawn chart, labels and padding included. */
const drawnWidth = (svg: string): number => Number(svg.match(/^<svg[^>]* width="([\d.]+)"/)?.[1]);

/** Draws the narrow chart of a key for the results. */
async function narrowSvgOf(key: ReportChartKey, results: ReturnType<typeof fixtureResults>): Promise<string> {
  const chart = reportChartSpecs(results, { width: 'narrow' }).find((c) => c.key === key);
  if (!chart) throw new Error(`no ${key} chart`);
  return renderChartSvg(chart.spec);
}

/** The fixture with its two technologies (Air lubrication, the fins) renamed, on every chart. */
function named([air, fins]: [string, string]) {
  const base = fixtureResults();
  const rename = (t: { id: number; name: string }) => ({ ...t, name: t.id === AIR.id ? air : fins });
  return fixtureResults({
    technologyTotals: base.technologyTotals.map((t) => ({ ...t, technology: rename(t.technology) })),
    macCurve: base.macCurve.map((p) => ({ ...p, technology: rename(p.technology) })),
  });
}

/** The lines of each text in an SVG, with where it is drawn (vega draws each line of several as a tspan). */
const texts = (svg: string): { lines: string[]; y: number }[] =>
  [...svg.matchAll(/<text[^>]*translate\([^,]+,([^)]+)\)[^>]*>((?:<tspan[^>]*>[^<]*<\/tspan>)+|[^<]*)<\/text>/g)].map(
    ([, y, body]) => ({
      y: Number(y),
      lines: body?.startsWith('<tspan')
        ? [...body.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((t) => t[1] as string)
        : [body as string],
    }),
  );
const labels = (svg: string): string[][] => texts(svg).map((t) => t.lines);

/** Every tickCount in a spec, its layers' too. */
function tickCounts(node: unknown): unknown[] {
  if (Array.isArray(node)) return node.flatMap(tickCounts);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === 'tickCount' ? [value] : tickCounts(value)));
}

/** The width of a chart's plot; of a chart of charts one above the other, the first one's. */
const plotWidth = (spec: object): number => {
  const { width, vconcat } = spec as { width?: number; vconcat?: { width: number }[] };
  return width ?? vconcat?.[0]?.width ?? Number.NaN;
};

/** How many marks of an ARIA role description (vega's 'bar', 'point', 'tick', …) the SVG holds. */
const count = (svg: string, role: string): number => svg.split(`aria-roledescription="${role}"`).length - 1;

describe('reportChartSpecs', () => {
  it('gives the five charts in reading order when every input is there', () => {
    const charts = reportChartSpecs(fixtureResults());
    expect(charts.map((c) => c.key)).toEqual(['savings', 'mac', 'cii', 'ets', 'fuelEu']);
    expect(charts.map((c) => c.title)).toEqual([SAVINGS_TITLE, MAC_TITLE, CII_TITLE, ETS_TITLE, FUEL_EU_TITLE]);
  });

  it('leaves out the CII, EU ETS and FuelEU charts without their outlooks', () => {
    const charts = reportChartSpecs(fixtureResults({ ciiOutlook: null, etsOutlook: null, fuelEuOutlook: null }));
    expect(charts.map((c) => c.key)).toEqual(['savings', 'mac']);
  });

  it('leaves out the MAC curve when no technology cuts CO2, and the savings without technologies', () => {
    const charts = reportChartSpecs(fixtureResults({ macCurve: [], technologyTotals: [] }));
    expect(charts.map((c) => c.key)).toEqual(['cii', 'ets', 'fuelEu']);
  });
});

describe('renderChartSvg', () => {
  it('draws the savings: two bars per technology and the package, with the range on the package', async () => {
    const svg = await svgOf('savings');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(SAVINGS_TITLE);
    expect(svg).toContain(AIR.name);
    expect(svg).toContain(PACKAGE_ROW);
    expect(count(svg, 'bar')).toBe(6);
    // A line and its two end ticks for fuel and for CO2.
    expect(count(svg, 'rule mark')).toBe(2);
    expect(count(svg, 'tick')).toBe(4);
    expect(svg).toContain('Tonnes per year');
  });

  it('keeps the axis on the central values: a range past it runs to the axis end without an end tick', async () => {
    const wide = fixtureResults({
      savingsRange: {
        low: { totalFuelSavings: 90, totalCo2ReductionInMt: 280.26, totalCo2ReductionInPct: 9 },
        high: { totalFuelSavings: 160, totalCo2ReductionInMt: 6537, totalCo2ReductionInPct: 89 },
      },
    });
    const chart = reportChartSpecs(wide).find((c) => c.key === 'savings')!;
    const layers = (chart.spec as { layer: { encoding: { x: { scale: { domain: number[] } } } }[] }).layer;
    // The longest bar is the package's CO2, 392.364 t; the axis leaves room for its label only.
    expect(layers[0]!.encoding.x.scale.domain[1]).toBeCloseTo(392.364 * 1.3, 6);
    const svg = await svgOf('savings', wide);
    expect(count(svg, 'rule mark')).toBe(2);
    // Both low ticks and the fuel's high tick; the CO2 range goes on past the axis.
    expect(count(svg, 'tick')).toBe(3);
    expect(svg).not.toMatch(/>6,?000</);
    // The axis ends at 510 t, not rounded up to 550, where the clipped line would stop short of it.
    expect(svg).toContain('>500<');
    expect(svg).not.toContain('>550<');
  });

  it('draws no range when the low and high equal the totals', async () => {
    const svg = await svgOf('savings', fixtureResults({ savingsRange: { low: zeroRange, high: zeroRange } }));
    expect(count(svg, 'bar')).toBe(6);
    expect(count(svg, 'rule mark')).toBe(0);
    expect(count(svg, 'tick')).toBe(0);
  });

  it('draws a name with a line or paragraph separator, which vega-lite cannot write into an expression', async () => {
    const base = fixtureResults();
    const name = 'Air\u2028lubrication\u2029system';
    const results = fixtureResults({
      technologyTotals: base.technologyTotals.map((t, i) => (i === 0 ? { ...t, technology: { ...AIR, name } } : t)),
    });
    expect(await svgOf('savings', results)).toContain('>Air lubrication system<');
  });

  it('draws the MAC curve: one bar per technology between its cumulative start and end', async () => {
    const svg = await svgOf('mac');
    expect(svg).toContain(MAC_TITLE);
    expect(count(svg, 'rect mark')).toBe(2);
    expect(svg).toContain(FINS.name);
    expect(svg).toContain('Cost per tonne of CO2 avoided (USD/t CO2)');
    expect(svg).toContain('CO2 avoided per year, added up cheapest first (t CO2)');
  });

  it("names a fleet's MAC bars by their labels, 'technology · vessel', under the legend's title", async () => {
    const bars = fixtureResults().macCurve.map((p, i) => ({ ...p, label: `${p.technology.name} · MV Ship ${i}` }));
    const chart = macCurveChartSpec(bars, { legendTitle: 'Technology · vessel' });
    if (!chart) throw new Error('no MAC chart');
    const svg = await renderChartSvg(chart.spec);
    expect(count(svg, 'rect mark')).toBe(2);
    expect(svg).toContain(`${FINS.name} · MV Ship`);
    expect(svg).toContain('Technology · vessel');
    expect(macCurveChartSpec([])).toBeNull();
  });

  it('draws the CII: five rating bands per year 2023–2030 and the vessel before and after', async () => {
    const svg = await svgOf('cii');
    expect(svg).toContain(CII_TITLE);
    expect(count(svg, 'bar')).toBe(5 * 8);
    expect(count(svg, 'line mark')).toBe(2);
    expect(count(svg, 'point')).toBe(2 * 8);
    expect(svg).toContain('2023');
    expect(svg).toContain('2030');
    expect(svg).toContain('Before the package');
    expect(svg).toContain('g CO2 per DWT and nautical mile');
  });

  it('draws the EU ETS cost: a bar before and after for each year', async () => {
    const svg = await svgOf('ets');
    expect(svg).toContain(ETS_TITLE);
    expect(count(svg, 'bar')).toBe(2 * 4);
    expect(svg).toContain('EU ETS cost (EUR)');
    expect(svg).toContain('at EUR 80 per tonne');
  });

  it('draws FuelEU Maritime: the intensity before and after against the target, and the penalty as bars in EUR', async () => {
    const svg = await svgOf('fuelEu');
    // The target's step line and the lines before and after; a bar before and after for each year.
    expect([count(svg, 'line mark'), count(svg, 'bar')]).toEqual([3, 2 * 4]);
    for (const text of [FUEL_EU_TITLE, 'GHG intensity (gCO2e/MJ)', 'FuelEU penalty (EUR)', 'FuelEU target', '2027']) {
      expect(svg).toContain(text);
    }
    expect(svg).not.toContain('wind reward');
  });

  it('names the wind reward factor in the FuelEU chart when it is below 1', async () => {
    const base = fixtureResults().fuelEuOutlook!;
    const svg = await svgOf('fuelEu', fixtureResults({ fuelEuOutlook: { ...base, windRewardFactor: 0.97 } }));
    expect(svg).toContain('wind reward factor 0.97');
  });

  it('writes the font family the Word export ships', async () => {
    expect(await svgOf('ets')).toContain(`font-family="'Liberation Sans', Arial, sans-serif"`);
  });

  it('escapes technology names in text and attributes', async () => {
    const evil = { id: 9, name: '<script>alert("x")</script> & <b onload=1>' };
    const base = fixtureResults();
    const results = fixtureResults({
      technologyTotals: base.technologyTotals.map((t, i) => (i === 0 ? { ...t, technology: evil } : t)),
      macCurve: base.macCurve.map((p) => (p.technology.id === AIR.id ? { ...p, technology: evil } : p)),
    });
    for (const key of ['savings', 'mac'] as const) {
      const svg = await svgOf(key, results);
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('<b ');
      expect(svg).toContain('&lt;script&gt;');
      expect(svg).not.toContain('alert("x")"');
    }
  });
});

describe('narrow charts', () => {
  const narrow = () => reportChartSpecs(fixtureResults(), { width: 'narrow' });

  it('are the wide charts unless asked for', () => {
    expect(reportChartSpecs(fixtureResults())).toEqual(reportChartSpecs(fixtureResults(), { width: 'wide' }));
  });

  it('have a narrower plot with four ticks on their number axes', () => {
    const wide = reportChartSpecs(fixtureResults());
    narrow().forEach((chart, i) => {
      expect(plotWidth(chart.spec)).toBeLessThanOrEqual(260);
      expect(plotWidth(wide[i]!.spec)).toBe(560);
      expect(tickCounts(chart.spec).length).toBeGreaterThan(0);
      expect(new Set(tickCounts(chart.spec))).toEqual(new Set([4]));
      expect(tickCounts(wide[i]!.spec)).not.toContain(4);
    });
  });

  it('are drawn 340 px wide or less, labels and legends included, where the wide ones need over 600', async () => {
    const wide = reportChartSpecs(fixtureResults());
    for (const [i, chart] of narrow().entries()) {
      expect(drawnWidth(await renderChartSvg(chart.spec)), chart.key).toBeLessThanOrEqual(340);
      expect(drawnWidth(await renderChartSvg(wide[i]!.spec)), chart.key).toBeGreaterThan(600);
    }
  });

  it('wrap their titles and subtitles in lines that fit', () => {
    for (const chart of narrow()) {
      const { text, subtitle = [] } = chart.spec.title as { text: string[]; subtitle?: string | string[] };
      expect(text.join(' ')).toBe(chart.title);
      expect(text.length).toBeGreaterThan(1);
      for (const line of text) expect(textWidth(line, 15, true)).toBeLessThanOrEqual(304);
      for (const line of [subtitle].flat()) expect(textWidth(line, 11)).toBeLessThanOrEqual(304);
    }
  });

  it('show whole technology names, in lines that fit, on the savings axis and in the MAC legend', async () => {
    const names: [string, string] = ['Hull air lubrication system', 'Silicone foul-release hull coating'];
    for (const key of ['savings', 'mac'] as const) {
      const svg = await narrowSvgOf(key, named(names));
      for (const name of [...names, ...(key === 'savings' ? [PACKAGE_ROW] : [])]) {
        const label = labels(svg).find((lines) => lines.join(' ').replace('- ', '-') === name);
        expect(label, `${key}: ${name}`).toBeDefined();
        expect(label!.length).toBeLessThanOrEqual(3);
        for (const line of label!) expect(textWidth(line, 11)).toBeLessThanOrEqual(key === 'savings' ? 105 : 224);
      }
      expect(svg, key).not.toContain('…');
      expect(drawnWidth(svg), key).toBeLessThanOrEqual(340);
    }
    const savings = labels(await narrowSvgOf('savings', named(names)));
    expect(savings).toContainEqual(['Hull air lubrication', 'system']);
    expect(savings).toContainEqual(['All technologies', 'together']);
  });

  it("leave the wide charts' names on one line, cut at their limit", () => {
    for (const chart of reportChartSpecs(
      named(['Hull air lubrication system', 'Silicone foul-release hull coating']),
    )) {
      expect(JSON.stringify(chart.spec), chart.key).not.toMatch(/labelExpr|\\n/);
    }
  });

  it('wrap a long name in the MAC legend within the chart', async () => {
    const long = 'Silicone foul-release hull coating with a very long description that never ends';
    const svg = await narrowSvgOf('mac', named(['Hull air lubrication system', long]));
    const label = labels(svg).find((lines) => lines[0]?.startsWith('Silicone'))!;
    expect(label.join(' ')).toBe(long);
    expect(label.length).toBeGreaterThan(1);
    for (const line of label) expect(textWidth(line, 11)).toBeLessThanOrEqual(224);
    expect(svg).not.toContain('…');
    expect(drawnWidth(svg)).toBeLessThanOrEqual(320);
  });

  it('centre a name of several lines on its row', async () => {
    const svg = await narrowSvgOf('savings', named(['Hull air lubrication system', 'Short']));
    const lift = (first: string) => texts(svg).find((t) => t.lines[0] === first)?.y ?? Number.NaN;
    // 'Short' sits on its row's middle; the two lines of the first row start 6.5 px above theirs.
    expect(lift('Short') - lift('Hull air lubrication')).toBeCloseTo(110 + 6.5, 6);
  });

  it('cut a name short with an ellipsis only on its third line', async () => {
    const long = 'Silicone foul-release hull coating with a very long description that goes on and on';
    const svg = await narrowSvgOf('savings', named([long, 'Supercalifragilisticexpialidociousness-technology']));
    const label = labels(svg).find((lines) => lines[0]?.startsWith('Silicone'))!;
    expect(label).toHaveLength(3);
    expect(label[2]).toMatch(/…$/);
    expect(label.slice(0, 2).join(' ')).not.toContain('…');
    // A word too long for a line is broken where it fits, and shown whole.
    const word = labels(svg).find((lines) => lines[0]?.startsWith('Super'))!;
    expect(word.join('')).toBe('Supercalifragilisticexpialidociousness-technology');
  });

  it('draw names with quotes, backslashes, newlines, pipes and separators as text', async () => {
    const odd: [string, string] = [
      'Quote " and \' and back\\slash\\n | pipe',
      'Line\nbreak\u2028sep\ttab {{x}} $x <b>&amp;',
    ];
    const words = [
      'Quote " and \' and',
      'back\\slash\\n | pipe',
      'Line',
      'break',
      'sep',
      'tab',
      '{{x}} $x',
      '&lt;b&gt;&amp;amp;',
    ];
    for (const width of ['narrow', 'wide'] as const) {
      for (const chart of reportChartSpecs(named(odd), { width }).filter((c) => ['savings', 'mac'].includes(c.key))) {
        const svg = await renderChartSvg(chart.spec);
        for (const word of words) expect(svg, `${width} ${chart.key}: ${word}`).toContain(word);
        expect(svg).not.toContain('<b>');
      }
    }
    const savings = labels(await narrowSvgOf('savings', named(odd))).map((lines) => lines.join(' '));
    expect(savings).toContain('Quote " and \' and back\\slash\\n | pipe');
    expect(savings).toContain('Line break sep tab {{x}} $x &lt;b&gt;&amp;amp;');
  });
});

describe('nameLines', () => {
  it('breaks a name at spaces in lines of the width, at most three, the rest on the last', () => {
    expect(nameLines('Air lubrication', 105)).toBe('Air lubrication');
    expect(nameLines('All technologies together', 105)).toBe('All technologies\ntogether');
    const lines = nameLines('one two three four five six seven eight nine ten eleven twelve thirteen', 60).split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(0, 2)) expect(textWidth(line, 11)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten eleven twelve thirteen');
  });

  it('takes any white space for a space and breaks after a hyphen', () => {
    expect(nameLines(' Hull \n air\r\n\tlubrication\u2028system ', 105)).toBe('Hull air lubrication\nsystem');
    expect(nameLines('Silicone foul-release', 70)).toBe('Silicone foul-\nrelease');
  });
});
