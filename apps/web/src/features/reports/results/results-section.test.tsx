import { SAVINGS_TITLE } from '@backoffice/charts';
import { type CalculatedResultsDto, njordScoreMeaning, reportMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, serveApi } from '../../../../test/api.ts';
import { report } from '../technologies/test-data.ts';
import { renderPart, signedInWithToasts } from '../technologies/test-render.tsx';
import { ResultsSection } from './results-section.tsx';

signedInWithToasts();

/** The section inside a router: the CII hint links to the vessel's questionnaire. */
const renderSection = () =>
  renderPart(
    <MemoryRouter>
      <ResultsSection report={report} />
    </MemoryRouter>,
  );

const air = { id: 7, name: 'Air Lubrication' };
const polishing = { id: 8, name: 'Propeller Polishing' };
const mainEngine = { id: 1, name: 'Main Engine' };
const auxEngine = { id: 2, name: 'Auxiliary Engine' };
const hfo = { id: 1, name: 'HFO' };
const mgo = { id: 2, name: 'MGO' };
const hull = { id: 2, name: 'Hull' };
const propulsion = { id: 1, name: 'Propulsion' };
const range = (fuel: number, co2: number, pct: number) => ({
  totalFuelSavings: fuel,
  totalCo2ReductionInMt: co2,
  totalCo2ReductionInPct: pct,
});

const results: CalculatedResultsDto = {
  canCalculate: true,
  baseline: { fuelInMt: 1200, co2InMt: 3755.2 },
  calcNjordScore: 18,
  calcTechnologiesSavings: {
    technologiesSavings: [
      {
        technology: air,
        consumptionCategory: mainEngine,
        consumptionType: hfo,
        savingsCategory: hull,
        fuelSavingsInMt: 50,
        co2ReductionInMt: 155.7,
        co2ReductionInPct: 4.146141,
      },
      {
        technology: polishing,
        consumptionCategory: auxEngine,
        consumptionType: mgo,
        savingsCategory: propulsion,
        fuelSavingsInMt: 6.0049,
        co2ReductionInMt: 19.236,
        co2ReductionInPct: 0.512,
      },
    ],
    totalFuelSavings: 56.0049,
    totalCo2ReductionInMt: 174.936,
    totalCo2ReductionInPct: 4.658141,
  },
  technologyTotals: [
    {
      technology: air,
      savingsCategory: hull,
      fuelSavingsInMt: 50,
      co2ReductionInMt: 155.7,
      co2ReductionInPct: 4.146141,
      yearlyFuelCostSaving: 27500,
    },
    {
      technology: polishing,
      savingsCategory: propulsion,
      fuelSavingsInMt: 6.0049,
      co2ReductionInMt: 19.236,
      co2ReductionInPct: 0.512,
      yearlyFuelCostSaving: 4803.92,
    },
  ],
  calcFinances: {
    finances: [
      {
        technology: air,
        totalInvestment: 120000,
        pbtInYears: 4.666666,
        costPerYear: 1000,
        yearlyFuelCostSaving: 27500,
        carbon: null,
      },
      {
        technology: polishing,
        totalInvestment: 5000,
        pbtInYears: null,
        costPerYear: 6000,
        yearlyFuelCostSaving: 4803.92,
        carbon: null,
      },
    ],
    totalInvestment: 125000,
    pbtInYears: 5.0339,
    yearlyCost: 7000,
    totalYearlyFuelCostSaving: 32303.92,
    carbon: null,
  },
  calcConsumptionSavings: {
    consumptionTypes: [hfo, mgo],
    consumptionCategoriesSavings: [
      {
        consumptionCategory: mainEngine,
        savings: [{ consumptionType: hfo, savingsInMt: 50 }],
        totalSavingsInMt: 50,
      },
      {
        consumptionCategory: auxEngine,
        savings: [{ consumptionType: mgo, savingsInMt: 6.0049 }],
        totalSavingsInMt: 6.0049,
      },
    ],
    consumptionTypesTotals: [
      { consumptionType: hfo, totalSavingsInMt: 50 },
      { consumptionType: mgo, totalSavingsInMt: 6.0049 },
    ],
    totalSavingsInMt: 56.0049,
  },
  calcSavingsCategorySavings: {
    savingsCategoriesSavings: [
      { savingsCategory: hull, totalSavingsInMt: 50, totalSavingsInPct: 4.16666, totalCo2ReductionInMt: 155.7 },
      {
        savingsCategory: propulsion,
        totalSavingsInMt: 6.0049,
        totalSavingsInPct: 0.5004,
        totalCo2ReductionInMt: 19.236,
      },
    ],
  },
  etsOutlook: null,
  fuelEuOutlook: null,
  ciiOutlook: null,
  ciiMissing: ['deadweight', 'totalAnnualDistance'],
  savingsRange: { low: range(40.1, 125.3, 3.3367), high: range(71.987, 224.58, 5.98) },
  macCurve: [],
};

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
/** A row's texts: its name is the row's header, then its cells. */
const cells = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

describe('results section', { timeout: 20_000 }, () => {
  it('shows the score and every table with 2 decimals, – for a payback that never comes, and the range', async () => {
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
      'Payback (years)',
      'Yearly cost (USD per year)',
    ]);
    expect(cells(rowOf(finances, 'Air Lubrication'))).toEqual(['Air Lubrication', '120,000.00', '4.67', '1,000.00']);
    expect(cells(rowOf(finances, 'Propeller Polishing'))).toEqual(['Propeller Polishing', '5,000.00', '–', '6,000.00']);
    expect(cells(rowOf(finances, 'Total'))).toEqual(['Total', '125,000.00', '5.03', '7,000.00']);

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

  it('shows the EU ETS and CII outlook when the results carry them', async () => {
    const carbonOf = (id: number) =>
      id === air.id
        ? { avoidedCarbonCostPerYear: 6000, pbtInYears: 3.9, npv: 12345.678 }
        : { avoidedCarbonCostPerYear: 997.44, pbtInYears: null, npv: -4000 };
    const withOutlook: CalculatedResultsDto = {
      ...results,
      calcFinances: {
        ...results.calcFinances,
        finances: results.calcFinances.finances.map((row) => ({ ...row, carbon: carbonOf(row.technology.id) })),
        carbon: { avoidedCarbonCostPerYear: 6997.44, pbtInYears: 3.7, npv: 8345.68 },
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
      screen.getByText(/50.00 % in EU scope at 80.00 EUR per t CO2; counted in the finances at 1.10 USD per EUR/),
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
      'Payback (years)',
      'Yearly cost (USD per year)',
      'Avoided carbon cost (USD per year)',
      'Payback with carbon cost (years)',
      'NPV (USD)',
    ]);
    expect(cells(rowOf(finances, 'Air Lubrication'))).toEqual([
      'Air Lubrication',
      '120,000.00',
      '4.67',
      '1,000.00',
      '6,000.00',
      '3.90',
      '12,345.68',
    ]);
    expect(screen.getByTestId('carbon money')).toHaveTextContent(
      'The avoided EU ETS cost (80.00 EUR per t CO2) is counted in USD at 1.10 USD per EUR; NPV over 1 years at 8.00 %.',
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
