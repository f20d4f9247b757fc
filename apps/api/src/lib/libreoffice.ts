import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';

/** Which LibreOffice converts (`SOFFICE_PATH`, else `soffice` on the PATH) and how long one conversion may take. */
export interface LibreOfficeRun {
  command: string;
  timeoutMs: number;
}

/** The server has no LibreOffice to convert with. */
export class NoLibreOffice extends Error {}

/** A conversion that gave no file: past its time limit, or LibreOffice stopped (`reason`). */
export class ConversionFailed extends Error {
  constructor(
    readonly timedOut: boolean,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** A hanging or crashing document holds one of these until its time limit; other work goes on. */
const conversionsAtOnce = pLimit(2);
/** What is kept of LibreOffice's output, to name why it stopped. */
const outputKept = 4_000;

/** Whether `command` names an executable file: a path as it is, a bare name on the PATH. */
export async function libreOfficeInstalled(command: string): Promise<boolean> {
  const candidates = command.includes('/')
    ? [command]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return true;
    } catch {
      // not this one
    }
  }
  return false;
}

/** Ends the process and everything it started (it leads its own process group). */
function endGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Why LibreOffice gave nothing: its last line of output, else how it ended. */
function stopReason(output: string, dir: string, code: number | null, signal: NodeJS.Signals | null, to: string) {
  const lastLine = output.split(dir).join('').trim().split('\n').at(-1)?.trim();
  const ending = signal ? `signal ${signal}` : code ? `exit code ${code}` : `it wrote no .${to} file`;
  return lastLine ? `${ending}: ${lastLine}` : ending;
}

async function convert(run: LibreOfficeRun, bytes: Buffer, from: string, to: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'libreoffice-'));
  try {
    const source = path.join(dir, `document.${from}`);
    await writeFile(source, bytes);
    const args = [
      `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
      '--headless',
      '--norestore',
      '--convert-to',
      to,
      '--outdir',
      dir,
      source,
    ];
    const child = spawn(run.command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HOME: dir },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-outputKept);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      endGroup(child.pid);
    }, run.timeoutMs);
    const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => resolve({ code, signal }));
    })
      .catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'EACCES') throw new NoLibreOffice('LibreOffice is not installed');
        throw err;
      })
      .finally(() => {
        clearTimeout(timer);
        // What it left running (a crash's helpers) goes with it.
        endGroup(child.pid);
      });
    if (timedOut) throw new ConversionFailed(true, `took longer than ${run.timeoutMs} ms`);
    const converted = await readFile(path.join(dir, `document.${to}`)).catch(() => null);
    if (ended.code !== 0 || ended.signal || !converted) {
      throw new ConversionFailed(false, stopReason(output, dir, ended.code, ended.signal, to));
    }
    return converted;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A document converted by LibreOffice (`soffice --headless --convert-to <to>`): each conversion in its
 * own folder with its own profile, so conversions run side by side; at most two at a time, each ended
 * with all it started after `timeoutMs`. NoLibreOffice without LibreOffice, ConversionFailed when it
 * gives no file.
 */
export function convertDocument(run: LibreOfficeRun, bytes: Buffer, from: string, to: string): Promise<Buffer> {
  return conversionsAtOnce(() => convert(run, bytes, from, to));
}
