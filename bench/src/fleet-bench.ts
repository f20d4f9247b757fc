import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createVesselForms } from '../../apps/api/src/features/vessels/index.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { analyze } from './database.ts';
import { seedReport } from './reports-seed.ts';
import { signIn, startApp } from './servers.ts';
import { positiveInt, smallDatabaseSettings } from './settings.ts';
import { openClientsDatabase } from './small-database.ts';

/**
 * A client's fleet: `npm run bench:fleet -w @backoffice/bench`. Seeds a small database of its own
 * (`<BENCH_DATABASE_URL>_fleet`) with one client of BENCH_FLEET_VESSELS (default 200) vessels over four
 * projects, each vessel with a screening report of 20 included technologies on four consumption
 * categories × four fuel types, regulatory impact and CII particulars (every other report Completed),
 * then times `GET /api/customers/{id}/fleet` through the real app: three unmeasured warm-ups, then
 * BENCH_FLEET_RUNS (default 20) requests one after another, and the xlsx download (a quarter as many).
 * Prints mean, median and maximum. Target: the fleet of 200 vessels in 300 ms or less.
 */
const vessels = positiveInt('BENCH_FLEET_VESSELS', 200);
const settings = smallDatabaseSettings('fleet', {
  customers: 1,
  projects: 4,
  vessels,
  technologies: 40,
  companies: 10,
});
const runs = positiveInt('BENCH_FLEET_RUNS', 20);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function time(
  url: string,
  headers: Record<string, string>,
  count: number,
  check: (res: Response) => Promise<void>,
) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    await check(res);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  return `mean ${mean.toFixed(0)} ms, median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`;
}

async function main() {
  const { database, clients } = await openClientsDatabase(settings);
  const { db } = database;
  await seedCatalogue(database, settings);
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from vessels order by id`)).map((row) => row.id);
  const withForms = ids.filter((id) => id !== clients.sampleVesselId);
  await db.transaction((tx) => createVesselForms(tx, withForms));
  for (const id of ids) await seedReport(database, id, 20);
  await db.execute(sql`update reports set status = 8 where id % 2 = 0`);
  await analyze(settings.databaseUrl);
  const app = await startApp(database, settings);
  try {
    const session = await signIn(app.url, settings);
    const headers = { authorization: `Bearer ${session.bearerToken}` };
    const url = `${app.url}/api/customers/${clients.sampleCustomerId}/fleet`;
    const checkFleet = async (res: Response) => {
      const body = (await res.json()) as { vessels: { baselineFuelInMt: number | null }[]; macCurve: unknown[] };
      const calculated = body.vessels.filter((row) => row.baselineFuelInMt !== null).length;
      if (body.vessels.length !== ids.length || calculated !== ids.length)
        throw new Error(`expected ${ids.length} calculated vessels, got ${calculated} of ${body.vessels.length}`);
    };
    const first = (await (await fetch(url, { headers })).json()) as { macCurve: unknown[] };
    console.log(
      `Client ${clients.sampleCustomerId}: ${ids.length} vessels, each with a report of 20 technologies; ` +
        `${first.macCurve.length} points on the fleet's MAC curve.`,
    );
    await time(url, headers, 3, checkFleet);
    console.log(`GET /api/customers/{id}/fleet, ${runs} runs: ${await time(url, headers, runs, checkFleet)}`);
    const exports = Math.max(1, Math.round(runs / 4));
    const checkXlsx = async (res: Response) => {
      if ((await res.arrayBuffer()).byteLength === 0) throw new Error('empty xlsx');
    };
    console.log(
      `GET /api/customers/{id}/fleet/export, ${exports} runs: ${await time(`${url}/export`, headers, exports, checkXlsx)}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
