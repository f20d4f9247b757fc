import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { analyze } from './database.ts';
import { signIn, startApp } from './servers.ts';
import { smallDatabaseSettings } from './settings.ts';
import { openClientsDatabase } from './small-database.ts';

/**
 * The two xlsx imports through the real app: `npm run bench:import -w @backoffice/bench`. Seeds a
 * small database of its own (`<BENCH_DATABASE_URL>_import`), then times BENCH_IMPORT_RUNS (default
 * 3) imports of a BENCH_IMPORT_ROWS-row (default 5,000) vessel list, each into a project of its
 * own, and as many imports of a questionnaire with that many items into the sample vessel.
 */
const settings = smallDatabaseSettings('import');
const runs = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);

async function workbook(header: string[], body: (i: number) => string[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Import');
  sheet.addRow(header);
  for (let i = 0; i < rows; i += 1) sheet.addRow(body(i));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function vesselList(run: number, vesselTypes: string[]) {
  return workbook(['Name', 'Vessel Type'], (i) => [`Imported ${run}-${i}`, vesselTypes[i % vesselTypes.length]!]);
}

function questionnaire() {
  return workbook(['Section', 'Request', 'Example', 'Value'], (i) => [
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

async function main() {
  const { database, clients } = await openClientsDatabase(settings);
  const found = await database.db.execute(sql`
    select (select array_agg(id order by id) from projects) as projects,
           (select array_agg(name order by id) from vessel_types) as types`);
  const { projects, types } = (found as unknown as { rows: { projects: number[]; types: string[] }[] }).rows[0]!;
  if (projects.length < runs) throw new Error(`${runs} runs need ${runs} projects; the seed made ${projects.length}`);
  await analyze(settings.databaseUrl);
  const app = await startApp(database, settings);
  try {
    const session = await signIn(app.url, settings);
    const post = async (path: string, content: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([content]), 'import.xlsx');
      const started = performance.now();
      const res = await fetch(`${app.url}/api/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.bearerToken}` },
        body: form,
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 300)}`);
      return { ms: performance.now() - started, body };
    };

    const vesselTimes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { ms, body } = await post(`projects/${projects[run]}/import-vessels`, await vesselList(run, types));
      const imported = (JSON.parse(body) as { imported: number }).imported;
      if (imported !== rows) throw new Error(`imported ${imported} of ${rows} vessels`);
      vesselTimes.push(ms);
    }
    summary(`Vessel import of ${rows} rows`, vesselTimes);

    const sheet = await questionnaire();
    const questionnaireTimes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { ms } = await post(`vessels/${clients.sampleVesselId}/questionnaire/import`, sheet);
      questionnaireTimes.push(ms);
    }
    summary(`Questionnaire import of ${rows} items`, questionnaireTimes);
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
