import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { analyze } from './database.ts';
import { signIn, startApp } from './servers.ts';
import { positiveInt, smallDatabaseSettings } from './settings.ts';
import { openClientsDatabase } from './small-database.ts';

/**
 * What the history costs: `npm run bench:history -w @backoffice/bench`. Seeds a small database of its
 * own (`<BENCH_DATABASE_URL>_history`) and a report through the real app, then:
 * 1. a report save (`PUT /api/reports/{id}` with its version) that changes the name, so a history entry
 *    is written, against the same save of the same name, which writes none: alternating blocks of
 *    BENCH_HISTORY_SAVES (default 200) saves one after another, mean and p50 of each;
 * 2. the first page of that report's history (`GET /api/history?recordType=report&recordId=…`) once
 *    it has BENCH_HISTORY_ENTRIES (default 10,000) entries among ten times as many of other records:
 *    BENCH_HISTORY_READS (default 500) reads one after another, p50 and p99.
 */
const settings = smallDatabaseSettings('history');
const saves = positiveInt('BENCH_HISTORY_SAVES', 200);
const entries = positiveInt('BENCH_HISTORY_ENTRIES', 10_000);
const reads = positiveInt('BENCH_HISTORY_READS', 500);
const blocks = positiveInt('BENCH_HISTORY_BLOCKS', 5);

type Headers = Record<string, string>;

async function call(method: string, url: string, headers: Headers, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
};

/** Saves the report `count` times, renaming it each time (a history entry each) or keeping its name (none). */
async function timeSaves(
  url: string,
  headers: Headers,
  report: Record<string, unknown>,
  count: number,
  rename: boolean,
) {
  const times: number[] = [];
  let current = report;
  for (let i = 0; i < count; i += 1) {
    const name = rename ? `Screening ${current.version}` : (current.name as string);
    const body = {
      name,
      status: current.status,
      internalContact: { id: (current.internalContact as { id: number }).id },
      version: current.version,
    };
    const started = performance.now();
    current = await call('PUT', url, headers, body);
    times.push(performance.now() - started);
  }
  return { times, report: current };
}

/**
 * Adds `count` history entries of the report among ten times as many of 5,000 other records, interleaved
 * (every eleventh entry is the report's), in one statement.
 */
async function seedHistory(databaseUrl: string, reportId: number, userId: number, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into history (at, user_id, actor, action, record_type, record_id, changes)
       select now() - ((11 * $4::int - n) || ' seconds')::interval, $1, 'Bench Admin', 'updated',
         case when n % 11 = 0 then 'report' when n % 2 = 0 then 'vessel' else 'report' end,
         case when n % 11 = 0 then $3 else $2 + n % 5000 end,
         jsonb_build_array(jsonb_build_object('field', 'Report Name', 'before', 'Screening ' || n, 'after', 'Screening ' || (n + 1)))
       from generate_series(1, 11 * $4::int) n`,
      [userId, reportId + 1, reportId, count],
    );
  } finally {
    await client.end();
  }
}

async function main() {
  const { database } = await openClientsDatabase(settings);
  const app = await startApp(database, settings);
  try {
    const session = await signIn(app.url, settings);
    const headers = { authorization: `Bearer ${session.bearerToken}` };
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    const vesselId = (await client.query<{ id: number }>('select id from vessels order by id limit 1')).rows[0]!.id;
    let report = await call('POST', `${app.url}/api/reports`, headers, {
      name: 'Screening 2026',
      type: 0,
      vessel: { id: vesselId },
    });
    const reportUrl = `${app.url}/api/reports/${report.id}`;

    const withHistory: number[] = [];
    const without: number[] = [];
    ({ report } = await timeSaves(reportUrl, headers, report, 50, true));
    ({ report } = await timeSaves(reportUrl, headers, report, 50, false));
    for (let block = 0; block < blocks; block += 1) {
      const renamed = await timeSaves(reportUrl, headers, report, saves, true);
      withHistory.push(...renamed.times);
      const kept = await timeSaves(reportUrl, headers, renamed.report, saves, false);
      without.push(...kept.times);
      report = kept.report;
    }
    const a = stats(withHistory);
    const b = stats(without);
    console.log(`Report save, ${blocks} alternating blocks of ${saves} (ms: mean, p50, p99)`);
    console.log(`  writes a history entry   ${a.mean.toFixed(2)}  ${a.p50.toFixed(2)}  ${a.p99.toFixed(2)}`);
    console.log(`  writes none (same name)  ${b.mean.toFixed(2)}  ${b.p50.toFixed(2)}  ${b.p99.toFixed(2)}`);
    console.log(
      `  history adds ${(((a.p50 - b.p50) / b.p50) * 100).toFixed(1)} % at p50, ${(((a.mean - b.mean) / b.mean) * 100).toFixed(1)} % on the mean`,
    );

    await seedHistory(settings.databaseUrl, report.id as number, session.userId, entries);
    await analyze(settings.databaseUrl);
    const counts = await client.query<{ own: number; all: number }>(
      `select count(*) filter (where record_type = 'report' and record_id = $1)::int as own, count(*)::int as "all" from history`,
      [report.id],
    );
    await client.end();
    const { own, all } = counts.rows[0]!;
    const historyUrl = `${app.url}/api/history?recordType=report&recordId=${report.id}`;
    const first = (await call('GET', historyUrl, headers)) as unknown as unknown[];
    if (first.length !== 50) throw new Error(`expected a first page of 50 entries, got ${first.length}`);
    const times: number[] = [];
    for (let i = 0; i < reads; i += 1) {
      const started = performance.now();
      await call('GET', historyUrl, headers);
      times.push(performance.now() - started);
    }
    const r = stats(times);
    console.log(
      `First page (50) of a report's history of ${own} entries, ${all} in all, ` +
        `${reads} reads: p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
