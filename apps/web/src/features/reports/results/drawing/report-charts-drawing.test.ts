import { fixtureResults } from '@backoffice/charts/fixture';
import { describe, expect, it } from 'vitest';
import type { ChartAnswer, ChartRequest } from './messages.ts';
import { workerChartDrawing } from './report-charts-drawing.ts';

/** A stand-in for the browser's Worker: it records what it is asked and answers as it is told. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<ChartAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: ChartRequest[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(request: ChartRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(answer: ChartAnswer) {
    this.onmessage?.({ data: answer } as MessageEvent<ChartAnswer>);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

/** A drawing with no worker started yet. */
function freshDrawing() {
  FakeWorker.started = [];
  return { drawReportCharts: workerChartDrawing(() => new FakeWorker() as unknown as Worker) };
}

const svgChart = (title: string) => ({ key: 'savings' as const, title, svg: '<svg/>' });

describe('drawReportCharts', () => {
  it('asks one worker for each drawing and answers each with the charts of its own id', async () => {
    const { drawReportCharts } = freshDrawing();
    const results = fixtureResults();
    const first = drawReportCharts(results, 'wide');
    const second = drawReportCharts(results, 'narrow');
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker?.requests.map(({ width }) => width)).toEqual(['wide', 'narrow']);
    expect(worker?.requests[0]?.results).toEqual(results);
    const [wide, narrow] = worker?.requests ?? [];
    worker?.answer({ id: narrow?.id ?? 0, charts: [svgChart('narrow')] });
    worker?.answer({ id: wide?.id ?? 0, charts: [svgChart('wide')] });
    await expect(first).resolves.toEqual([svgChart('wide')]);
    await expect(second).resolves.toEqual([svgChart('narrow')]);
  });

  it("rejects with the worker's reason when a drawing fails, and the worker draws the next", async () => {
    const { drawReportCharts } = freshDrawing();
    const failing = drawReportCharts(fixtureResults(), 'wide');
    const [worker] = FakeWorker.started;
    worker?.answer({ id: worker.requests[0]?.id ?? 0, error: 'Unrecognized scale type' });
    await expect(failing).rejects.toThrow('Unrecognized scale type');
    void drawReportCharts(fixtureResults(), 'wide');
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.requests).toHaveLength(2);
  });

  it('rejects every waiting drawing when the worker itself fails, and starts a new worker for the next', async () => {
    const { drawReportCharts } = freshDrawing();
    const waiting = [drawReportCharts(fixtureResults(), 'wide'), drawReportCharts(fixtureResults(), 'narrow')];
    const [broken] = FakeWorker.started;
    broken?.fail('the script could not be loaded');
    for (const drawing of waiting) await expect(drawing).rejects.toThrow('the script could not be loaded');
    expect(broken?.terminated).toBe(true);
    void drawReportCharts(fixtureResults(), 'wide');
    expect(FakeWorker.started).toHaveLength(2);
    expect(FakeWorker.started[1]?.requests).toHaveLength(1);
  });
});
