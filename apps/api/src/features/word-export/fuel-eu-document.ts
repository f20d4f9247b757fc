import { type CalculatedResultsDto, formatNumber as n } from '@backoffice/contracts';
import type { ReportTemplateData } from '../report-templates/index.ts';

/** The FuelEU Maritime tags and loops of the results: the totals, the wind reward, the years and the notes. */
export function fuelEuData(outlook: CalculatedResultsDto['fuelEuOutlook'] | undefined) {
  const fuelEu = outlook ?? null;
  return {
    'Has FuelEU outlook': fuelEu !== null,
    'FuelEU penalty before (EUR)': n(fuelEu?.totalPenaltyBefore),
    'FuelEU penalty after (EUR)': n(fuelEu?.totalPenaltyAfter),
    'FuelEU penalty avoided (EUR)': n(fuelEu && fuelEu.totalPenaltyBefore - fuelEu.totalPenaltyAfter),
    'Has FuelEU wind reward': fuelEu !== null && fuelEu.windRewardFactor < 1,
    'FuelEU wind reward factor': n(fuelEu?.windRewardFactor),
    'Has FuelEU notes': (fuelEu?.notes.length ?? 0) > 0,
    'FuelEU outlook': (fuelEu?.years ?? []).map((year) => ({
      Year: String(year.year),
      'Target (gCO2e/MJ)': n(year.targetIntensity),
      'Intensity before (gCO2e/MJ)': n(year.intensityBefore),
      'Intensity after (gCO2e/MJ)': n(year.intensityAfter),
      'Compliance balance before (t CO2e)': n(year.complianceBalanceBefore),
      'Compliance balance after (t CO2e)': n(year.complianceBalanceAfter),
      'Penalty before (EUR)': n(year.penaltyBefore),
      'Penalty after (EUR)': n(year.penaltyAfter),
    })),
    'FuelEU notes': (fuelEu?.notes ?? []).map((note) => ({ Note: note })),
  } satisfies Partial<ReportTemplateData>;
}
