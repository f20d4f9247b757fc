// `npm test`: unit and API tests (vitest: engine, web, API on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL), then the browser journeys when a Chromium is available.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const unit = run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = `e2e skipped: no Chromium at ${chromium}. Install it (apt-get install chromium) or set CHROMIUM_PATH to run the browser tests.`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${line} REQUIRE_E2E=1, so this is a failure.`);
    process.exit(1);
  }
  console.log(line);
  process.exit(0);
}
process.exit(run('npm', ['run', 'e2e', '--silent']));
