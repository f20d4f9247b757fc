import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One database per worker, shared by the files it runs (creating one costs seconds).
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
