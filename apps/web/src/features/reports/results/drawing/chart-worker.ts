import { drawCharts } from './draw-charts.ts';
import type { ChartAnswer, ChartRequest } from './messages.ts';

// The worker's global scope, typed by what it uses here (the app's types are the window's).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ChartRequest>) => void) | null;
  postMessage(answer: ChartAnswer): void;
};

scope.onmessage = ({ data: { id, results, width } }) => {
  drawCharts(results, width).then(
    (charts) => scope.postMessage({ id, charts }),
    (err: unknown) => scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
  );
};
