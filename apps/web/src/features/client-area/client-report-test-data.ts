import { AIR, FINS, fixtureResults } from '@backoffice/charts/fixture';
import type { ClientReport } from '@backoffice/contracts';

export const reportPath = '/client/report/link-abc';

/** A shared report of two technologies, one with a maker, with its results and outlooks. */
export function makeClientReport(overrides: Partial<ClientReport> = {}): ClientReport {
  const results = fixtureResults();
  return {
    company: {
      name: 'Njord Consulting',
      logo: { id: 4, name: 'logo.png', mimeType: 'image/png', fileUrl: '/api/storage/4?sig=x' },
      brandColour: '#1F4E79',
      website: 'njord.example',
      timeZone: 'Europe/Oslo',
    },
    name: 'Screening 2026',
    type: 0,
    date: '2026-03-02T23:30:00.000Z',
    vessel: { name: 'MV Nordic Star', vesselType: 'Bulk Carrier' },
    contact: { fullName: 'Ada Lovelace', email: 'ada@njord.example' },
    technologies: [
      {
        id: 1,
        name: AIR.name,
        savingsCategory: 'Hydrodynamics',
        calcSavings: 5,
        fixedSavingsInMt: null,
        fuelSavingsInMt: 50,
        totalInvestment: 100_000,
        pbtInYears: 3.2,
        maker: 'Silverstream',
      },
      {
        id: 2,
        name: FINS.name,
        savingsCategory: 'Hydrodynamics',
        calcSavings: null,
        fixedSavingsInMt: 76,
        fuelSavingsInMt: 76,
        totalInvestment: 80_000,
        pbtInYears: null,
        maker: null,
      },
    ],
    results: {
      ...results,
      calcFinances: {
        ...results.calcFinances,
        finances: [
          {
            technology: AIR,
            totalInvestment: 100_000,
            pbtInYears: 3.2,
            costPerYear: 1_000,
            yearlyFuelCostSaving: 30_000,
            carbon: null,
          },
          {
            technology: FINS,
            totalInvestment: 80_000,
            pbtInYears: null,
            costPerYear: 4_000,
            yearlyFuelCostSaving: 45_600,
            carbon: null,
          },
        ],
      },
    },
    ...overrides,
  };
}
