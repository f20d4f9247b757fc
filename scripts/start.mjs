// `npm start`: build the web app and the API when missing or stale, then run the built API, which serves the web app.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureApiBuild } from './api-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureApiBuild();
const api = path.resolve(import.meta.dirname, '../apps/api');
const result = spawnSync(process.execPath, ['--enable-source-maps', 'dist/main.js'], { cwd: api, stdio: 'inherit' });
process.exit(result.status ?? 1);
