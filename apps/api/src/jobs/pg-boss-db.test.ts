import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pgBossWorkerDb } from './pg-boss-db.queries.ts';

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string>;
const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const brokenDb = { execute: async () => Promise.reject(lost) };

describe('the connection pg-boss works on', () => {
  it.each(['completeJobs', 'failJobsById'])('forgets a lost %s of its worker and says so', async (plan) => {
    const reported: unknown[] = [];
    const db = pgBossWorkerDb(brokenDb as never, (err) => reported.push(err));
    const text = plans[plan]!('pgboss');
    await expect(db.executeSql(text, ['jobs', ['00000000-0000-0000-0000-000000000000'], null])).resolves.toEqual({
      rows: [{ count: '0' }],
    });
    expect(reported).toEqual([lost]);
  });

  it('passes every other failure on to its caller', async () => {
    const reported: unknown[] = [];
    const db = pgBossWorkerDb(brokenDb as never, (err) => reported.push(err));
    await expect(db.executeSql(plans.insertJob!('pgboss'), ['jobs'])).rejects.toBe(lost);
    await expect(db.executeSql('select 1', [])).rejects.toBe(lost);
    expect(reported).toEqual([]);
  });
});
