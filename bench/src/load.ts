import autocannon from 'autocannon';
import type { Settings } from './settings.ts';

export interface Target {
  url: string;
  headers: Record<string, string>;
}

export interface Figures {
  /** Mean requests per second over the measured run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  bytesPerSecond: number;
}

/** One request before any load: it must answer 200 with the body `check` accepts, or the run stops. */
export async function firstResponse(target: Target, check: (body: unknown) => string | null): Promise<string> {
  const response = await fetch(target.url, { headers: target.headers });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${target.url} answered ${response.status} before the load: ${text.slice(0, 300)}`);
  }
  const problem = check(JSON.parse(text));
  if (problem) throw new Error(`${target.url}: ${problem}`);
  return text;
}

function cannon(target: Target, connections: number, seconds: number) {
  // One worker thread keeps the load generator off the event loop that serves the requests.
  return autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    workers: 1,
  });
}

/** A short unmeasured warm-up (JIT, pool connections, PostgreSQL caches), then the measured run. */
export async function measure(target: Target, settings: Settings): Promise<Figures> {
  await cannon(target, settings.connections, settings.warmup);
  const result = await cannon(target, settings.connections, settings.duration);
  // `errors` includes the timeouts.
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts under load`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    bytesPerSecond: result.throughput.average,
  };
}
