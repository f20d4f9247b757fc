/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The one web test that needs its modules loaded fresh. */
export const isolatedWebTest = 'src/components/form-schemas-load.test.tsx';

/**
 * Writes each script and stylesheet of the build also compressed, as .br and .gz beside it: the API
 * sends those to browsers that accept them (@fastify/static's preCompressed), so nothing is
 * compressed per request. A few seconds of build time for about a quarter of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          if (source.length < 1024) return;
          const br = await promisify(brotliCompress)(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          const gz = await promisify(gzip)(source, { level: 9 });
          await Promise.all([writeFile(path.join(dir, `${file}.br`), br), writeFile(path.join(dir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists each page's chunks and their imports: the size budget (.size-limit.mjs) reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only what every page needs goes in one long-cached chunk; the rest of node_modules
          // (Mantine's components, icons, zod) follows the pages that import it.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // react-query in one chunk that the staff pages load with their route layout (the query
            // provider): left to itself it was split in two or three along the pages' imports, and a
            // change of one import moved some 900 B into the technology page.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
            // Mantine's core and the components of the sign-in, password and PIN pages in one chunk
            // that every page loads: fewer requests and better compression. A list, not "shared by N
            // chunks": with more staff pages that rule pulled selects, tooltips and modals into it,
            // and so into the sign-in page. Other components follow the pages that use them. With them the
            // layouts' shared frame (plain elements): in a chunk of its own it cost every page 300 B.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core|utils)[\\/]|core[\\/]esm[\\/]components[\\/](Anchor|Box|Button|Group|Input|InputBase|Loader|Paper|PasswordInput|Stack|Text|TextInput|Title|UnstyledButton)[\\/])|[\\/]src[\\/]components[\\/]layout-frame\.tsx$/,
            },
            // The contracts' formatting (dates, numbers) with the report values that every staff page
            // loads (the breadcrumbs' report name): a chunk of its own would add to the list of chunks
            // that the pages' forms preload with the contracts' schemas, the PIN pages' too.
            {
              name: 'report-values',
              test: /packages[\\/]contracts[\\/]src[\\/](format|report-values)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts', './src/app/preload-routes.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Needs modules loaded fresh (it checks a form before the contracts' schemas have loaded):
    // runs in the 'web-isolated' project of the root vitest.config.ts.
    exclude: [isolatedWebTest],
    // Test files share a worker's loaded modules (every test starts from its own render, query
    // client and stubs): loading the app's routes once per worker instead of once per file halves the time.
    isolate: false,
    css: false,
    // A page test renders the whole app shell in jsdom: seconds each on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
