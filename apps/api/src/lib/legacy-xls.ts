import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The server has no LibreOffice to convert with. */
export class NoXlsConverter extends Error {}

/**
 * A legacy Excel workbook (.xls) as .xlsx, converted by LibreOffice (`soffice`, or `SOFFICE_PATH`);
 * null when the file cannot be converted, NoXlsConverter when the server has no LibreOffice. Each
 * conversion gets its own folder and LibreOffice profile, so conversions can run side by side;
 * none takes longer than a minute.
 */
export async function xlsToXlsx(bytes: Buffer): Promise<Buffer | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'xls-'));
  try {
    const source = path.join(dir, 'workbook.xls');
    await writeFile(source, bytes);
    await run(
      process.env.SOFFICE_PATH || 'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'xlsx',
        '--outdir',
        dir,
        source,
      ],
      { timeout: 60_000, env: { ...process.env, HOME: dir } },
    );
    return await readFile(path.join(dir, 'workbook.xlsx'));
  } catch (err) {
    const failure = err as NodeJS.ErrnoException;
    if (failure.code === 'ENOENT' && failure.syscall?.startsWith('spawn')) {
      throw new NoXlsConverter('LibreOffice is not installed');
    }
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
