// `npm test`: unit and API tests (vitest: engine, web, API on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL: an unreachable one is a failure), then the browser journeys when a Chromium is available.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

// PostgreSQL only when asked for: the suite drops and creates `backoffice_test_*` databases on that
// server, so it never helps itself to whatever PostgreSQL happens to run on the machine.
const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    console.error(
      `TEST_DATABASE_URL is set, but no PostgreSQL answers there (${err.message || err.code || err}). Start it, or unset TEST_DATABASE_URL to run on PGlite only.`,
    );
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
} else {
  console.log(
    'PostgreSQL tests skipped: TEST_DATABASE_URL is not set. Run them with e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test',
  );
}

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
