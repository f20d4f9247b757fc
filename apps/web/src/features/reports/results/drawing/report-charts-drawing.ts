import type { ChartWidth } from '@backoffice/charts';
import type { CalculatedResultsDto } from '@backoffice/contracts';
import type { DrawnChart } from './draw-charts.ts';
import type { ChartAnswer, ChartRequest } from './messages.ts';

type Pending = { resolve: (charts: DrawnChart[]) => void; reject: (error: Error) => void };
type DrawCharts = (results: CalculatedResultsDto, width: ChartWidth) => Promise<DrawnChart[]>;

/**
 * Draws charts in workers that `startWorker` starts: one at a time, started on first use and kept;
 * a worker that fails (its script not loaded, an uncaught error) fails what it was drawing and is
 * replaced by the next drawing.
 */
export function workerChartDrawing(startWorker: () => Worker): DrawCharts {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function started(): Worker {
    if (worker) return worker;
    const current = startWorker();
    current.onmessage = ({ data }: MessageEvent<ChartAnswer>) => {
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (!request) return;
      if ('charts' in data) request.resolve(data.charts);
      else request.reject(new Error(data.error));
    };
    current.onerror = (event) => {
      event.preventDefault();
      if (worker === current) worker = null;
      current.terminate();
      const error = new Error(event.message || 'The chart worker stopped');
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    };
    worker = current;
    return current;
  }

  return (results, width) => {
    const id = nextId++;
    const request: ChartRequest = { id, results, width };
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      started().postMessage(request);
    });
  };
}

const inWorker =
  typeof Worker === 'undefined'
    ? null
    : workerChartDrawing(
        () => new Worker(new URL('./chart-worker.ts', import.meta.url), { type: 'module', name: 'charts' }),
      );

/**
 * Draws a report's charts in a worker: vega's parsing and layout (a tenth of a second or more) would
 * otherwise hold the page's main thread while it opens, and make it answer late to the first click.
 * Where there are no workers (jsdom in tests) the charts are drawn here, their code loaded then.
 */
export const drawReportCharts: DrawCharts = (results, width) =>
  inWorker ? inWorker(results, width) : import('./draw-charts.ts').then((m) => m.drawCharts(results, width));
