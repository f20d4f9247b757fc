import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, it, vi } from 'vitest';
import { temporaryDataDir } from './factories-files.ts';
import { testDriver } from './postgres-only.ts';
import { useExtraApps, useTestApp } from './test-app.ts';

export const hasLibreOffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();

/** LibreOffice's Calc (Debian's libreoffice-calc-nogui): what reads and writes .xls. */
const hasCalc = hasLibreOffice && existsSync('/usr/lib/libreoffice/program/libscfiltlo.so');

/**
 * Tests that need LibreOffice (converting documents): on PGlite only (the database adds nothing
 * there). CI (REQUIRE_E2E=1) installs LibreOffice and runs them; a laptop without it skips them.
 */
export const itWithLibreOffice = it.skipIf(
  testDriver !== 'pglite' || (!hasLibreOffice && process.env.REQUIRE_E2E !== '1'),
);

/** Converts a document with LibreOffice (`--convert-to <format>`) and answers the result's bytes. */
export function convertWithLibreOffice(bytes: Buffer, from: string, to: string, filter = to): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'libreoffice-'));
  try {
    const source = path.join(dir, `document.${from}`);
    writeFileSync(source, bytes);
    execFileSync('soffice', ['--headless', '--convert-to', filter, '--outdir', dir, source], {
      stdio: 'ignore',
      timeout: 120_000,
      env: { ...process.env, HOME: dir },
    });
    return readFileSync(path.join(dir, `document.${to}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same, for tests that need Calc as well (.xls files). */
export const itWithLibreOfficeCalc = it.skipIf(
  testDriver !== 'pglite' || (!hasCalc && process.env.REQUIRE_E2E !== '1'),
);

/**
 * Stand-ins for LibreOffice: `fakeSoffice(name, body)` writes an executable shell script of `body` in a
 * folder of the test file's own (removed after its tests) and answers its path; `missing` is a path
 * where there is none; `hangingSoffice()` one that never ends.
 */
function fakeSoffices(prefix: string) {
  const scripts = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(scripts, { recursive: true, force: true }));
  const fakeSoffice = (name: string, body: string) => {
    const file = path.join(scripts, name);
    writeFileSync(file, `#!/bin/sh\n${body}\n`);
    chmodSync(file, 0o755);
    return file;
  };
  return {
    missing: path.join(scripts, 'missing', 'soffice'),
    fakeSoffice,
    /**
     * A LibreOffice that never ends: it starts a `sleep` of its own and waits for it. `sleepPid()` answers
     * that child's pid once the script has written it (the shell creates the file before it writes the pid).
     */
    hangingSoffice() {
      const pidFile = path.join(scripts, 'sleep.pid');
      rmSync(pidFile, { force: true });
      const command = fakeSoffice('hangs', `sleep 600 &\necho $! > ${pidFile}\nwait`);
      const sleepPid = () =>
        vi.waitFor(
          () => {
            const pid = Number(readFileSync(pidFile, 'utf8'));
            if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no pid in ${pidFile} yet`);
            return pid;
          },
          { timeout: 10_000 },
        );
      return { command, sleepPid };
    },
  };
}

/** Whether the process runs (a zombie has ended; only its parent has not looked yet). */
export function running(pid: number) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
}

/**
 * A hanging conversion's time limit in tests: long enough that the requests answered meanwhile finish
 * first on a busy machine (the tests check the export is still pending after them), short enough for a test.
 */
export const hangLimitMs = 5_000;

/**
 * The test app, and apps of the same files and tokens whose LibreOffice is a script of the test's
 * (`appWithSoffice(fakeSoffice(name, body))`), closed after each test.
 */
export function useAppsWithSoffice(prefix: string) {
  const shared = { dataDir: temporaryDataDir(), jwtSecret: randomBytes(32).toString('hex') };
  const t = useTestApp(shared);
  const { appWith } = useExtraApps();
  const appWithSoffice = (command: string, pdfTimeoutMs = 60_000) =>
    appWith({ ...shared, libreOffice: { command, pdfTimeoutMs } });
  return { t, appWithSoffice, ...fakeSoffices(prefix) };
}
