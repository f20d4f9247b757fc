import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { analyze } from './database.ts';
import { measure } from './load.ts';
import { signIn, startApp } from './servers.ts';
import { positiveInt, smallDatabaseSettings } from './settings.ts';
import { openClientsDatabase } from './small-database.ts';

/**
 * The fixed cost of a signed-in request: `npm run bench:auth -w @backoffice/bench`. Seeds a small
 * database of its own (`<BENCH_DATABASE_URL>_auth`), signs in through the real app and, for
 * `GET /api/users/me` and `GET /api/departments` (a light list), in each of BENCH_AUTH_ROUNDS rounds
 * (default 3): BENCH_AUTH_REQUESTS (default 2,000) requests one after another, timing each and the
 * process's CPU time (server and client share the process), then autocannon's load (BENCH_DURATION
 * seconds, BENCH_CONNECTIONS connections). Prints every round and the median of the rounds. Last, the
 * signed-in user's query alone, as named prepared statements on one connection: the user with their
 * department, and the same joined with the token's session (renew token row by primary key, unexpired),
 * in alternating blocks, so that both meet the same machine.
 */
const settings = smallDatabaseSettings('auth', { duration: positiveInt('BENCH_DURATION', 5) });
const rounds = positiveInt('BENCH_AUTH_ROUNDS', 3);
const requests = positiveInt('BENCH_AUTH_REQUESTS', 2_000);

interface Round {
  meanUs: number;
  p50Us: number;
  p99Us: number;
  cpuUs: number;
  requestsPerSecond: number;
  loadP50Ms: number;
  loadP99Ms: number;
}

async function sequential(url: string, headers: Record<string, string>, count: number) {
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push((performance.now() - started) * 1000);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return {
    meanUs: times.reduce((sum, us) => sum + us, 0) / count,
    p50Us: times[Math.floor(count / 2)]!,
    p99Us: times[Math.floor(count * 0.99)]!,
    cpuUs: (cpu.user + cpu.system) / count,
  };
}

const userSql = `select u.id, u.full_name, u.email, u.role, u.title, u.phone, u.created_on, u.modified_on,
  d.id, d.name from users u`;
const userWhere = `left join departments d on d.id = u.department_id where u.id = $1 and u.deleted_on is null`;
const statements = {
  user: { name: 'bench_user', text: `${userSql} ${userWhere}` },
  userAndSession: {
    name: 'bench_user_session',
    text: `${userSql} inner join renew_tokens s on s.id = $2 and s.user_id = u.id and s.expires_on > now() ${userWhere}`,
  },
};

/** Mean µs per execution of each statement, over `blocks` alternating blocks of 500. */
async function queriesAlone(databaseUrl: string, userId: number, blocks: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [session] = (
      await client.query<{ id: number }>('select id from renew_tokens where user_id = $1 order by id desc limit 1', [
        userId,
      ])
    ).rows;
    if (!session) throw new Error('The signed-in user has no session row');
    const run = async (statement: { name: string; text: string }, values: number[], count: number) => {
      const started = performance.now();
      for (let i = 0; i < count; i += 1) {
        const result = await client.query({ ...statement, values });
        if (result.rows.length !== 1) throw new Error(`${statement.name} found ${result.rows.length} rows`);
      }
      return ((performance.now() - started) * 1000) / count;
    };
    await run(statements.user, [userId], 500);
    await run(statements.userAndSession, [userId, session.id], 500);
    const user: number[] = [];
    const userAndSession: number[] = [];
    for (let block = 0; block < blocks; block += 1) {
      user.push(await run(statements.user, [userId], 500));
      userAndSession.push(await run(statements.userAndSession, [userId, session.id], 500));
    }
    const mean = (values: number[]) => values.reduce((sum, us) => sum + us, 0) / values.length;
    return { user: mean(user), userAndSession: mean(userAndSession), blocks };
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function line(label: string, r: Round) {
  return (
    `${label.padEnd(26)} ${r.meanUs.toFixed(0).padStart(6)} ${r.p50Us.toFixed(0).padStart(6)} ${r.p99Us.toFixed(0).padStart(6)}` +
    ` ${r.cpuUs.toFixed(0).padStart(6)}   ${r.requestsPerSecond.toFixed(1).padStart(8)} ${`${r.loadP50Ms} / ${r.loadP99Ms}`.padStart(10)}`
  );
}

async function main() {
  const { database } = await openClientsDatabase(settings);
  await analyze(settings.databaseUrl);
  const app = await startApp(database, settings);
  try {
    const session = await signIn(app.url, settings);
    const headers = { authorization: `Bearer ${session.bearerToken}` };
    const endpoints = [
      { name: 'GET /api/users/me', url: `${app.url}/api/users/me` },
      { name: 'GET /api/departments', url: `${app.url}/api/departments` },
    ];
    console.log(
      `${requests} sequential requests per round (µs: mean, p50, p99, process CPU per request), ` +
        `then ${settings.duration} s of load on ${settings.connections} connections (req/s, p50 / p99 ms)`,
    );
    console.log(
      `${'endpoint'.padEnd(26)} ${'mean'.padStart(6)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'cpu'.padStart(6)}   ${'req/s'.padStart(8)} ${'p50 / p99'.padStart(10)}`,
    );
    for (const endpoint of endpoints) {
      await sequential(endpoint.url, headers, Math.min(500, requests));
      const results: Round[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const seq = await sequential(endpoint.url, headers, requests);
        const load = await measure({ url: endpoint.url, headers }, settings);
        const result = {
          ...seq,
          requestsPerSecond: load.requestsPerSecond,
          loadP50Ms: load.p50Ms,
          loadP99Ms: load.p99Ms,
        };
        results.push(result);
        console.log(line(`${endpoint.name} #${round + 1}`, result));
      }
      const pick = (key: keyof Round) => median(results.map((r) => r[key]));
      console.log(
        line(`${endpoint.name} median`, {
          meanUs: pick('meanUs'),
          p50Us: pick('p50Us'),
          p99Us: pick('p99Us'),
          cpuUs: pick('cpuUs'),
          requestsPerSecond: pick('requestsPerSecond'),
          loadP50Ms: pick('loadP50Ms'),
          loadP99Ms: pick('loadP99Ms'),
        }),
      );
    }
    const alone = await queriesAlone(settings.databaseUrl, session.userId, positiveInt('BENCH_AUTH_QUERY_BLOCKS', 20));
    console.log(
      `Signed-in user query alone (${alone.blocks} × 500 executions each, alternating): user ${alone.user.toFixed(0)} µs, ` +
        `user with the session ${alone.userAndSession.toFixed(0)} µs per execution.`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
