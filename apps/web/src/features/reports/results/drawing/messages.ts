import type { ChartWidth } from '@backoffice/charts';
import type { CalculatedResultsDto } from '@backoffice/contracts';
import type { DrawnChart } from './draw-charts.ts';

/** What the page asks the chart worker: the charts of these results at this width. */
export interface ChartRequest {
  id: number;
  results: CalculatedResultsDto;
  width: ChartWidth;
}

/** The worker's answer to the request of the same id: the charts, or why they could not be drawn. */
export type ChartAnswer = { id: number; charts: DrawnChart[] } | { id: number; error: string };
