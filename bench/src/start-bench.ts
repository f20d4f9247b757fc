import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How long the built server takes to answer `GET /api/health`, from the process's start: first on a new
 * embedded database (migrations, seeds and demo data), then restarted on it `BENCH_START_RUNS` times (3).
 * `npm run bench:start -w @backoffice/bench`. It builds what is stale first, as `npm start` does. Each start
 * runs with LOG_LEVEL=debug, and the phases the server logs (loading modules, opening the database,
 * checking migrations and seeds…) are printed beside the time. `BENCH_START_NODES` (paths to `node`,
 * comma-separated) measures other Node versions too; the machine's Node is always measured.
 * `BENCH_START_FROM_SOURCES=1` also measures the sources started through tsx, as `npm start` ran them
 * before the build, on the same machine at the same time.
 */

const root = path.resolve(import.meta.dirname, '../..');
const api = path.join(root, 'apps/api');
const runs = Number(process.env.BENCH_START_RUNS ?? 3);
const port = Number(process.env.BENCH_START_PORT ?? 3710);
const nodes = [process.execPath, ...(process.env.BENCH_START_NODES?.split(',').filter(Boolean) ?? [])];
const builtServer = ['--enable-source-maps', 'dist/main.js'];
/** How `npm start` ran the API before it was built: tsx compiling the sources at each start. */
const fromSources = ['--import', 'tsx', 'src/main.ts'];

interface Start {
  ms: number;
  phases: Record<string, number>;
}

async function healthy(server: ChildProcess) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function startOnce(node: string, args: string[], dataDir: string): Promise<Start> {
  const began = performance.now();
  const server = spawn(node, args, {
    cwd: api,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  // The server logs its phases just after it starts listening, so possibly after it first answers.
  const phases = new Promise<Record<string, number>>((resolve) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.includes('"start phases (ms)"'));
      if (line) resolve((JSON.parse(line) as { phases: Record<string, number> }).phases);
    });
  });
  try {
    await healthy(server);
    const ms = Math.round(performance.now() - began);
    return { ms, phases: await phases };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

function describe(start: Start) {
  const phases = Object.entries(start.phases).map(([name, ms]) => `${name} ${ms}`);
  return `${start.ms} ms (${phases.join(', ')})`;
}

execFileSync(process.execPath, ['scripts/web-build.mjs'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/api-build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
const loadAverage = os.loadavg().map((n) => n.toFixed(1));
console.log(`load average before: ${loadAverage.join(' ')}`);
async function measure(title: string, node: string, args: string[]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  try {
    console.log(`\n${title}`);
    console.log(`  first start (new database): ${describe(await startOnce(node, args, dataDir))}`);
    const restarts: Start[] = [];
    for (let i = 0; i < runs; i += 1) restarts.push(await startOnce(node, args, dataDir));
    for (const restart of restarts) console.log(`  restart: ${describe(restart)}`);
    console.log(`  restart, best of ${runs}: ${Math.min(...restarts.map((restart) => restart.ms))} ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const node of nodes) {
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  await measure(`Node ${version}, the built server`, node, builtServer);
  if (process.env.BENCH_START_FROM_SOURCES === '1')
    await measure(`Node ${version}, the sources through tsx`, node, fromSources);
}
