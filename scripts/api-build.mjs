// Builds the API to JavaScript (apps/api/dist) with esbuild: `node scripts/api-build.mjs` builds it;
// with `--if-stale`, or imported as `ensureApiBuild()`, only when it is missing or older than its sources.
// Decision 0031 says why esbuild.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildIsStale } from './stale-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');
const builtMain = path.join(dist, 'main.js');
const apiSources = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/contracts/src',
  'packages/engine/src',
  'packages/charts/src',
  'packages/charts/fonts',
  'scripts/api-build.mjs',
];

/** Every `*.worker.ts` under the API's sources: each is a worker process's entry, built to a file of its own. */
function workerEntries(folder = path.join(api, 'src')) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return workerEntries(file);
    return entry.name.endsWith('.worker.ts') ? [file] : [];
  });
}

const sourceFile = /\.(ts|tsx|mts)$/;
const workerUrl = /new URL\((['"])\.\/([\w.-]+\.worker)\.ts\1, import\.meta\.url\)/g;

/**
 * The repository's own code (the API and the workspace packages) is bundled; npm packages stay where
 * npm put them and load as they do today. Two things of a source file mean its own place, and the bundle
 * lives elsewhere: `import.meta.dirname` (migrations, fonts and the repository root are read in place,
 * relative to it) becomes that folder reached from dist, and a worker's `new URL('./x.worker.ts', …)`
 * names its built file beside main.js.
 */
const inPlace = {
  name: 'in-place',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@backoffice/') || args.kind === 'entry-point' ? undefined : { external: true },
    );
    b.onLoad({ filter: sourceFile }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const fromDist = path.relative(dist, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text
          .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${fromDist}`)})`)
          .replace(workerUrl, "new URL('./$2.js', import.meta.url)"),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

async function buildApi() {
  const workers = Object.fromEntries(workerEntries().map((file) => [path.basename(file, '.ts'), file]));
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(api, 'src/main.ts'), ...workers },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // What a module loads with import() is a chunk of its own, and so are the npm packages only it imports:
    // they load on first use, not at start. Chunks lie beside main.js, where import.meta.dirname points.
    splitting: true,
    target: 'node20.19',
    sourcemap: 'linked',
    plugins: [inPlace],
    logLevel: 'warning',
  });
}

export async function ensureApiBuild() {
  if (!buildIsStale(root, builtMain, apiSources)) return;
  console.log('Building the API…');
  await buildApi();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await (process.argv.includes('--if-stale') ? ensureApiBuild() : buildApi());
}
