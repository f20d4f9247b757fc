// `npm start`: build the web app when it is missing or stale, then run the API, which serves it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync('npm', ['run', 'start', '--silent', '-w', '@backoffice/api'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
