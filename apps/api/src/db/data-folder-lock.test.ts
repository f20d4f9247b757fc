import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeOnPglite } from '../../test/postgres-only.ts';
import { openDatabase } from './client.ts';
import { DataFolderInUseError, lockDataFolder, lockFileName } from './data-folder-lock.ts';

const apiRoot = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'data-folder-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Another process that holds the data folder's lock until it is killed; answers once it holds it. */
async function holdInAnotherProcess(): Promise<ChildProcess> {
  const script = `
    const { lockDataFolder } = await import(${JSON.stringify(path.join(import.meta.dirname, 'data-folder-lock.ts'))});
    lockDataFolder(process.env.LOCK_DIR);
    console.log('holding');
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, LOCK_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('holding')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder ended (${code})`)));
  });
  return child;
}

async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Runs the server's entry point on the data folder; answers its exit code and what it printed. */
function startServer(): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/main.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describeOnPglite('the data folder lock', () => {
  it('refuses a second server on a folder another one holds, naming its pid, and changes nothing', async () => {
    const holder = await holdInAnotherProcess();
    const second = await startServer();
    expect(second.code).not.toBe(0);
    expect(second.stderr.trim()).toBe(
      `The data folder ${dataDir} is in use by another Back Office server (pid ${holder.pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(readFileSync(path.join(dataDir, lockFileName), 'utf8').split('\n')[0]).toBe(String(holder.pid));
  }, 60_000);

  it('takes over the lock of a server killed with SIGKILL, and the database opens', async () => {
    await killHard(await holdInAnotherProcess());
    const database = openDatabase({ dataDir });
    try {
      await database.migrate();
      expect(readFileSync(path.join(dataDir, lockFileName), 'utf8').split('\n')[0]).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  }, 60_000);

  it('refuses a second open in the same process until the first is closed', async () => {
    const release = lockDataFolder(dataDir);
    expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError);
    expect(() => openDatabase({ dataDir })).toThrow(`(pid ${process.pid})`);
    release();
    lockDataFolder(dataDir)();
  });

  it('counts a lock from another host as held, and a lock naming this pid as left by an earlier process', () => {
    const lock = path.join(dataDir, lockFileName);
    writeFileSync(lock, '4242\nanother-host\n');
    expect(() => lockDataFolder(dataDir)).toThrow('(pid 4242 on another-host)');
    writeFileSync(lock, `${process.pid}\n${hostname()}\n`);
    const release = lockDataFolder(dataDir);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('names a folder under the working directory as ./folder', () => {
    const error = new DataFolderInUseError(path.join(process.cwd(), 'data'), 1234, hostname());
    expect(error.message).toBe(
      'The data folder ./data is in use by another Back Office server (pid 1234). Stop it first, or set DATA_DIR to another folder.',
    );
  });
});
