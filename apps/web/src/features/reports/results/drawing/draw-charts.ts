import { type ChartWidth, type ReportChartKey, renderChartSvg, reportChartSpecs } from '@backoffice/charts';
import type { CalculatedResultsDto } from '@backoffice/contracts';

/** A report chart drawn: its key and title, and the SVG that shows it. */
export interface DrawnChart {
  key: ReportChartKey;
  title: string;
  svg: string;
}

/** Draws the charts of a report's results at a width, in reading order (vega: some 100 ms of work). */
export async function drawCharts(results: CalculatedResultsDto, width: ChartWidth): Promise<DrawnChart[]> {
  const charts = reportChartSpecs(results, { width });
  const svgs = await Promise.all(charts.map((chart) => renderChartSvg(chart.spec)));
  return charts.map((chart, i) => ({ key: chart.key, title: chart.title, svg: svgs[i] ?? '' }));
}
