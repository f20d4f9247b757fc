import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '@backoffice/api/db';
import { sql } from 'drizzle-orm';
import { listActiveUsers } from '../../apps/api/src/features/users/users.queries.ts';
import { type CatalogueSummary, seedCatalogue } from './catalogue-seed.ts';
import { type ClientsSummary, seedClients } from './clients-seed.ts';
import {
  analyze,
  countMatches,
  explainAnalyze,
  openBenchDatabase,
  recreateDatabase,
  type SeedSummary,
  seed,
} from './database.ts';
import { firstResponse, measure, type Target } from './load.ts';
import { compareWithReference, type EndpointResult, formatTable, type Report, writeResults } from './report.ts';
import { reportPairs, timeEngine } from './reports-bench.ts';
import { type ReportSummary, seedReport } from './reports-seed.ts';
import { type Server, signIn, startApp, startBaseline } from './servers.ts';
import { readSettings } from './settings.ts';

const benchDir = path.resolve(import.meta.dirname, '..');
const settings = readSettings();

function arrayOf(length: number) {
  return (body: unknown) =>
    Array.isArray(body) && body.length === length
      ? null
      : `expected ${length} rows, got ${Array.isArray(body) ? body.length : typeof body}`;
}

function userWithId(id: number) {
  return (body: unknown) =>
    (body as { id?: unknown } | null)?.id === id ? null : `expected the user ${id}, got ${JSON.stringify(body)}`;
}

/** Share of all CPU time spent busy over one second, while the bench itself sits idle. */
async function cpuBusyPercent(): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const t = cpu.times;
        return {
          busy: sum.busy + t.user + t.nice + t.sys + t.irq,
          all: sum.all + t.user + t.nice + t.sys + t.irq + t.idle,
        };
      },
      { busy: 0, all: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = total();
  return ((after.busy - before.busy) / Math.max(1, after.all - before.all)) * 100;
}

interface Pair {
  key: string;
  endpoint: string;
  app: Target;
  baseline: Target;
  check: (body: unknown) => string | null;
}

function arrayOfAtLeast(length: number) {
  return (body: unknown) => (Array.isArray(body) && body.length >= length ? null : `expected at least ${length} rows`);
}

function objectWithKey(key: string) {
  return (body: unknown) =>
    body !== null && typeof body === 'object' && key in body ? null : `expected an object with ${key}`;
}

function objectWithId(id: number) {
  return (body: unknown) => ((body as { id?: unknown } | null)?.id === id ? null : `expected id ${id}`);
}

async function prepare(): Promise<{
  database: Database;
  summary: SeedSummary;
  clients: ClientsSummary;
  catalogue: CatalogueSummary;
  report: ReportSummary;
  matches: number;
  postgres: string;
}> {
  const name = await recreateDatabase(settings.databaseUrl);
  console.log(`Database ${name}: created fresh.`);
  const database = openBenchDatabase(settings);
  await database.migrate();
  const started = performance.now();
  const summary = await seed(database, settings);
  await analyze(settings.databaseUrl);
  console.log(
    `Seeded ${summary.departments} departments and ${summary.users} users (${summary.activeUsers} active, ` +
      `Super Admin ${settings.adminEmail}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  const clientsStarted = performance.now();
  const clients = await seedClients(database, settings);
  await analyze(settings.databaseUrl);
  console.log(
    `Seeded ${clients.customers} customers, ${clients.projects} projects and ${clients.vessels} vessels in ` +
      `${((performance.now() - clientsStarted) / 1000).toFixed(1)} s.`,
  );
  const catalogueStarted = performance.now();
  const catalogue = await seedCatalogue(database, settings);
  await analyze(settings.databaseUrl);
  console.log(
    `Seeded ${catalogue.technologies} technologies, ${catalogue.suppliers} suppliers and ${catalogue.makers} makers ` +
      `in ${((performance.now() - catalogueStarted) / 1000).toFixed(1)} s.`,
  );
  const report = await seedReport(database, clients.sampleVesselId);
  await analyze(settings.databaseUrl);
  console.log(
    `Seeded a report with ${report.includedTechnologies} included technologies over ${report.consumptionRows} ` +
      'consumption rows of the sample vessel.',
  );
  const matches = await countMatches(settings.databaseUrl, settings.search);
  console.log(`Search "${settings.search}" matches ${matches} active users.`);
  const version = await database.db.execute(sql`show server_version`);
  const postgres = String((version as unknown as { rows: { server_version: string }[] }).rows[0]?.server_version);
  return { database, summary, clients, catalogue, report, matches, postgres };
}

async function printPlan(db: Database['db']) {
  const plan = await explainAnalyze(settings.databaseUrl, listActiveUsers(db, settings.search).toSQL());
  console.log(`\nEXPLAIN ANALYZE of the list query (search "${settings.search}"):`);
  for (const line of plan) console.log(`  ${line}`);
}

async function main() {
  console.log(
    `Load: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per run, ` +
      `pool of ${settings.poolSize}, ${os.cpus().length} CPUs.`,
  );
  const { database, summary, clients, catalogue, report: seededReport, matches, postgres } = await prepare();
  const servers: Server[] = [];
  try {
    const app = await startApp(database, settings);
    servers.push(app);
    const session = await signIn(app.url, settings);
    if (session.userId !== summary.adminId) throw new Error(`Signed in as ${session.userId}, not ${summary.adminId}`);
    const baseline = await startBaseline(database, session.userId, app.storage);
    servers.push(baseline);
    console.log(`App on ${app.url}, bare fastify baseline on ${baseline.url}.`);
    await printPlan(database.db);
    const busy = await cpuBusyPercent();
    console.log(`CPU busy before the load (other work on the machine): ${busy.toFixed(0)}%.`);
    if (busy > 15) console.log('Note: the machine is not idle; the figures will be noisy.');

    const auth = { authorization: `Bearer ${session.bearerToken}` };
    const search = encodeURIComponent(settings.search);
    const pairs: Pair[] = [
      {
        key: 'users-search',
        endpoint: `GET /api/users?search=${settings.search}`,
        app: { url: `${app.url}/api/users?search=${search}`, headers: auth },
        baseline: { url: `${baseline.url}/users?search=${search}`, headers: {} },
        check: arrayOf(matches),
      },
      {
        key: 'users-me',
        endpoint: 'GET /api/users/me',
        app: { url: `${app.url}/api/users/me`, headers: auth },
        baseline: { url: `${baseline.url}/me`, headers: {} },
        check: userWithId(session.userId),
      },
      {
        key: 'customers-search',
        endpoint: `GET /api/customers?search=${settings.customerSearch}`,
        app: { url: `${app.url}/api/customers?search=${settings.customerSearch}`, headers: auth },
        baseline: { url: `${baseline.url}/customers?search=${settings.customerSearch}`, headers: {} },
        check: arrayOfAtLeast(1),
      },
      {
        key: 'customers-page',
        endpoint: 'GET /api/customers?limit=50',
        app: { url: `${app.url}/api/customers?limit=50`, headers: auth },
        baseline: { url: `${baseline.url}/customers?limit=50`, headers: {} },
        check: arrayOf(50),
      },
      {
        key: 'customers-all',
        endpoint: 'GET /api/customers',
        app: { url: `${app.url}/api/customers`, headers: auth },
        baseline: { url: `${baseline.url}/customers`, headers: {} },
        check: arrayOf(clients.customers),
      },
      {
        key: 'customer',
        endpoint: 'GET /api/customers/{id}',
        app: { url: `${app.url}/api/customers/${clients.sampleCustomerId}`, headers: auth },
        baseline: { url: `${baseline.url}/customers/${clients.sampleCustomerId}`, headers: {} },
        check: objectWithId(clients.sampleCustomerId),
      },
      {
        key: 'customer-projects',
        endpoint: 'GET /api/customers/{id}/projects',
        app: { url: `${app.url}/api/customers/${clients.sampleCustomerId}/projects`, headers: auth },
        baseline: { url: `${baseline.url}/customers/${clients.sampleCustomerId}/projects`, headers: {} },
        check: arrayOfAtLeast(1),
      },
      {
        key: 'vessel',
        endpoint: 'GET /api/vessels/{id}',
        app: { url: `${app.url}/api/vessels/${clients.sampleVesselId}`, headers: auth },
        baseline: { url: `${baseline.url}/vessels/${clients.sampleVesselId}`, headers: {} },
        check: objectWithId(clients.sampleVesselId),
      },
      {
        key: 'vessel-questionnaire',
        endpoint: 'GET /api/vessels/{id}/questionnaire',
        app: { url: `${app.url}/api/vessels/${clients.sampleVesselId}/questionnaire`, headers: auth },
        baseline: { url: `${baseline.url}/vessels/${clients.sampleVesselId}/questionnaire`, headers: {} },
        check: objectWithKey('formSections'),
      },
      {
        key: 'vessel-particulars',
        endpoint: 'GET /api/vessels/{id}/particulars',
        app: { url: `${app.url}/api/vessels/${clients.sampleVesselId}/particulars`, headers: auth },
        baseline: { url: `${baseline.url}/vessels/${clients.sampleVesselId}/particulars`, headers: {} },
        check: objectWithKey('formItems'),
      },
      {
        key: 'technologies-all',
        endpoint: 'GET /api/technologies',
        app: { url: `${app.url}/api/technologies`, headers: auth },
        baseline: { url: `${baseline.url}/technologies`, headers: {} },
        check: arrayOf(catalogue.technologies),
      },
      {
        key: 'technologies-search',
        endpoint: 'GET /api/technologies?search=rotor',
        app: { url: `${app.url}/api/technologies?search=rotor`, headers: auth },
        baseline: { url: `${baseline.url}/technologies?search=rotor`, headers: {} },
        check: arrayOfAtLeast(1),
      },
      {
        key: 'technology',
        endpoint: 'GET /api/technologies/{id}',
        app: { url: `${app.url}/api/technologies/${catalogue.sampleTechnologyId}`, headers: auth },
        baseline: { url: `${baseline.url}/technologies/${catalogue.sampleTechnologyId}`, headers: {} },
        check: objectWithId(catalogue.sampleTechnologyId),
      },
      {
        key: 'technology-makers',
        endpoint: 'GET /api/technologies/{id}/makers',
        app: { url: `${app.url}/api/technologies/${catalogue.sampleTechnologyId}/makers`, headers: auth },
        baseline: { url: `${baseline.url}/technologies/${catalogue.sampleTechnologyId}/makers`, headers: {} },
        check: arrayOf(3),
      },
      {
        key: 'suppliers-search',
        endpoint: 'GET /api/suppliers?search=supply 12',
        app: { url: `${app.url}/api/suppliers?search=supply%2012`, headers: auth },
        baseline: { url: `${baseline.url}/suppliers?search=supply%2012`, headers: {} },
        check: arrayOfAtLeast(1),
      },
      ...reportPairs(app.url, baseline.url, auth, seededReport),
    ];

    const only = settings.only;
    const results: EndpointResult[] = [];
    for (const pair of pairs.filter((candidate) => !only || only.includes(candidate.key))) {
      const appBody = await firstResponse(pair.app, pair.check);
      const baselineBody = await firstResponse(pair.baseline, pair.check);
      // Same data; key order may differ where the app's response schema orders the fields.
      if (!isDeepStrictEqual(JSON.parse(appBody), JSON.parse(baselineBody))) {
        throw new Error(`${pair.endpoint}: the app and the baseline answer different bodies`);
      }
      console.log(`\n${pair.endpoint}: first responses OK (${appBody.length} bytes); loading the app…`);
      const appFigures = await measure(pair.app, settings);
      console.log(`${pair.endpoint}: loading the baseline…`);
      const baselineFigures = await measure(pair.baseline, settings);
      results.push({
        key: pair.key,
        endpoint: pair.endpoint,
        app: appFigures,
        baseline: baselineFigures,
        ratio: Number((appFigures.requestsPerSecond / baselineFigures.requestsPerSecond).toFixed(3)),
      });
    }

    const engine = await timeEngine(database, seededReport.reportId);
    const report: Report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        postgres,
        cpuBusyBeforePercent: Number(busy.toFixed(1)),
      },
      settings: {
        durationSeconds: settings.duration,
        warmupSeconds: settings.warmup,
        connections: settings.connections,
        poolSize: settings.poolSize,
        users: summary.users,
        activeUsers: summary.activeUsers,
        departments: summary.departments,
        search: settings.search,
        searchMatches: matches,
        customers: clients.customers,
        projects: clients.projects,
        vessels: clients.vessels,
        technologies: catalogue.technologies,
        suppliers: catalogue.suppliers,
        makers: catalogue.makers,
        reportTechnologies: seededReport.includedTechnologies,
        reportConsumptionRows: seededReport.consumptionRows,
      },
      endpoints: results,
      engine,
    };
    console.log(`\n${formatTable(results)}\n`);
    console.log(
      `Engine alone (calculateReportResults, ${seededReport.includedTechnologies} technologies, ` +
        `${seededReport.consumptionRows} consumption rows): ${engine.microsecondsPerCall} µs per call (mean of ${engine.calls}).\n`,
    );
    const file = writeResults(benchDir, report);
    console.log(`Results written to ${path.relative(process.cwd(), file)}.`);
    const comparison = compareWithReference(path.join(benchDir, 'baseline.json'), report);
    console.log(comparison ? comparison.join('\n') : 'No bench/baseline.json to compare with.');
  } finally {
    for (const server of servers.reverse()) await server.close();
    await database.close();
    const name = new URL(settings.databaseUrl).pathname.slice(1);
    console.log(`\nServers and pool closed; database ${name} kept for inspection.`);
  }
}

main().catch((err: unknown) => {
  console.error('\nBench failed:', err);
  process.exitCode = 1;
});
