import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file in the data folder: the pid and host of the server that holds it. */
export const lockFileName = 'backoffice.lock';

export class DataFolderInUseError extends Error {
  constructor(dataDir: string, pid: number, host: string) {
    const shown = shownPath(dataDir);
    const by = host === hostname() ? `pid ${pid}` : `pid ${pid} on ${host}`;
    super(
      `The data folder ${shown} is in use by another Back Office server (${by}). Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

interface Holder {
  pid: number;
  host: string;
}

/** Folders this process holds, so that a second open in the same process is refused too. */
const held = new Set<string>();

function shownPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : `./${relative}`;
}

function readHolder(file: string): Holder | null {
  try {
    const [pid, host] = readFileSync(file, 'utf8').trim().split('\n');
    return { pid: Number(pid), host: host ?? '' };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a lock is left over from a server that is gone. A lock naming this process's own pid comes
 * from an earlier process that had the same pid (a container restarted): this one has not taken it yet.
 * A lock from another host cannot be checked, so it counts as held.
 */
function isStale(holder: Holder): boolean {
  if (holder.host !== hostname()) return false;
  return holder.pid === process.pid || !isRunning(holder.pid);
}

/**
 * Takes the data folder for this process, or throws DataFolderInUseError. The lock file appears whole
 * and at once (a hard link of a written file), so two servers starting together cannot both take it;
 * one left by a process that died (kill -9, a crash) is taken over. Answers the release, which
 * `process.on('exit')` also calls.
 */
export function lockDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, lockFileName);
  if (held.has(lock)) throw new DataFolderInUseError(dataDir, process.pid, hostname());
  const mine = `${process.pid}\n${hostname()}\n`;
  const draft = `${lock}.${process.pid}.draft`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, lock);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readHolder(lock);
      if (holder && !isStale(holder)) throw new DataFolderInUseError(dataDir, holder.pid, holder.host);
      if (attempt >= 3) throw new DataFolderInUseError(dataDir, holder?.pid ?? 0, holder?.host ?? hostname());
      if (holder) removeStale(lock, holder);
    }
  } finally {
    unlinkSync(draft);
  }
  held.add(lock);
  const release = () => {
    if (!held.delete(lock)) return;
    process.removeListener('exit', release);
    if (readHolder(lock)?.pid === process.pid) unlinkSync(lock);
  };
  process.on('exit', release);
  return release;
}

/**
 * Moves a dead server's lock aside and deletes it. Another server may have taken it over between the
 * read and the move: then the moved file names that one, and it is put back.
 */
function removeStale(lock: string, stale: Holder) {
  const aside = `${lock}.${process.pid}.stale`;
  try {
    renameSync(lock, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readHolder(aside);
  if (moved && (moved.pid !== stale.pid || moved.host !== stale.host)) renameSync(aside, lock);
  else unlinkSync(aside);
}
