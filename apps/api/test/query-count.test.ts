import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countQueries } from './query-count.ts';
import { useTestApp } from './test-app.ts';

const t = useTestApp();

describe('countQueries', () => {
  it('counts the queries run makes, not those of a timer started outside it that land meanwhile', async () => {
    const db = t.database.db;
    let timerRan = false;
    const timer = new Promise<void>((resolve) =>
      setTimeout(async () => {
        await db.execute(sql`select 2`);
        timerRan = true;
        resolve();
      }, 5),
    );
    const { queries, result } = await countQueries(db, async () => {
      await db.execute(sql`select 1`);
      await timer;
      await db.execute(sql`select 3`);
      return 'done';
    });
    expect(timerRan).toBe(true);
    expect(result).toBe('done');
    expect(queries).toBe(2);
  });
});
