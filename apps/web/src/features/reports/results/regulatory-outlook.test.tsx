import type { CalculatedResultsDto } from '@backoffice/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, serveApi } from '../../../../test/api.ts';
import { signedInWithToasts } from '../../../../test/render-part.tsx';
import { air, cells, headersOf, renderSection, results, rowOf } from './results-test-data.tsx';

signedInWithToasts();

describe('regulatory outlook in the results section', { timeout: 20_000 }, () => {
  it('shows the EU ETS and CII outlook when the results carry them', async () => {
    const carbonOf = (id: number) =>
      id === air.id
        ? { avoidedCarbonCostPerYear: 6000, pbtInYears: 3.9, npv: 12345.678, npvYears: 1 }
        : { avoidedCarbonCostPerYear: 997.44, pbtInYears: null, npv: -4000, npvYears: 20 };
    const withOutlook: CalculatedResultsDto = {
      ...results,
      calcFinances: {
        ...results.calcFinances,
        finances: results.calcFinances.finances.map((row) => ({ ...row, carbon: carbonOf(row.technology.id) })),
        carbon: { avoidedCarbonCostPerYear: 6997.44, pbtInYears: 3.7, npv: 8345.68, npvYears: null },
      },
      etsOutlook: {
        pctInEu: 50,
        carbonRate: 80,
        startYear: 2026,
        numberOfYears: 1,
        discountRatePct: 8,
        usdPerEur: 1.1,
        years: [{ year: 2026, phaseInPct: 100, costBefore: 150208, costAfter: 143210.56, avoidedCost: 6997.44 }],
        totalCostBefore: 150208,
        totalCostAfter: 143210.56,
        totalAvoidedCost: 6997.44,
      },
      ciiOutlook: {
        shipType: 'bulkCarrier',
        capacity: 60000,
        capacityUnit: 'DWT',
        attainedCiiBefore: 4.123,
        attainedCiiAfter: 3.9321,
        years: [
          {
            year: 2026,
            reductionFactorPct: 11,
            requiredCii: 4.01,
            boundaries: { superior: 3.4, lower: 3.8, upper: 4.2, inferior: 4.7 },
            ratingBefore: 'C',
            ratingAfter: 'B',
          },
        ],
      },
      ciiMissing: [],
    };
    serveApi({ 'GET /api/reports/30/calculated-results': () => jsonResponse(200, withOutlook) });
    renderSection();

    const ets = await screen.findByRole('table', { name: 'EU ETS outlook' });
    expect(headersOf(ets)).toEqual([
      'Year',
      'Phase-in (%)',
      'Cost before (EUR)',
      'Cost after (EUR)',
      'Avoided cost (EUR)',
    ]);
    expect(cells(rowOf(ets, '2026'))).toEqual(['2026', '100.00', '150,208.00', '143,210.56', '6,997.44']);
    expect(
      screen.getByText(
        /50.00 % of the CO2 in EU ETS scope at 80.00 EUR per t CO2; counted in the finances at 1.10 USD per EUR/,
      ),
    ).toBeInTheDocument();
    const cii = screen.getByRole('table', { name: 'CII outlook' });
    expect(cells(rowOf(cii, '2026'))).toEqual(['2026', '11.00', '4.01', 'C', 'B']);
    // The ship type by its name, not the engine's code.
    expect(screen.getByText(/^Bulk carrier, 60,000.00 DWT: attained CII 4.12 before, 3.93 after/)).toBeInTheDocument();
    expect(screen.queryByText(/bulkCarrier/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'CII outlook' })).not.toBeInTheDocument();

    // With the regulatory impact the finances count the avoided carbon cost, in USD.
    const finances = screen.getByRole('table', { name: 'Finances' });
    expect(headersOf(finances)).toEqual([
      'Technology',
      'Total investment (USD)',
      'Yearly fuel cost saving (USD per year)',
      'Payback (years)',
      'Yearly cost (USD per year)',
      'Avoided carbon cost (USD per year)',
      'Payback with carbon cost (years)',
      'NPV horizon (years)',
      'NPV (USD)',
    ]);
    expect(cells(rowOf(finances, 'Air Lubrication'))).toEqual([
      'Air Lubrication',
      '120,000.00',
      '27,500.00',
      '4.67',
      '1,000.00',
      '6,000.00',
      '3.90',
      '1',
      '12,345.68',
    ]);
    // A negative NPV is red and says so to a screen reader; a service life of its own shows as its horizon.
    const polishing = cells(rowOf(finances, 'Propeller Polishing'));
    expect(polishing.slice(5)).toEqual(['997.44', 'Does not pay back', '20', '-4,000.00 (negative)']);
    expect(within(rowOf(finances, 'Propeller Polishing')).getByText('-4,000.00')).toHaveStyle({ fontWeight: '600' });
    // The totals' NPV sums rows of different horizons: no single number of years.
    expect(cells(rowOf(finances, 'Total')).slice(7)).toEqual(['', '8,345.68']);
    expect(screen.getByTestId('carbon money')).toHaveTextContent(
      "The avoided EU ETS cost (80.00 EUR per t CO2) is counted in USD at 1.10 USD per EUR; NPV at 8.00 % over each technology's service life, else the outlook's 1 years.",
    );
  });

  it('shows FuelEU Maritime per year with the total penalties, the wind reward factor below 1 and the notes', async () => {
    const year = (y: number, before: number, after: number) => ({
      year: y,
      targetIntensity: 89.3368,
      intensityBefore: 91.74389,
      intensityAfter: 88.99157,
      complianceBalanceBefore: -48.7456,
      complianceBalanceAfter: 6.1,
      penaltyBefore: before,
      penaltyAfter: after,
      energyInScopeBefore: 20_250_000,
      energyInScopeAfter: 17_698_500,
    });
    const fuelEuOutlook: CalculatedResultsDto['fuelEuOutlook'] = {
      years: [year(2025, 31_102.5, 0), year(2026, 34_212.75, 0)],
      totalPenaltyBefore: 65_315.25,
      totalPenaltyAfter: 0,
      windRewardFactor: 0.97,
      notes: ['Consumption type Methanol is not a fuel FuelEU Maritime knows, so it is left out'],
    };
    serveApi({ 'GET /api/reports/30/calculated-results': () => jsonResponse(200, { ...results, fuelEuOutlook }) });
    renderSection();

    const fuelEu = await screen.findByRole('table', { name: 'FuelEU Maritime' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'FuelEU Maritime' })).toBeInTheDocument();
    expect(headersOf(fuelEu)).toEqual([
      'Year',
      'Target (gCO2e/MJ)',
      'Intensity before (gCO2e/MJ)',
      'Intensity after (gCO2e/MJ)',
      'Compliance balance before (t CO2e)',
      'Compliance balance after (t CO2e)',
      'Penalty before (EUR)',
      'Penalty after (EUR)',
    ]);
    expect(cells(rowOf(fuelEu, '2026'))).toEqual([
      '2026',
      '89.34',
      '91.74',
      '88.99',
      '-48.75',
      '6.10',
      '34,212.75',
      '0.00',
    ]);
    expect(cells(rowOf(fuelEu, 'Total'))).toEqual(['Total', '', '', '', '', '', '65,315.25', '0.00']);
    expect(screen.getByTestId('wind reward')).toHaveTextContent('Wind reward factor 0.97');
    const notes = screen.getByRole('list', { name: 'FuelEU Maritime notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Consumption type Methanol is not a fuel FuelEU Maritime knows, so it is left out']);
    expect(screen.queryByRole('region', { name: 'FuelEU Maritime' })).not.toBeInTheDocument();
  });

  it('leaves out the wind reward factor when it is 1, and the notes when there are none', async () => {
    const fuelEuOutlook = {
      years: [],
      totalPenaltyBefore: 0,
      totalPenaltyAfter: 0,
      windRewardFactor: 1,
      notes: [],
    };
    serveApi({ 'GET /api/reports/30/calculated-results': () => jsonResponse(200, { ...results, fuelEuOutlook }) });
    renderSection();

    await screen.findByRole('table', { name: 'FuelEU Maritime' }, { timeout: 15_000 });
    expect(screen.queryByTestId('wind reward')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'FuelEU Maritime notes' })).not.toBeInTheDocument();
  });
});
