import { type FleetFigures, type FleetResponse, type FleetVessel, fleetResponse } from '@backoffice/contracts';

const noFigures: FleetFigures = {
  baselineFuelInMt: null,
  baselineCo2InMt: null,
  fuelSavingsInMt: null,
  co2ReductionInMt: null,
  co2ReductionInPct: null,
  totalInvestment: null,
  yearlyFuelCostSaving: null,
  pbtInYears: null,
  etsCostBefore: null,
  etsCostAfter: null,
  fuelEuPenaltyBefore: null,
  fuelEuPenaltyAfter: null,
};

function vessel(id: number, name: string, rest: Partial<FleetVessel>): FleetVessel {
  return {
    ...noFigures,
    vessel: { id, name },
    project: { id: 5, name: 'Dry bulk' },
    report: { id: id * 10, name: `${name} screening`, type: 0, status: 8 },
    njordScore: null,
    ciiRatingBefore: null,
    ciiRatingAfter: null,
    missing: [],
    ...rest,
  };
}

/** Three vessels with reports (one a Draft that never pays back) and one without. */
export const fleet: FleetResponse = fleetResponse.parse({
  year: 2026,
  vessels: [
    vessel(1, 'Nordic Star', {
      baselineFuelInMt: 7000,
      co2ReductionInMt: 1500,
      co2ReductionInPct: 6.8,
      totalInvestment: 900_000,
      yearlyFuelCostSaving: 150_000,
      pbtInYears: 6,
      njordScore: 42,
      ciiRatingBefore: 'D',
      ciiRatingAfter: 'C',
      etsCostBefore: 400_000,
      etsCostAfter: 370_000,
      fuelEuPenaltyBefore: 120_000,
      fuelEuPenaltyAfter: 60_000,
    }),
    vessel(2, 'Polar Wind', {
      report: { id: 20, name: 'Polar Wind design', type: 1, status: 11 },
      baselineFuelInMt: 5000,
      co2ReductionInMt: 2000,
      co2ReductionInPct: 12.5,
      totalInvestment: 500_000,
      yearlyFuelCostSaving: 200_000,
      pbtInYears: 2.5,
      njordScore: 71,
      ciiRatingBefore: 'C',
      ciiRatingAfter: 'B',
    }),
    vessel(3, 'Grey Gull', {
      report: { id: 30, name: 'Grey Gull screening', type: 0, status: 6 },
      baselineFuelInMt: 3000,
      // Its operation costs more than it saves.
      totalInvestment: 200_000,
      missing: ['no deadweight for CII'],
    }),
    vessel(4, 'Sea Breeze', { report: null, missing: ['no report'] }),
  ],
  totals: {
    ...noFigures,
    baselineFuelInMt: 15_000,
    co2ReductionInMt: 3500,
    co2ReductionInPct: 7.5,
    totalInvestment: 1_400_000,
    yearlyFuelCostSaving: 350_000,
    pbtInYears: 4,
    fuelEuPenaltyBefore: 120_000,
    fuelEuPenaltyAfter: 60_000,
  },
  pool: {
    year: 2026,
    complianceBalanceBefore: -50.5,
    complianceBalanceAfter: 12.25,
    penaltyBefore: 115_000,
    penaltyAfter: 0,
  },
  macCurve: [
    {
      technology: { id: 7, name: 'Rotor sail' },
      vessel: { id: 1, name: 'Nordic Star' },
      costPerTonneCo2: -20,
      co2ReductionInMt: 1500,
      cumulativeCo2StartInMt: 0,
    },
  ],
});
