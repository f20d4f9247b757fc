import { CII_TITLE, ETS_TITLE, FUEL_EU_TITLE, MAC_TITLE, PACKAGE_ROW, SAVINGS_TITLE } from '@backoffice/charts';
import { AIR, FINS, fixtureResults } from '@backoffice/charts/fixture';
import { type CalculatedResultsDto, formatNumber as n } from '@backoffice/contracts';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyReportCharts } from './report-charts-lazy.tsx';

function renderCharts(results: CalculatedResultsDto) {
  render(
    <MantineProvider env="test">
      <LazyReportCharts results={results} />
    </MantineProvider>,
  );
}

/** The SVG an image shows. */
const svgOf = (image: HTMLElement): string =>
  decodeURIComponent((image.getAttribute('src') ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

/** The width in px of the chart an image shows, labels and padding included. */
const drawnWidth = (image: HTMLElement): number => Number(svgOf(image).match(/^<svg[^>]* width="([\d.]+)"/)?.[1]);

/**
 * Lays the charts out in a container this many px wide (jsdom lays nothing out), and returns a
 * function that resizes it as the browser's ResizeObserver would report.
 */
function containerWidth(px: number) {
  let width = px;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
  const observers: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return (next: number) => {
    width = next;
    act(() => {
      for (const callback of observers) callback([], {} as ResizeObserver);
    });
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The charts once drawn: each figure's image, caption and data table, in reading order. */
async function drawnCharts() {
  const figures = await screen.findAllByRole('figure', {}, { timeout: 10_000 });
  return figures.map((figure) => {
    const image = within(figure).getByRole('img');
    const caption = figure.querySelector('figcaption');
    const table = within(figure).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    return { image, caption, table, rows };
  });
}

describe('report charts', () => {
  it('draws each chart as an image named by its caption, with its title drawn in it', async () => {
    renderCharts(fixtureResults());
    const charts = await drawnCharts();
    const titles = [SAVINGS_TITLE, MAC_TITLE, CII_TITLE, ETS_TITLE, FUEL_EU_TITLE];
    expect(charts.map(({ table }) => table.querySelector('caption')?.textContent)).toEqual(
      titles.map((title) => `Data of the chart: ${title}`),
    );
    charts.forEach(({ image, caption }, i) => {
      const title = titles[i] ?? '';
      expect(caption?.textContent?.startsWith(`${title}: `)).toBe(true);
      expect(caption?.textContent).toMatch(/\.$/);
      expect(image).toHaveAccessibleName(caption?.textContent ?? '');
      expect(image).toHaveAttribute('alt', title);
      expect(svgOf(image)).toContain(title);
    });
    expect(screen.getAllByRole('img')).toHaveLength(5);
  });

  it('gives each chart a caption and its numbers as a table', async () => {
    const results = fixtureResults();
    renderCharts(results);
    const [savings, mac, cii, ets, fuelEu] = await drawnCharts();
    expect(savings?.caption?.textContent).toContain('126.00 MT of fuel and 392.36 t of CO2');
    expect(savings?.rows).toEqual([
      ['Technology', 'Fuel saved (MT per year)', 'CO2 avoided (t per year)'],
      [AIR.name, '50.00', '155.70'],
      [FINS.name, '76.00', '236.66'],
      [PACKAGE_ROW, '126.00', '392.36'],
      [`${PACKAGE_ROW}, low estimate`, '90.00', '280.26'],
      [`${PACKAGE_ROW}, high estimate`, '160.00', '498.24'],
    ]);
    expect(mac?.rows).toEqual([
      ['Technology', 'CO2 avoided (t per year)', 'Cost per tonne of CO2 avoided (USD per t CO2)'],
      [FINS.name, '236.66', '-154.90'],
      [AIR.name, '155.70', '45.70'],
    ]);
    expect(cii?.caption?.textContent).toContain('4.90 before and 4.28 after the package');
    expect(cii?.caption?.textContent).toContain('from 2023 to 2030');
    const firstCii = results.ciiOutlook?.years[0];
    expect(cii?.rows).toHaveLength(9);
    expect(cii?.rows[1]).toEqual([
      '2023',
      'C',
      'B',
      n(firstCii?.boundaries.superior),
      n(firstCii?.boundaries.lower),
      n(firstCii?.boundaries.upper),
      n(firstCii?.boundaries.inferior),
    ]);
    expect(ets?.caption?.textContent).toContain('from 2024 to 2027');
    expect(ets?.rows).toEqual([
      ['Year', 'Cost before (EUR)', 'Cost after (EUR)'],
      ...(results.etsOutlook?.years ?? []).map((y) => [String(y.year), n(y.costBefore), n(y.costAfter)]),
    ]);
    expect(ets?.rows[1]).toEqual(['2024', '49,824.00', '43,546.18']);
    expect(fuelEu?.caption?.textContent).toContain('GHG intensity (gCO2e/MJ) before and after the package');
    expect(fuelEu?.caption?.textContent).toContain('the penalty (EUR) of each year');
    expect(fuelEu?.rows[0]).toEqual([
      'Year',
      'Target (gCO2e/MJ)',
      'Intensity before (gCO2e/MJ)',
      'Intensity after (gCO2e/MJ)',
      'Penalty before (EUR)',
      'Penalty after (EUR)',
    ]);
    const lastFuelEu = results.fuelEuOutlook?.years[3];
    expect(fuelEu?.rows[4]).toEqual([
      '2027',
      '89.34',
      '91.74',
      '91.74',
      n(lastFuelEu?.penaltyBefore),
      n(lastFuelEu?.penaltyAfter),
    ]);
  });

  it('leaves out the CII, EU ETS and FuelEU charts without their outlooks', async () => {
    renderCharts(fixtureResults({ ciiOutlook: null, etsOutlook: null, fuelEuOutlook: null }));
    const charts = await drawnCharts();
    expect(charts.map(({ image }) => image.getAttribute('alt'))).toEqual([SAVINGS_TITLE, MAC_TITLE]);
  });

  it('shows a technology name with markup as text, never as markup', async () => {
    const base = fixtureResults();
    const name = '<script>alert(1)</script>';
    const [first, ...rest] = base.technologyTotals;
    if (!first) throw new Error('fixture has technologies');
    renderCharts({ ...base, technologyTotals: [{ ...first, technology: { id: 9, name } }, ...rest] });
    const [savings] = await drawnCharts();
    if (!savings) throw new Error('the savings chart is drawn');
    expect(within(savings.table).getByRole('rowheader', { name })).toBeInTheDocument();
    const svg = svgOf(savings.image);
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).not.toContain('<script');
    expect(document.querySelector('script')).toBeNull();
  });

  it('draws narrow charts, at their own size, in a container narrower than the wide ones', async () => {
    containerWidth(358);
    renderCharts(fixtureResults());
    const charts = await drawnCharts();
    expect(charts).toHaveLength(5);
    for (const { image } of charts) expect(drawnWidth(image)).toBeLessThanOrEqual(340);
  });

  it('draws the wide charts in a wide container, and draws them again narrow when it narrows', async () => {
    const resize = containerWidth(1000);
    renderCharts(fixtureResults());
    const wide = await drawnCharts();
    for (const { image } of wide) expect(drawnWidth(image)).toBeGreaterThan(560);
    resize(390);
    await waitFor(() => expect(drawnWidth(screen.getAllByRole('img')[0]!)).toBeLessThanOrEqual(340), {
      timeout: 10_000,
    });
    const narrow = await drawnCharts();
    for (const { image } of narrow) expect(drawnWidth(image)).toBeLessThanOrEqual(340);
  });
});
