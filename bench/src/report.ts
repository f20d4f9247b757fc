import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Figures } from './load.ts';

export interface EndpointResult {
  /** Stable key for comparisons between runs. */
  key: string;
  endpoint: string;
  app: Figures;
  baseline: Figures;
  /** app req/s ÷ baseline req/s: the share of the bare throughput the app keeps. */
  ratio: number;
}

export interface Report {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    postgres: string;
    /** CPU use just before the load, while the bench idles: other work on the machine skews the figures. */
    cpuBusyBeforePercent: number;
  };
  settings: {
    durationSeconds: number;
    warmupSeconds: number;
    connections: number;
    poolSize: number;
    users: number;
    activeUsers: number;
    departments: number;
    search: string;
    searchMatches: number;
    customers?: number;
    projects?: number;
    vessels?: number;
    technologies?: number;
    suppliers?: number;
    makers?: number;
    reportTechnologies?: number;
    reportConsumptionRows?: number;
  };
  endpoints: EndpointResult[];
  /** calculateReportResults alone on the bench report's inputs, mean per call. */
  engine?: { calls: number; microsecondsPerCall: number };
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

function pad(cells: string[], widths: number[]) {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

export function formatTable(endpoints: EndpointResult[]): string {
  const header = ['endpoint', 'app req/s', 'app p50/p99 ms', 'baseline req/s', 'baseline p50/p99 ms', 'app/baseline'];
  const rows = endpoints.map((e) => [
    e.endpoint,
    round(e.app.requestsPerSecond).toFixed(1),
    `${e.app.p50Ms} / ${e.app.p99Ms}`,
    round(e.baseline.requestsPerSecond).toFixed(1),
    `${e.baseline.p50Ms} / ${e.baseline.p99Ms}`,
    e.ratio.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [pad(header, widths), rule, ...rows.map((r) => pad(r, widths))].join('\n');
}

/** bench/results/<ISO date>.json (colons become dashes so the name is valid everywhere). */
export function writeResults(benchDir: string, report: Report): string {
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

function change(now: number, before: number) {
  if (before === 0) return 'n/a';
  const pct = ((now - before) / before) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

/** Lines comparing this run with the checked-in reference figures, or null when there are none. */
export function compareWithReference(referenceFile: string, report: Report): string[] | null {
  if (!existsSync(referenceFile)) return null;
  const reference = JSON.parse(readFileSync(referenceFile, 'utf8')) as Report;
  const lines = [
    `Compared with ${path.basename(referenceFile)} (${reference.date}, ${reference.machine.cpus} CPUs, ` +
      `${reference.settings.connections} connections, ${reference.settings.durationSeconds} s):`,
  ];
  for (const now of report.endpoints) {
    const before = reference.endpoints.find((e) => e.key === now.key);
    if (!before) {
      lines.push(`  ${now.endpoint}: no reference figures`);
      continue;
    }
    lines.push(
      `  ${now.endpoint}: app req/s ${change(now.app.requestsPerSecond, before.app.requestsPerSecond)}, ` +
        `app p99 ${change(now.app.p99Ms, before.app.p99Ms)}, ` +
        `baseline req/s ${change(now.baseline.requestsPerSecond, before.baseline.requestsPerSecond)}, ` +
        `ratio ${now.ratio.toFixed(2)} (was ${before.ratio.toFixed(2)})`,
    );
  }
  if (reference.settings.search !== report.settings.search || reference.settings.users !== report.settings.users) {
    lines.push('  (the reference was seeded or searched differently; the figures are not directly comparable)');
  }
  return lines;
}
