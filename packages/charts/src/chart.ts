import type { TopLevelSpec } from 'vega-lite';

export type ReportChartKey = 'savings' | 'mac' | 'cii' | 'ets' | 'fuelEu';

/** One chart of a report: the same definition draws it on screen and in the Word export. */
export interface ReportChart {
  key: ReportChartKey;
  /** The chart's title, also drawn inside the chart. */
  title: string;
  spec: TopLevelSpec;
}
