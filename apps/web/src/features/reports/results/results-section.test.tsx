import { SAVINGS_TITLE } from '@backoffice/charts';
import { njordScoreMeaning, reportMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, serveApi } from '../../../../test/api.ts';
import { signedInWithToasts } from '../../../../test/render-part.tsx';
import { cells, headersOf, renderSection, results, rowOf } from './results-test-data.tsx';

signedInWithToasts();

describe('results section', { timeout: 20_000 }, () => {
  it("shows the score and every table with 2 decimals, 'Does not pay back' for a payback that never comes, and the range", async () => {
    serveApi({ 'GET /api/reports/30/calculated-results': () => jsonResponse(200, results) });
    renderSection();

    // The tables' code loads with the first results.
    expect(await screen.findByText('Njord Score 18 / 100', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(njordScoreMeaning)).toBeInTheDocument();
    expect(njordScoreMeaning).toBe(
      'Share of the IMO 2030 ambition (40 % lower carbon intensity than 2008) this package reaches',
    );

    const technologies = screen.getByRole('table', { name: 'Technologies' });
    expect(cells(rowOf(technologies, 'Air Lubrication'))).toEqual([
      'Air Lubrication',
      'Main Engine',
      'HFO',
      'Hull',
      '50.00',
      '155.70',
      '4.15',
    ]);
    expect(cells(rowOf(technologies, 'Total'))).toEqual(['Total', '', '', '', '56.00', '174.94', '4.66']);
    expect(screen.getByTestId('savings range')).toHaveTextContent(
      'fuel savings 40.10 – 71.99 MT, CO2 reduction 125.30 – 224.58 MT (3.34 – 5.98 %)',
    );

    const finances = screen.getByRole('table', { name: 'Finances' });
    expect(headersOf(finances)).toEqual([
      'Technology',
      'Total investment (USD)',
      'Yearly fuel cost saving (USD per year)',
      'Payback (years)',
      'Yearly cost (USD per year)',
    ]);
    expect(cells(rowOf(finances, 'Air Lubrication'))).toEqual([
      'Air Lubrication',
      '120,000.00',
      '27,500.00',
      '4.67',
      '1,000.00',
    ]);
    expect(cells(rowOf(finances, 'Propeller Polishing'))).toEqual([
      'Propeller Polishing',
      '5,000.00',
      '4,803.92',
      'Does not pay back',
      '6,000.00',
    ]);
    expect(cells(rowOf(finances, 'Total'))).toEqual(['Total', '125,000.00', '32,303.92', '5.03', '7,000.00']);

    const categories = screen.getByRole('table', { name: 'Consumption Categories' });
    expect(
      within(categories)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Consumption category', 'HFO (MT)', 'MGO (MT)', 'Total (MT)']);
    expect(cells(rowOf(categories, 'Main Engine'))).toEqual(['Main Engine', '50.00', '0.00', '50.00']);
    expect(cells(rowOf(categories, 'Total'))).toEqual(['Total', '50.00', '6.00', '56.00']);

    const saving = screen.getByRole('table', { name: 'Saving Categories' });
    expect(cells(rowOf(saving, 'Propulsion'))).toEqual(['Propulsion', '6.00', '0.50', '19.24']);
    // The total of the rows, as the Technologies table's totals: 56.00 MT and 174.94 t.
    expect(cells(rowOf(saving, 'Total'))).toEqual(['Total', '56.00', '4.67', '174.94']);
    expect(screen.queryByRole('table', { name: 'EU ETS outlook' })).not.toBeInTheDocument();
    // Without the answers the CII needs, the section says which, and where to give them.
    const cii = screen.getByRole('region', { name: 'CII outlook' });
    expect(cii).toHaveTextContent(
      'The CII outlook needs these questionnaire answers: deadweight, total annual distance.',
    );
    expect(within(cii).getByRole('link', { name: "Open the vessel's questionnaire" })).toHaveAttribute(
      'href',
      '/customers/3/projects/5/vessels/9/questionnaire',
    );
    expect(screen.queryByRole('table', { name: 'CII outlook' })).not.toBeInTheDocument();
    // Without the regulatory impact's years, the FuelEU section says what to fill in.
    expect(screen.getByRole('region', { name: 'FuelEU Maritime' })).toHaveTextContent(
      "The FuelEU Maritime outlook needs the Regulatory Impact's % in EU, start year and number of years.",
    );
    expect(screen.queryByRole('table', { name: 'FuelEU Maritime' })).not.toBeInTheDocument();
    // The charts under the tables.
    const chartName = (name: string) => name.startsWith(`${SAVINGS_TITLE}: `);
    expect(await screen.findByRole('img', { name: chartName }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says why there are no results when the vessel has no consumption', async () => {
    serveApi({
      'GET /api/reports/30/calculated-results': () =>
        jsonResponse(200, { canCalculate: false, reason: 'missingConsumption' }),
    });
    renderSection();

    expect(await screen.findByText(reportMessages.missingConsumption)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows nothing while no technology is included', async () => {
    const calls = serveApi({
      'GET /api/reports/30/calculated-results': () =>
        jsonResponse(200, { canCalculate: false, reason: 'noIncludedTechnologies' }),
    });
    const { container } = renderSection();

    await waitFor(() => expect(calls).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('.mantine-Loader-root')).toBeNull());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(reportMessages.missingConsumption)).not.toBeInTheDocument();
  });
});
