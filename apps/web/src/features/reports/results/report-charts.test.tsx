import { CII_TITLE, ETS_TITLE, MAC_TITLE, SAVINGS_TITLE } from '@backoffice/charts';
import { fixtureResults } from '@backoffice/charts/fixture';
import type { CalculatedResultsDto } from '@backoffice/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('report charts', () => {
  it('draws each chart as an image titled like the chart', async () => {
    renderCharts(fixtureResults());
    const titles = [SAVINGS_TITLE, MAC_TITLE, CII_TITLE, ETS_TITLE];
    for (const title of titles) {
      const image = await screen.findByRole('img', { name: title }, { timeout: 10_000 });
      expect(svgOf(image)).toContain(title);
    }
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it('leaves out the CII and EU ETS charts without their outlooks', async () => {
    renderCharts(fixtureResults({ ciiOutlook: null, etsOutlook: null }));
    await screen.findByRole('img', { name: SAVINGS_TITLE }, { timeout: 10_000 });
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([SAVINGS_TITLE, MAC_TITLE]);
  });

  it('shows a technology name with markup as text, never as markup', async () => {
    const base = fixtureResults();
    const name = '<script>alert(1)</script>';
    const [first, ...rest] = base.technologyTotals;
    if (!first) throw new Error('fixture has technologies');
    renderCharts({ ...base, technologyTotals: [{ ...first, technology: { id: 9, name } }, ...rest] });
    const svg = svgOf(await screen.findByRole('img', { name: SAVINGS_TITLE }, { timeout: 10_000 }));
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).not.toContain('<script');
    expect(document.querySelector('script')).toBeNull();
  });
});
