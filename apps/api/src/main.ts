import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataFolderInUseError } from './db/data-folder-lock.ts';
import { keepEmbeddedStatisticsFresh } from './db/embedded-statistics.ts';
import { createFirstSuperAdmin } from './db/seed/bootstrap.ts';
import { seedCatalogue } from './db/seed/catalogue.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import { seedDemoData } from './features/demo-data/index.ts';
import { createFileAccess } from './features/files/index.ts';
import { seedCatalogueIcons } from './features/technologies/index.ts';
import { seedCatalogueMakers } from './features/technology-links/index.ts';
import { measureStart } from './start-phases.ts';

const start = measureStart();

const config = loadConfig();
const database = openOrExit();
// The embedded database loads and opens its files on its first query: this one, so the phase counts it.
await database.db.execute(sql`select 1`);
start.phase('opening the database');
await database.migrate();
start.phase('checking migrations');
await seedReferenceData(database.db);
await seedCatalogue(database.db);
// A production database (DATABASE_URL) never gets demo data.
if (database.driver === 'pglite') await seedDemoData(database.db);
start.phase('checking seeds');

const firstAdmin = await createFirstSuperAdmin(database.db, {
  email: config.adminEmail,
  password: config.adminPassword,
});
if (firstAdmin?.generatedPassword) {
  // Printed once: the password is stored only as a hash.
  console.log(
    `\n  First Super Admin created\n    e-mail:   ${firstAdmin.email}\n    password: ${firstAdmin.generatedPassword}\n` +
      '  Sign in and change the password under My Profile.\n',
  );
} else if (firstAdmin) {
  console.log(`\n  First Super Admin created: ${firstAdmin.email} (password from ADMIN_PASSWORD)\n`);
}

start.phase('checking the first Super Admin');
const app = await buildApp({ config, database });
start.phase('building the app');
// The starting technologies' icons and their makers' Word templates are files, so they need the app's storage.
const files = createFileAccess({ storage: app.storage });
await seedCatalogueIcons(database.db, files);
await seedCatalogueMakers(database.db, files);
start.phase('checking catalogue files');
const stopStatistics = keepEmbeddedStatisticsFresh(database, (err) =>
  app.log.warn({ err }, 'analysing the embedded database failed'),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await stopStatistics();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
start.phase('listening');
start.log(app.log);
app.log.info(`Back Office at ${config.publicUrl} (database: ${database.driver})`);

function openOrExit() {
  try {
    return openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (err) => console.error(`database connection lost: ${err.message}`),
    });
  } catch (err) {
    if (!(err instanceof DataFolderInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
