import type { CalculatedResultsDto } from '@backoffice/contracts';
import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderPart } from '../../../../test/render-part.tsx';
import { report } from '../technologies/test-data.ts';
import { ResultsSection } from './results-section.tsx';

export const air = { id: 7, name: 'Air Lubrication' };
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

/** The results of a report with two technologies on two categories, as the API answers them. */
export const results: CalculatedResultsDto = {
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

export const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;
export const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
/** A row's texts: its name is the row's header, then its cells. */
export const cells = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

/** The section inside a router: the CII hint links to the vessel's questionnaire. */
export const renderSection = () =>
  renderPart(
    <MemoryRouter>
      <ResultsSection report={report} />
    </MemoryRouter>,
  );
