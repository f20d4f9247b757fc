import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` runs knip with the repository's knip.jsonc: an unused file, export or dependency
// fails it. Here the real checker and configuration run over a small workspace in a temporary folder
// that plants one of each beside code that is used.

const repo = path.resolve(import.meta.dirname, '../../..');
const checker = path.join(repo, 'node_modules/knip/bin/knip.js');

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'planted', private: true, type: 'module', workspaces: ['apps/api'] }),
  'apps/api/package.json': JSON.stringify({
    name: '@planted/api',
    private: true,
    type: 'module',
    exports: { '.': './src/main.ts' },
    dependencies: { 'left-over': '1.0.0' },
  }),
  'apps/api/src/main.ts': "import { used } from './helper.ts';\nconsole.log(used);\n",
  'apps/api/src/helper.ts': 'export const used = 1;\nexport const plantedExport = 2;\n',
  'apps/api/src/orphan.ts': 'export const nobodyImportsThis = 3;\n',
  'apps/api/test/jobs-crash-child.ts': '',
};

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'unused-code-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  copyFileSync(path.join(repo, 'knip.jsonc'), path.join(dir, 'knip.jsonc'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('unused code rules (knip)', () => {
  it('fails on an unused file, export and dependency, and names each', async () => {
    const failure = await promisify(execFile)(process.execPath, [checker, '--no-progress', '--no-config-hints'], {
      cwd: dir,
    }).then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(failure?.code).toBeGreaterThan(0);
    const report = failure!.stdout;
    expect(report).toMatch(/Unused files \(1\)\s+apps\/api\/src\/orphan\.ts/);
    expect(report).toMatch(/Unused dependencies \(1\)\s+left-over/);
    expect(report).toMatch(/Unused exports \(1\)\s+plantedExport\s+apps\/api\/src\/helper\.ts/);
    expect(report).not.toMatch(/^used\b/m);
  });
});
