import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConversionFailed, convertDocument, libreOfficeInstalled, NoLibreOffice } from './libreoffice.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'fake-soffice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An executable standing in for soffice: `body` runs with $outdir and $source set from the arguments. */
function fakeSoffice(name: string, body: string) {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    `#!/bin/sh\nwhile [ $# -gt 1 ]; do [ "$1" = --outdir ] && outdir="$2"; shift; done\nsource="$1"\n${body}\n`,
  );
  chmodSync(file, 0o755);
  return file;
}

describe('convertDocument', () => {
  it('runs at most two conversions at a time, each in a folder of its own that is removed after', async () => {
    const log = path.join(dir, 'runs.log');
    const command = fakeSoffice(
      'slow',
      `echo "start $outdir" >> ${log}; sleep 0.3; echo "end $outdir" >> ${log}; cp "$source" "$outdir/document.pdf"`,
    );
    const inputs = ['one', 'two', 'three', 'four', 'five'].map((word) => Buffer.from(word));
    const outputs = await Promise.all(
      inputs.map((bytes) => convertDocument({ command, timeoutMs: 10_000 }, bytes, 'docx', 'pdf')),
    );
    expect(outputs.map(String)).toEqual(['one', 'two', 'three', 'four', 'five']);

    const events = readFileSync(log, 'utf8').trim().split('\n');
    let running = 0;
    let most = 0;
    for (const event of events) {
      running += event.startsWith('start') ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(events).toHaveLength(10);
    expect(most).toBe(2);
    const folders = new Set(events.map((event) => event.split(' ')[1]!));
    expect(folders.size).toBe(5);
    for (const folder of folders) expect(existsSync(folder)).toBe(false);
  });

  it('names why LibreOffice stopped: how it ended and its last line', async () => {
    const crash = fakeSoffice('crash', `echo "loading $source" ; echo 'Fatal exception: Signal 6' >&2; exit 81`);
    const failure = await convertDocument({ command: crash, timeoutMs: 10_000 }, Buffer.from('x'), 'docx', 'pdf').catch(
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(ConversionFailed);
    expect(failure).toMatchObject({ timedOut: false, reason: 'exit code 81: Fatal exception: Signal 6' });

    const nothing = fakeSoffice('nothing', `echo 'Error: source file could not be loaded'`);
    await expect(
      convertDocument({ command: nothing, timeoutMs: 10_000 }, Buffer.from('x'), 'docx', 'pdf'),
    ).rejects.toMatchObject({
      timedOut: false,
      reason: 'it wrote no .pdf file: Error: source file could not be loaded',
    });
  });

  it('knows when there is no LibreOffice', async () => {
    const missing = path.join(dir, 'missing', 'soffice');
    expect(await libreOfficeInstalled(missing)).toBe(false);
    expect(await libreOfficeInstalled('no-such-office-program')).toBe(false);
    expect(await libreOfficeInstalled(fakeSoffice('present', 'exit 0'))).toBe(true);
    expect(await libreOfficeInstalled('sh')).toBe(true);
    await expect(
      convertDocument({ command: missing, timeoutMs: 1_000 }, Buffer.from('x'), 'docx', 'pdf'),
    ).rejects.toBeInstanceOf(NoLibreOffice);
  });
});
