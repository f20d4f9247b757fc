import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@backoffice/api/db';
import { sql } from 'drizzle-orm';
import { runDataExport } from '../../apps/api/src/features/exports/data-export.service.ts';
import { createFileAccess } from '../../apps/api/src/features/files/files.service.ts';
import { createLocalStorage } from '../../apps/api/src/plugins/storage/local-storage.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { seedClients } from './clients-seed.ts';
import { analyze, recreateDatabase } from './database.ts';
import { seedExportData } from './export-seed.ts';
import { positiveInt } from './settings.ts';
import { readWorkbookSheets } from './workbook-rows.ts';

// The data export on a large database: seeds it with set-based SQL, runs the export job's handler
// once (workbook written page by page, then stored as a file) and prints the seconds it took and the
// process's peak resident memory, sampled every 20 ms. See bench/README.md, 'Data export'.

const settings = {
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/backoffice_bench_export',
  customers: positiveInt('BENCH_CUSTOMERS', 10_000),
  projects: positiveInt('BENCH_PROJECTS', 30_000),
  vessels: positiveInt('BENCH_VESSELS', 100_000),
  forms: positiveInt('BENCH_EXPORT_FORMS', 5_000),
  reports: positiveInt('BENCH_EXPORT_REPORTS', 1_000),
  technologiesPerReport: positiveInt('BENCH_EXPORT_REPORT_TECHNOLOGIES', 5),
  technologies: positiveInt('BENCH_TECHNOLOGIES', 300),
};

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  seeded ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function main() {
  const seedStarted = performance.now();
  await recreateDatabase(settings.databaseUrl);
  const database = openDatabase({ databaseUrl: settings.databaseUrl, dataDir: null, poolSize: 2 });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-export-'));
  try {
    await database.migrate();
    const clients = await step('clients, projects and vessels', () => seedClients(database, settings));
    await step('catalogue', () => seedCatalogue(database, { technologies: settings.technologies, companies: 50 }));
    const data = await step('contacts, consumption, forms and reports', () => seedExportData(database, settings));
    await step('vacuum analyze', () => analyze(settings.databaseUrl));
    console.log(
      `Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${clients.customers} clients, ` +
        `${data.contacts} contacts, ${clients.projects} projects, ${clients.vessels} vessels, ` +
        `${data.consumptionRows} consumption rows, ${data.questionnaireItems} questionnaire items, ` +
        `${data.particularsItems} particulars items, ${data.reports} reports with ${data.includedTechnologies} ` +
        `included technologies, ${settings.technologies} technologies`,
    );

    const storage = createLocalStorage({ dir: path.join(dataDir, 'files'), secret: randomBytes(32) });
    const deps = { db: database.db, files: createFileAccess({ storage }) };
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const load = os.loadavg()[0]!;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const { fileId } = await runDataExport(deps, { requestedByUserId: null }, { createdOn: new Date() });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    const [file] = (
      (await database.db.execute(
        sql`select name, content_size::int as size, storage_key as key from files where id = ${fileId}`,
      )) as unknown as { rows: { name: string; size: number; key: string }[] }
    ).rows;
    console.log(`\nData export: ${seconds.toFixed(1)} s, peak RSS ${mb(peak)} MB (${mb(before)} MB before it started)`);
    console.log(
      `CPU time of the process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (compression runs beside the main ` +
        `thread); load average ${load.toFixed(1)} on ${os.cpus().length} CPUs when it started`,
    );
    console.log(`File: ${file!.name}, ${(file!.size / 1024 / 1024).toFixed(1)} MB`);
    const sheets = await readWorkbookSheets(path.join(dataDir, 'files', ...file!.key.split('/')));
    for (const [name, rows] of sheets) console.log(`  ${name.padEnd(24)} ${String(rows).padStart(9)} rows`);
    const met = seconds <= 60 && mb(peak) <= 500;
    console.log(`\nTarget (≤ 60 s, ≤ 500 MB peak RSS): ${met ? 'met' : 'NOT met'}`);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
