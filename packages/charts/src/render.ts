import { parse, View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';
import { useFontMetricsWithoutCanvas } from './vega-text-metrics.ts';

/**
 * Draws a chart to an SVG string, in Node (the Word export) and in the browser alike: a headless
 * vega View (renderer 'none'). Expressions are interpreted rather than compiled with `Function`,
 * so it runs under the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval').
 * Text (titles, technology names) is escaped by vega's SVG writer.
 */
export async function renderChartSvg(spec: TopLevelSpec): Promise<string> {
  useFontMetricsWithoutCanvas();
  const runtime = parse(compile(spec).spec, undefined, { ast: true });
  const view = new View(runtime, { renderer: 'none', expr: expressionInterpreter });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
