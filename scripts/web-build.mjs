// Builds the web app when it is missing or older than its sources. Run directly or imported.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './stale-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

export function ensureWebBuild() {
  if (!buildIsStale(root, webIndex, webSources)) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@backoffice/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
