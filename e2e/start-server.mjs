// The app as a newcomer runs it (the built server serving the built web app, embedded database), on a
// fresh data folder each run, with a known first Super Admin, and the company's identity provider
// started first (oidc-provider.mjs, on the app's port plus 50), so its button shows.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startOidcProvider } from './oidc-provider.mjs';

const root = path.resolve(import.meta.dirname, '..');
// A port of its own gets a data folder of its own, so two runs on one machine do not share a database.
const port = process.env.PORT ?? '3100';
const dataDir = path.join(import.meta.dirname, port === '3100' ? '.data' : `.data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const identityProvider = await startOidcProvider(
  Number(port) + 50,
  process.env.PUBLIC_URL ?? `http://localhost:${port}`,
);

// The built server (npm run e2e builds it first when stale), as `npm start` runs it.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: path.join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, ...identityProvider.env },
});
const stop = () => {
  identityProvider.server.close();
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
