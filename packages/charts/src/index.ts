import type { CalculatedResultsDto } from '@backoffice/contracts';
import type { ReportChart } from './chart.ts';
import { ciiChart } from './cii-chart.ts';
import { etsChart } from './ets-chart.ts';
import { fuelEuChart } from './fuel-eu-chart.ts';
import { type MacPoint, macChart } from './mac-chart.ts';
import { savingsChart } from './savings-chart.ts';
import { type ChartWidth, chartLayout } from './theme.ts';

export interface ReportChartOptions {
  /** 'wide' (the default: the Word export, wide screens) or 'narrow' (phones). */
  width?: ChartWidth;
}

/**
 * The charts of a report's results, in reading order: savings by technology, the marginal abatement
 * cost curve, the CII rating per year (only with a CII outlook), the EU ETS cost per year (only
 * with an ETS outlook) and the FuelEU Maritime intensity and penalty per year (only with its
 * outlook). A chart whose inputs are absent is left out. Narrow charts have a narrower plot, fewer
 * ticks, technology names in up to three lines and their titles in shorter lines.
 */
export function reportChartSpecs(results: CalculatedResultsDto, options: ReportChartOptions = {}): ReportChart[] {
  const layout = chartLayout(options.width ?? 'wide');
  return [savingsChart, macChart, ciiChart, etsChart, fuelEuChart]
    .map((chart) => chart(results, layout))
    .filter((chart): chart is ReportChart => chart !== null);
}

/** The MAC curve alone, of bars named by their labels (a fleet's: 'technology · vessel'). */
export function macCurveChartSpec(
  macCurve: MacPoint[],
  options: ReportChartOptions & { legendTitle?: string } = {},
): ReportChart | null {
  return macChart({ macCurve }, chartLayout(options.width ?? 'wide'), options.legendTitle);
}

export type { ReportChart, ReportChartKey } from './chart.ts';
export { CII_TITLE } from './cii-chart.ts';
export { ETS_TITLE } from './ets-chart.ts';
export { FUEL_EU_TITLE, FUEL_EU_UNITS } from './fuel-eu-chart.ts';
export { MAC_TITLE, type MacPoint } from './mac-chart.ts';
export { renderChartSvg } from './render.ts';
export { PACKAGE_ROW, SAVINGS_TITLE } from './savings-chart.ts';
export { type ChartWidth, NARROW_BELOW } from './theme.ts';
