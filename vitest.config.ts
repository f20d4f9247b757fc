import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The API suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const api = (driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/api/vitest.config.ts',
  test: { name: `api-${driver}`, root: './apps/api', env: { TEST_DB_DRIVER: driver } },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than there are cores: one at a time on a 2-core machine.
    // Its own process mostly waits, so every core runs test files.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contracts',
      'packages/engine',
      'packages/charts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      api('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('postgres')] : []),
    ],
  },
});
