// Whether a build is missing or older than any of its sources (files or folders, read to their depth).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestChange(path.join(target, name))), stat.mtimeMs);
}

/** `built` is the build's file that is written last or alone; `sources` are paths from `root`. */
export function buildIsStale(root, built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((p) => existsSync(path.join(root, p)) && newestChange(path.join(root, p)) > builtAt);
}
