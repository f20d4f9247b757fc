import { type ChartWidth, type MacPoint, macCurveChartSpec, renderChartSvg } from '@backoffice/charts';

/** The fleet's MAC curve as SVG, each bar named by its label (vega loads with the first chart). */
export async function drawFleetMac(bars: MacPoint[], width: ChartWidth) {
  const chart = macCurveChartSpec(bars, { width, legendTitle: 'Technology · vessel' });
  return chart && { title: chart.title, svg: await renderChartSvg(chart.spec) };
}
