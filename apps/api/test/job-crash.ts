import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { testPostgresUrl } from './database.ts';
import { testDriver } from './postgres-only.ts';

/**
 * The database a killed process used, opened again as at the next start, with the job it left
 * Processing (or the user whose import slot it left taken).
 */
export interface Crashed {
  id: string;
  reopened: Database;
  cleanUp(): Promise<void>;
}

type Target = { url?: string; dataDir?: string };

/**
 * Runs jobs-crash-child.ts on the database until its handler of `jobName` has started, then kills
 * it with SIGKILL (no clean-up of any kind), and answers the id of the job it left Processing.
 */
function killDuringJob(target: Target, maxAttempts: number, jobName: string) {
  return killOnceStarted(target, { CRASH_MAX_ATTEMPTS: String(maxAttempts), CRASH_JOB_NAME: jobName });
}

/** The same with an import of a user the child adds: answers the user's id, whose import slot it left taken. */
function killDuringImport(target: Target) {
  return killOnceStarted(target, { CRASH_IMPORT: '1' });
}

async function killOnceStarted(target: Target, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'jobs-crash-child.ts')], {
    env: {
      ...process.env,
      CRASH_DATABASE_URL: target.url ?? '',
      CRASH_DATA_DIR: target.dataDir ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const id = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const started = /started (?:import )?([0-9a-f-]+)\n/.exec(stdout);
      if (started?.[1]) resolve(started[1]);
    });
    child.once('exit', (code) => reject(new Error(`The child ended (${code}) before its job started:\n${stderr}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return id;
}

/**
 * A second process starts a job (or an import) and is killed while it runs. Call at the top of a
 * test file or describe block; the answer makes such a crash on the worker's kind of database (PostgreSQL: the
 * worker's database; PGlite: a data folder on disk, the only way two processes share one).
 */
export function useJobCrashes() {
  let pgliteTemplate: string | undefined;

  /** A migrated PGlite data folder to copy: making one costs far more than opening one. */
  async function migratedPgliteFolder() {
    if (!pgliteTemplate) {
      const dir = await mkdtemp(path.join(tmpdir(), 'jobs-template-'));
      const template = openDatabase({ dataDir: dir });
      await template.migrate();
      await template.close();
      pgliteTemplate = dir;
    }
    return pgliteTemplate;
  }

  afterAll(async () => {
    if (pgliteTemplate) await rm(pgliteTemplate, { recursive: true, force: true });
  });

  /** The killed process's database, opened again, and what `kill` answered of it. */
  async function crashWith(kill: (target: Target) => Promise<string>): Promise<Crashed> {
    if (testDriver === 'postgres') {
      const url = await testPostgresUrl();
      const id = await kill({ url });
      const reopened = openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
      return { id, reopened, cleanUp: () => reopened.close() };
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jobs-crash-'));
    await cp(await migratedPgliteFolder(), dataDir, { recursive: true });
    const id = await kill({ dataDir });
    const reopened = openDatabase({ dataDir });
    return {
      id,
      reopened,
      cleanUp: async () => {
        await reopened.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  /** A job of `jobName` left Processing (`id`: the job's). */
  const crashed = (maxAttempts: number, jobName = 'blocks') =>
    crashWith((target) => killDuringJob(target, maxAttempts, jobName));
  /** A user's import slot left taken, its last heartbeat just before the kill (`id`: the user's). */
  const duringImport = () => crashWith(killDuringImport);
  return Object.assign(crashed, { duringImport });
}
