import { describe, it } from 'vitest';

/** The database the API suite runs on (vitest.config.ts sets TEST_DB_DRIVER per project). */
export const testDriver: 'pglite' | 'postgres' = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/**
 * For tests that mean something only with several connections at once, e.g. requests racing for a
 * row lock, or several API instances sharing work. PGlite runs one query at a time, so there such
 * a test would pass even without the lock; it is skipped there and runs on PostgreSQL.
 */
export const itOnPostgres = it.skipIf(testDriver !== 'postgres');
export const describeOnPostgres = describe.skipIf(testDriver !== 'postgres');

/**
 * For tests of the embedded database itself (its data folder, how requests share it, its statistics):
 * they open PGlite whatever the project's database, so on PostgreSQL they would only run again.
 */
export const itOnPglite = it.skipIf(testDriver !== 'pglite');
export const describeOnPglite = describe.skipIf(testDriver !== 'pglite');
