import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@backoffice/api/app';
import { testConfig } from '@backoffice/api/config';
import { openDatabase } from '@backoffice/api/db';
import { keepEmbeddedStatisticsFresh } from '../../apps/api/src/db/embedded-statistics.ts';
import { createFirstSuperAdmin } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { seedClients } from './clients-seed.ts';
import { seedExportData } from './export-seed.ts';
import { positiveInt } from './settings.ts';

// A data export on the embedded database (PGlite: one query at a time, in the server's own thread)
// while a colleague keeps working: how long each of their requests waits. See bench/README.md,
// 'Data export on the embedded database'.

const settings = {
  customers: positiveInt('BENCH_CUSTOMERS', 1_000),
  projects: positiveInt('BENCH_PROJECTS', 3_000),
  vessels: positiveInt('BENCH_VESSELS', 10_000),
  forms: positiveInt('BENCH_EXPORT_FORMS', 1_000),
  reports: positiveInt('BENCH_EXPORT_REPORTS', 200),
  technologiesPerReport: positiveInt('BENCH_EXPORT_REPORT_TECHNOLOGIES', 5),
  technologies: positiveInt('BENCH_TECHNOLOGIES', 100),
  /** Pause between one colleague request's answer and the next request. */
  pauseMs: positiveInt('BENCH_PAUSE_MS', 200),
};
const email = 'admin@bench.example';
const password = 'bench-password-1';

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-export-sharing-'));
  const database = openDatabase({ dataDir });
  try {
    const seedStarted = performance.now();
    await database.migrate();
    await seedClients(database, settings);
    await seedCatalogue(database, { technologies: settings.technologies, companies: 20 });
    await seedExportData(database, settings);
    await createFirstSuperAdmin(database.db, { email, password });
    console.log(`Seeded PGlite in ${seconds(performance.now() - seedStarted)} s: ${JSON.stringify(settings)}`);

    // As the server does at start (main.ts): the planner's statistics, analysed behind the requests.
    const stopStatistics = keepEmbeddedStatisticsFresh(database, (err) => console.error(err));
    const app = await buildApp({ config: testConfig({ dataDir, authRateLimit: 10_000 }), database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = () =>
      fetch(`${url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
    const tokenOf = async (answer: Response) => ((await answer.json()) as { bearerToken: string }).bearerToken;
    // Each round signs in again, and its token serves the round's other requests (a token lasts minutes).
    const headers = { authorization: `Bearer ${await tokenOf(await signIn())}` };

    const started = performance.now();
    const exportAnswer = await fetch(`${url}/api/exports`, { method: 'POST', headers });
    const { id } = (await exportAnswer.json()) as { id: number };
    const waits: Record<string, number[]> = { clients: [], 'sign-in': [], health: [], exports: [] };
    const requests: Record<string, () => Promise<Response>> = {
      clients: async () => {
        const answer = await fetch(`${url}/api/customers?limit=50`, { headers });
        if (!answer.ok) throw new Error(`GET /api/customers answered ${answer.status}: ${await answer.text()}`);
        return answer;
      },
      'sign-in': async () => {
        const answer = await signIn();
        headers.authorization = `Bearer ${await tokenOf(answer.clone())}`;
        return answer;
      },
      health: () => fetch(`${url}/api/health`),
    };
    let done = false;
    let status = '';
    while (!done) {
      for (const [name, send] of Object.entries(requests)) {
        const sent = performance.now();
        const answer = await send();
        await answer.arrayBuffer();
        waits[name]!.push(performance.now() - sent);
      }
      const sent = performance.now();
      const listed = await fetch(`${url}/api/exports`, { headers });
      if (!listed.ok) throw new Error(`GET /api/exports answered ${listed.status}: ${await listed.text()}`);
      const exports = (await listed.json()) as {
        id: number;
        statusText: string;
      }[];
      waits.exports!.push(performance.now() - sent);
      const job = exports.find((row) => row.id === id);
      done = job?.statusText === 'Completed' || job?.statusText === 'Failed';
      status = job?.statusText ?? 'missing';
      await new Promise((resolve) => setTimeout(resolve, settings.pauseMs));
    }
    console.log(`Export ${status} in ${seconds(performance.now() - started)} s`);
    for (const [name, list] of Object.entries(waits)) {
      const sorted = [...list].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      console.log(
        `  ${name.padEnd(8)} ${String(list.length).padStart(4)} requests, median ${seconds(median)} s, ` +
          `longest ${seconds(sorted[sorted.length - 1] ?? 0)} s`,
      );
    }
    await app.close();
    await stopStatistics();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
