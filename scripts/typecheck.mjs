// `npm run typecheck`: every package's TypeScript checked by TypeScript 7, the native compiler
// (`typescript-native`, about three times faster here than 5.9 and multi-threaded). TypeScript 5.9
// stays installed as `typescript` for dependency-cruiser, which parses with it (it supports < 7).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const projects = ['packages/contracts', 'packages/engine', 'packages/charts', 'apps/api', 'apps/web', 'e2e', 'bench'];
const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

let failed = 0;
for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
