import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { analyze } from './database.ts';
import { timeVesselCreationSteps } from './import-steps.ts';
import { signIn, startApp } from './servers.ts';
import { smallDatabaseSettings } from './settings.ts';
import { openClientsDatabase } from './small-database.ts';

/**
 * The two xlsx imports through the real app: `npm run bench:import -w @backoffice/bench`. Seeds a
 * small database of its own (`<BENCH_DATABASE_URL>_import`), then times BENCH_IMPORT_RUNS (default
 * 3) imports of a BENCH_IMPORT_ROWS-row (default 5,000) vessel list, each into a project of its
 * own, and as many imports of a questionnaire with that many items into the sample vessel. Last,
 * BENCH_IMPORT_USERS (default 12) users each import 1,000 vessels at once while another asks for
 * the client list every 50 ms: how long the list waits while the imports run. Last, each step of
 * making that many vessels, timed on its own.
 */
const runs = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const concurrentUsers = Number(process.env.BENCH_IMPORT_USERS ?? 12);
// Ten customers with as many projects each as it takes to give every import a project of its own.
const settings = smallDatabaseSettings('import', {
  users: 50,
  projects: 10 * Math.ceil((runs + concurrentUsers) / 10),
});

async function workbook(header: string[], count: number, body: (i: number) => string[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Import');
  sheet.addRow(header);
  for (let i = 0; i < count; i += 1) sheet.addRow(body(i));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function vesselList(label: string, count: number, vesselTypes: string[]) {
  return workbook(['Name', 'Vessel Type'], count, (i) => [
    `Imported ${label}-${i}`,
    vesselTypes[i % vesselTypes.length]!,
  ]);
}

function questionnaire() {
  return workbook(['Section', 'Request', 'Example', 'Value'], rows, (i) => [
    `Section ${Math.floor(i / 50) + 1}`,
    `Question ${i + 1}`,
    'e.g. 12.5',
    String(i),
  ]);
}

function summary(label: string, times: number[]) {
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  console.log(`${label}, ${times.length} runs: mean ${mean.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms.`);
}

async function post(url: string, token: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([content]), 'import.xlsx');
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return { ms: performance.now() - started, body };
}

/** Asks for the client list every 50 ms until `done` settles; answers each wait in ms. */
async function listWhile(url: string, token: string, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const waits: number[] = [];
  while (!finished) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the client list answered ${res.status}`);
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return waits;
}

async function main() {
  const { database, clients } = await openClientsDatabase(settings);
  const found = await database.db.execute(sql`
    select (select array_agg(id order by id) from projects) as projects,
           (select array_agg(name order by id) from vessel_types) as types,
           (select array_agg(id order by id) from vessel_types) as "typeIds",
           (select array_agg(email order by id) from users where deleted_on is null) as emails`);
  type Found = { projects: number[]; types: string[]; typeIds: number[]; emails: string[] };
  const { projects, types, typeIds, emails } = (found as unknown as { rows: Found[] }).rows[0]!;
  await analyze(settings.databaseUrl);
  const app = await startApp(database, settings);
  const api = `${app.url}/api`;
  try {
    const admin = await signIn(app.url, settings);

    const vesselTimes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const list = await vesselList(String(run), rows, types);
      const { ms, body } = await post(`${api}/projects/${projects[run]}/import-vessels`, admin.bearerToken, list);
      const imported = (JSON.parse(body) as { imported: number }).imported;
      if (imported !== rows) throw new Error(`imported ${imported} of ${rows} vessels`);
      vesselTimes.push(ms);
    }
    summary(`Vessel import of ${rows} rows`, vesselTimes);

    const sheet = await questionnaire();
    const questionnaireTimes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const url = `${api}/vessels/${clients.sampleVesselId}/questionnaire/import`;
      questionnaireTimes.push((await post(url, admin.bearerToken, sheet)).ms);
    }
    summary(`Questionnaire import of ${rows} items`, questionnaireTimes);

    const importers = await Promise.all(
      emails.slice(1, concurrentUsers + 1).map((email) => signIn(app.url, settings, email)),
    );
    const lists = await Promise.all(importers.map((_, i) => vesselList(`user ${i}`, 1_000, types)));
    const started = performance.now();
    const imports = Promise.all(
      importers.map((user, i) =>
        post(`${api}/projects/${projects[runs + i]}/import-vessels`, user.bearerToken, lists[i]!),
      ),
    );
    const waits = await listWhile(`${api}/customers`, admin.bearerToken, imports);
    await imports;
    console.log(
      `${importers.length} users importing 1000 vessels each at once: all done in ${(performance.now() - started).toFixed(0)} ms; ` +
        `GET /api/customers meanwhile answered ${waits.length} times, max ${Math.max(...waits).toFixed(0)} ms.`,
    );

    const steps = await timeVesselCreationSteps(database, { projectId: projects[0]!, vesselTypeId: typeIds[0]! }, rows);
    console.log(
      `Making ${rows} vessels step by step (rolled back): ` +
        Object.entries(steps)
          .map(([name, ms]) => `${name} ${ms} ms`)
          .join(', '),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
