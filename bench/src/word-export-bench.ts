import { performance } from 'node:perf_hooks';
import { seedCatalogue } from './catalogue-seed.ts';
import { analyze } from './database.ts';
import { hostileTemplates, postTemplate, uploadDocx } from './hostile-templates.ts';
import { seedReport } from './reports-seed.ts';
import { signIn, startApp } from './servers.ts';
import { smallDatabaseSettings } from './settings.ts';
import { openClientsDatabase } from './small-database.ts';

/**
 * Word export of a screening report with 20 included technologies on four consumption categories,
 * regulatory impact and CII particulars (so all four charts): `npm run bench:word -w @backoffice/bench`.
 * Seeds a small database of its own (`<BENCH_DATABASE_URL>_word`), then times
 * `POST /api/reports/{id}/export-as-docx` through the real app: one unmeasured warm-up, then
 * BENCH_WORD_RUNS (default 10) exports one after another. Prints mean, median and maximum.
 * With BENCH_WORD_HOSTILE=1, each export starts together with the uploads of two hostile report
 * templates (hostile-templates.ts), whose answers and times are printed too.
 */
const settings = smallDatabaseSettings('word', { technologies: 40, companies: 10 });
const runs = Number(process.env.BENCH_WORD_RUNS ?? 10);
const hostile = process.env.BENCH_WORD_HOSTILE === '1';

async function main() {
  const { database, clients } = await openClientsDatabase(settings);
  await seedCatalogue(database, settings);
  const report = await seedReport(database, clients.sampleVesselId, 20);
  await analyze(settings.databaseUrl);
  const app = await startApp(database, settings);
  try {
    const session = await signIn(app.url, settings);
    const headers = { authorization: `Bearer ${session.bearerToken}` };
    const results = await fetch(`${app.url}/api/reports/${report.reportId}/calculated-results`, { headers });
    const body = (await results.json()) as { canCalculate: boolean; ciiOutlook: unknown; etsOutlook: unknown };
    console.log(
      `Report ${report.reportId}: ${report.includedTechnologies} technologies, results ${body.canCalculate}, ` +
        `CII outlook ${body.ciiOutlook !== null}, ETS outlook ${body.etsOutlook !== null}.`,
    );
    const hostileFiles = hostile
      ? await Promise.all(hostileTemplates().map((bytes) => uploadDocx(app.url, headers, bytes)))
      : [];
    const exportOnce = async () => {
      const started = performance.now();
      const res = await fetch(`${app.url}/api/reports/${report.reportId}/export-as-docx`, { method: 'POST', headers });
      if (res.status !== 201) throw new Error(`export answered ${res.status}: ${await res.text()}`);
      const file = (await res.json()) as { contentSize: number };
      return { ms: performance.now() - started, bytes: file.contentSize };
    };
    const once = async () => {
      const [exported, ...uploads] = await Promise.all([
        exportOnce(),
        ...hostileFiles.map((fileId) => postTemplate(app.url, headers, fileId)),
      ]);
      const answers = uploads.map((upload) => `${upload.status} in ${upload.ms.toFixed(0)} ms`);
      if (uploads.length > 0)
        console.log(`Hostile uploads: ${answers.join(', ')}; export ${exported.ms.toFixed(0)} ms.`);
      return exported;
    };
    await once();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i += 1) {
      const run = await once();
      times.push(run.ms);
      bytes = run.bytes;
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
    console.log(
      `Word export${hostile ? ' with two hostile template uploads' : ''}, ${runs} runs: mean ${mean.toFixed(0)} ms, median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, ` +
        `max ${times.at(-1)!.toFixed(0)} ms; document ${(bytes / 1024).toFixed(0)} kB.`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
