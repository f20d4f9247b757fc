import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { describeOnPglite } from '../../test/postgres-only.ts';
import { runAsBackgroundWork, SharingPGlite } from './sharing-pglite.ts';

const sharing = new SharingPGlite();
afterAll(() => sharing.close());

/** How many times a chain of 20 queries let the event loop turn (an immediate callback ran). */
async function turnsDuringQueries(db: PGlite) {
  let turns = 0;
  let done = false;
  const spin = () => {
    turns++;
    if (!done) setImmediate(spin);
  };
  setImmediate(spin);
  for (let i = 0; i < 20; i++) await db.query('select 1');
  done = true;
  return turns;
}

describeOnPglite('the embedded database shares its thread', () => {
  it('lets the event loop turn before each query, which PGlite alone does not', async () => {
    const plain = new PGlite();
    try {
      await plain.query('select 1');
      expect(await turnsDuringQueries(plain)).toBeLessThan(2);
    } finally {
      await plain.close();
    }
    expect(await turnsDuringQueries(sharing)).toBeGreaterThanOrEqual(20);
    // Two new databases (initdb in WebAssembly each): 18 s on a busy 2-CPU machine.
  }, 60_000);

  it("puts a request's queries before the background work's next one", async () => {
    const order: string[] = [];
    const background = runAsBackgroundWork(async () => {
      for (let i = 0; i < 30; i++) {
        await sharing.query('select 1');
        order.push('job');
      }
    });
    while (!order.includes('job')) await new Promise((resolve) => setImmediate(resolve));
    // A request: three queries one after another, with a turn of the event loop between them.
    for (let i = 0; i < 3; i++) {
      await sharing.query('select 2');
      order.push('request');
      await new Promise((resolve) => setImmediate(resolve));
    }
    await background;
    const first = order.indexOf('request');
    const last = order.lastIndexOf('request');
    // At most the job's query under way when the request came comes between its queries.
    expect(order.slice(first, last + 1).filter((step) => step === 'job').length).toBeLessThanOrEqual(1);
    expect(order.filter((step) => step === 'job')).toHaveLength(30);
  });
});
