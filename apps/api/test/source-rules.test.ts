import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Three rules of ARCHITECTURE.md that Biome checks in `npm run lint` (biome.json): no source file grows
// past 400 lines, numbers and dates are formatted only in packages/contracts/src/format.ts, and the
// API passes the company's time zone to each date it formats (the GritQL plugins in lint-rules/). Here the real checker and configuration run over a small tree in a
// temporary folder that breaks each rule, beside files that keep them.

const repo = path.resolve(import.meta.dirname, '../../..');
const checker = path.join(repo, 'node_modules/@biomejs/biome/bin/biome');

const linesOf = (count: number) => Array.from({ length: count }, (_, i) => `export const v${i} = ${i};\n`).join('');

const files: Record<string, string> = {
  'apps/web/src/fits.ts': linesOf(400),
  'apps/web/src/too-long.ts': linesOf(401),
  'apps/web/src/formats.ts': [
    'const n = 1.5;',
    'export const a = n.toFixed(1);',
    "export const b = n.toLocaleString('en-GB');",
    "export const c = new Intl.NumberFormat('en').format(n);",
    'export const d = new Date().toLocaleDateString();',
    'export const e = new Date().toLocaleTimeString();',
    'export const f = Intl.DateTimeFormat().format(new Date());',
    '',
  ].join('\n'),
  'apps/api/src/sheet.ts': "export const total = (n: number) => n.toFixed(2) + ' t';\n",
  'packages/contracts/src/format.ts':
    "export const formatted = (n: number) => new Intl.NumberFormat('en-US').format(n);\n",
  'apps/web/src/uses-format.ts':
    "import { formatted } from '../../../packages/contracts/src/format.ts';\nexport const shown = formatted(1);\n",
  // The web reads dates in its display zone; the API names the zone on every call.
  'apps/web/src/dates.ts': "import { formatDate } from 'x';\nexport const day = formatDate(new Date());\n",
  'apps/api/src/dates.ts': [
    "import { formatDate, formatDateTime, formatFileNameDate, formatFileNameDateTime, setDisplayTimeZone } from 'x';",
    'const at = new Date();',
    'export const a = formatDate(at);',
    'export const b = formatDateTime(at);',
    'export const c = formatFileNameDate(at);',
    'export const d = formatFileNameDateTime(at);',
    "setDisplayTimeZone('Europe/Oslo');",
    "export const kept = [formatDate(at, 'UTC'), formatDateTime(at, zone), formatFileNameDate(at, zone)];",
    '',
  ].join('\n'),
};

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'source-rules-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  copyFileSync(path.join(repo, 'biome.json'), path.join(dir, 'biome.json'));
  cpSync(path.join(repo, 'lint-rules'), path.join(dir, 'lint-rules'), { recursive: true });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('source rules (Biome)', () => {
  it('fails on a file of 401 lines and on each way of formatting outside format.ts, and on nothing else', async () => {
    const args = ['lint', '--reporter=github', '--max-diagnostics=100', 'apps', 'packages'];
    const failure = await promisify(execFile)(checker, args, { cwd: dir }).then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(failure?.code).toBeGreaterThan(0);
    // '::error title=<rule>,file=<path>,line=<n>,…::<message>'
    const reported = failure!.stdout
      .split('\n')
      .flatMap((line) => {
        const found = /^::error title=([^,]+),file=([^,]+),line=(\d+),/.exec(line);
        return found ? [`${found[1]} ${path.relative(dir, found[2]!)}:${found[3]}`] : [];
      })
      .sort();
    expect(reported).toEqual([
      'lint/style/noExcessiveLinesPerFile apps/web/src/too-long.ts:1',
      'plugin apps/api/src/dates.ts:3',
      'plugin apps/api/src/dates.ts:4',
      'plugin apps/api/src/dates.ts:5',
      'plugin apps/api/src/dates.ts:6',
      'plugin apps/api/src/dates.ts:7',
      'plugin apps/api/src/sheet.ts:1',
      'plugin apps/web/src/formats.ts:2',
      'plugin apps/web/src/formats.ts:3',
      'plugin apps/web/src/formats.ts:4',
      'plugin apps/web/src/formats.ts:5',
      'plugin apps/web/src/formats.ts:6',
      'plugin apps/web/src/formats.ts:7',
    ]);
    expect(failure!.stdout).toContain('Numbers and dates are formatted only in packages/contracts/src/format.ts');
    expect(failure!.stdout).toContain("The server writes each date in the company's time zone");
  });
});
