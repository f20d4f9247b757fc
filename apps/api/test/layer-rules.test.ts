import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layer rules of ARCHITECTURE.md run in `npm run lint` (.dependency-cruiser.cjs, and
// .dependency-cruiser.web-features.cjs over the web's feature folders). Here the real checker and
// configurations run over a small tree in a temporary folder that breaks each rule once, beside imports
// that keep them.

const repo = path.resolve(import.meta.dirname, '../../..');
const checker = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Each file of the tree, by path, with its imports (`import(path)`: a dynamic one). */
const tree: Record<string, string[]> = {
  'apps/api/src/db/client.ts': [],
  'apps/api/src/db/schema/index.ts': [],
  'apps/api/src/lib/errors.ts': [],
  'apps/api/src/jobs/index.ts': [],
  'apps/api/src/jobs/job-rows.queries.ts': ['drizzle-orm', '../db/schema/index.ts'],
  'apps/api/src/jobs/runner.ts': ['./job-rows.queries.ts', 'drizzle-orm'],
  'apps/api/src/plugins/auth.ts': ['../lib/errors.ts'],
  'apps/api/src/features/feature-deps.ts': ['../db/client.ts'],
  'apps/api/src/features/route-deps.ts': ['./feature-deps.ts'],
  // alpha keeps every rule.
  'apps/api/src/features/alpha/index.ts': ['./alpha.routes.ts'],
  'apps/api/src/features/alpha/alpha.routes.ts': ['./alpha.service.ts', '../../plugins/auth.ts', '../route-deps.ts'],
  'apps/api/src/features/alpha/alpha.service.ts': ['./alpha.queries.ts', '../../jobs/index.ts', '../feature-deps.ts'],
  'apps/api/src/features/alpha/alpha.queries.ts': ['drizzle-orm', '../../db/client.ts', '../../db/schema/index.ts'],
  'apps/api/src/app.ts': ['./features/alpha/index.ts', './plugins/auth.ts'],
  // beta breaks them.
  'apps/api/src/features/beta/beta.routes.ts': ['../../db/client.ts', 'drizzle-orm', '../feature-deps.ts'],
  'apps/api/src/features/beta/beta.service.ts': [
    '../../db/schema/index.ts',
    '../alpha/alpha.service.ts',
    '../../jobs/runner.ts',
  ],
  'apps/api/src/features/beta/beta.queries.ts': ['./beta.service.ts'],
  // delta and epsilon import each other through their entries.
  'apps/api/src/features/delta/index.ts': ['../epsilon/index.ts'],
  'apps/api/src/features/epsilon/index.ts': ['../delta/index.ts'],
  'apps/api/src/plugins/storage.ts': ['../features/alpha/index.ts'],
  'apps/api/src/lib/helper.ts': ['../features/alpha/index.ts'],
  'apps/api/test/factories.ts': ['../src/features/alpha/alpha.queries.ts'],
  'apps/web/src/main.ts': ['../../api/src/app.ts', './missing.ts'],
  // The web's gamma reaches the API through its *-api.ts; its page calls the http client and downloads
  // a file itself (the query keys, which call nothing, it may use), and a component uploads bytes.
  'apps/web/src/api/http.ts': [],
  'apps/web/src/api/query-keys.ts': [],
  'apps/web/src/api/blob-upload.ts': [],
  'apps/web/src/features/gamma/gamma-api.ts': ['../../api/http.ts', '../../api/download-file.ts'],
  'apps/web/src/features/gamma/gamma-page.tsx': [
    './gamma-api.ts',
    '../../api/http.ts',
    '../../api/download-file.ts',
    '../../api/query-keys.ts',
  ],
  'apps/web/src/components/upload-field.tsx': ['../api/blob-upload.ts'],
  // Web features are entered through their index.ts (app/ loads a page with import() itself); theta's
  // page reaches past gamma's entry and up into app/, the route table imports a page, a component a feature.
  'apps/web/src/features/gamma/index.ts': ['./gamma-api.ts'],
  'apps/web/src/features/theta/index.ts': [],
  'apps/web/src/features/theta/theta-page.tsx': [
    '../gamma/index.ts',
    '../gamma/gamma-api.ts',
    '../../app/providers.tsx',
  ],
  'apps/web/src/app/providers.tsx': [],
  'apps/web/src/app/routes.tsx': ['import(../features/theta/theta-page.tsx)', '../features/gamma/gamma-page.tsx'],
  'apps/web/src/components/card.tsx': ['../features/gamma/index.ts'],
  'apps/web/src/components/notify.ts': [],
  // The API client is handed its toasts; a download that imports them breaks that.
  'apps/web/src/api/download-file.ts': ['./http.ts', '../components/notify.ts'],
  'apps/web/test/render.tsx': ['../src/app/routes.tsx', '../src/features/theta/theta-page.tsx'],
  // Web features iota and kappa use each other, each through the other's entry (no module cycle);
  // iota's sub-folders use each other, which is iota's own business.
  'apps/web/src/features/iota/index.ts': [],
  'apps/web/src/features/iota/iota-page.tsx': ['../kappa/index.ts', './one/one-part.tsx'],
  'apps/web/src/features/iota/one/one-part.tsx': ['../two/two-part.tsx'],
  'apps/web/src/features/iota/two/two-part.tsx': [],
  'apps/web/src/features/iota/two/two-more.tsx': ['../one/one-more.tsx'],
  'apps/web/src/features/iota/one/one-more.tsx': [],
  'apps/web/src/features/kappa/index.ts': [],
  'apps/web/src/features/kappa/kappa-page.tsx': ['../iota/index.ts'],
  'packages/contracts/src/index.ts': [],
  'packages/engine/src/index.ts': ['../../contracts/src/index.ts', 'node:fs'],
  'packages/charts/src/index.ts': ['../../contracts/src/index.ts', '../../engine/src/index.ts', 'node:fs'],
};

/** The violations beta and the others plant, as the checker names them. */
const planted = [
  'routes-not-db: apps/api/src/features/beta/beta.routes.ts → apps/api/src/db/client.ts',
  'routes-not-db: apps/api/src/features/beta/beta.routes.ts → node_modules/drizzle-orm/index.js',
  'routes-not-feature-deps: apps/api/src/features/beta/beta.routes.ts → apps/api/src/features/feature-deps.ts',
  'sql-only-in-queries: apps/api/src/features/beta/beta.routes.ts → node_modules/drizzle-orm/index.js',
  'sql-only-in-queries: apps/api/src/features/beta/beta.service.ts → apps/api/src/db/schema/index.ts',
  'sql-only-in-queries: apps/api/src/jobs/runner.ts → node_modules/drizzle-orm/index.js',
  'queries-not-services: apps/api/src/features/beta/beta.queries.ts → apps/api/src/features/beta/beta.service.ts',
  'plugins-not-features: apps/api/src/plugins/storage.ts → apps/api/src/features/alpha/index.ts',
  'lib-and-db-below-features: apps/api/src/lib/helper.ts → apps/api/src/features/alpha/index.ts',
  'features-through-entries: apps/api/src/features/beta/beta.service.ts → apps/api/src/features/alpha/alpha.service.ts',
  'features-through-entries-from-outside: apps/api/test/factories.ts → apps/api/src/features/alpha/alpha.queries.ts',
  'jobs-through-entry: apps/api/src/features/beta/beta.service.ts → apps/api/src/jobs/runner.ts',
  'web-not-api: apps/web/src/main.ts → apps/api/src/app.ts',
  'web-http-through-feature-api: apps/web/src/features/gamma/gamma-page.tsx → apps/web/src/api/http.ts',
  'web-http-through-feature-api: apps/web/src/features/gamma/gamma-page.tsx → apps/web/src/api/download-file.ts',
  'web-http-through-feature-api: apps/web/src/components/upload-field.tsx → apps/web/src/api/blob-upload.ts',
  'web-features-through-entries: apps/web/src/features/theta/theta-page.tsx → apps/web/src/features/gamma/gamma-api.ts',
  'web-features-through-entries-from-outside: apps/web/test/render.tsx → apps/web/src/features/theta/theta-page.tsx',
  'web-app-features-through-entries: apps/web/src/app/routes.tsx → apps/web/src/features/gamma/gamma-page.tsx',
  'web-app-on-top: apps/web/src/features/theta/theta-page.tsx → apps/web/src/app/providers.tsx',
  'web-shared-below-features: apps/web/src/components/card.tsx → apps/web/src/features/gamma/index.ts',
  'web-api-below-components: apps/web/src/api/download-file.ts → apps/web/src/components/notify.ts',
  'web-features-acyclic: apps/web/src/features/iota → apps/web/src/features/kappa → apps/web/src/features/iota',
  'web-features-acyclic: apps/web/src/features/kappa → apps/web/src/features/iota → apps/web/src/features/kappa',
  'engine-only-contracts: packages/engine/src/index.ts → fs',
  'charts-only-contracts-and-vega: packages/charts/src/index.ts → packages/engine/src/index.ts',
  'charts-only-contracts-and-vega: packages/charts/src/index.ts → fs',
  'resolvable: apps/web/src/main.ts → ./missing.ts',
  'no-circular: apps/api/src/features/delta/index.ts → apps/api/src/features/epsilon/index.ts → apps/api/src/features/delta/index.ts',
];

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'layer-rules-'));
  for (const [file, imports] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const lines = imports.map((from, i) => {
      const dynamic = /^import\((.+)\)$/.exec(from)?.[1];
      if (dynamic) return `export const m${i} = () => import('${dynamic}');`;
      return `import * as m${i} from '${from}';\nconsole.log(m${i});`;
    });
    writeFileSync(path.join(dir, file), `${lines.join('\n')}\nexport const value = 1;\n`);
  }
  copyFileSync(path.join(repo, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  // A stand-in drizzle-orm package, so the tree resolves it as the repository does.
  const drizzle = path.join(dir, 'node_modules/drizzle-orm');
  mkdirSync(drizzle, { recursive: true });
  writeFileSync(path.join(drizzle, 'package.json'), '{"name": "drizzle-orm", "main": "index.js"}');
  writeFileSync(path.join(drizzle, 'index.js'), 'export const sql = 1;\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('layer rules (dependency-cruiser)', () => {
  it('fails on each planted violation, naming its rule, and on nothing else', async () => {
    const check = (config: string, ...folders: string[]) => {
      const args = [checker, ...folders, '--config', path.join(repo, config), '--output-type', 'err'];
      return promisify(execFile)(process.execPath, args, { cwd: dir }).then(
        () => null,
        (err: { code: number; stdout: string }) => err,
      );
    };
    const failures = await Promise.all([
      check('.dependency-cruiser.cjs', 'apps', 'packages'),
      check('.dependency-cruiser.web-features.cjs', 'apps/web/src/features'),
    ]);
    for (const failure of failures) expect(failure?.code).toBeGreaterThan(0);
    const reported = failures
      .map((failure) => failure!.stdout)
      .join('\n')
      // A circle is printed one module a line: each arrow joins its two modules on one line.
      .replace(/\s*→\s*/g, ' → ')
      .split('\n')
      .map((line) => line.trim().replace(/^error /, ''))
      .filter((line) => line.includes(' → '));
    expect(reported.sort()).toEqual([...planted].sort());
  });
});
