// Builds the web app when it is missing or older than its sources. Run directly or imported.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestChange(path.join(target, name))), stat.mtimeMs);
}

function webBuildIsStale() {
  if (!existsSync(webIndex)) return true;
  const built = statSync(webIndex).mtimeMs;
  return webSources.some((p) => existsSync(path.join(root, p)) && newestChange(path.join(root, p)) > built);
}

export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
