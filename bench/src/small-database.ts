import { seedClients } from './clients-seed.ts';
import { openBenchDatabase, recreateDatabase, seed } from './database.ts';
import type { Settings } from './settings.ts';

/** A new database with the settings' users and clients: where the benches that time one operation start. */
export async function openClientsDatabase(settings: Settings) {
  await recreateDatabase(settings.databaseUrl);
  const database = openBenchDatabase(settings);
  await database.migrate();
  await seed(database, settings);
  return { database, clients: await seedClients(database, settings) };
}
