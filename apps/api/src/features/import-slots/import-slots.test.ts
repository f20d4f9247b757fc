import { importMessages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useJobCrashes } from '../../../test/job-crash.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { runningImports } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { withImportSlot } from './import-slots.service.ts';

const t = useTestApp();

/** A promise and the function that settles it, to hold an import open as long as a test needs. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('withImportSlot', () => {
  it('refuses a second import of the same user with 409 while the first runs, not another user’s, and frees the slot after', async () => {
    const db = t.database.db;
    const [{ user: anna }, { user: ben }] = [await t.signIn(Role.USER), await t.signIn(Role.USER)];
    const first = gate();
    const running = withImportSlot(db, anna.id, async () => {
      await first.opened;
      return 'first';
    });
    await expect.poll(async () => (await db.select().from(runningImports)).length).toBe(1);

    const second = withImportSlot(db, anna.id, async () => 'second');
    await expect(second).rejects.toSatisfy(
      (err) => err instanceof AppError && err.statusCode === 409 && err.message === importMessages.running,
    );
    expect(await withImportSlot(db, ben.id, async () => 'other user')).toBe('other user');

    first.open();
    expect(await running).toBe('first');
    expect(await db.select().from(runningImports)).toEqual([]);
    expect(await withImportSlot(db, anna.id, async () => 'again')).toBe('again');
  });

  it('runs imports of different users two at a time in a process; the others wait their turn', async () => {
    const db = t.database.db;
    const users = await Promise.all([1, 2, 3].map(async () => (await t.signIn(Role.USER)).user));
    const gates = users.map(() => gate());
    const started: number[] = [];
    const imports = users.map((user, i) =>
      withImportSlot(db, user.id, async () => {
        started.push(i);
        await gates[i]!.opened;
        return i;
      }),
    );
    await expect.poll(() => started.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toHaveLength(2);

    gates[started[0]!]!.open();
    await expect.poll(() => started.length).toBe(3);
    for (const g of gates) g.open();
    expect(await Promise.all(imports)).toEqual([0, 1, 2]);
  });

  it('frees the slot when the import fails', async () => {
    const db = t.database.db;
    const { user } = await t.signIn(Role.USER);
    await expect(
      withImportSlot(db, user.id, async () => {
        throw new Error('bad file');
      }),
    ).rejects.toThrow('bad file');
    expect(await db.select().from(runningImports).where(eq(runningImports.userId, user.id))).toEqual([]);
  });

  it('takes over at once a slot whose heartbeat has been silent for a minute, not one that beat just now', async () => {
    const db = t.database.db;
    const { user } = await t.signIn(Role.USER);
    // Started an hour ago, its last heartbeat 50 s ago: the import still runs.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db
      .insert(runningImports)
      .values({ userId: user.id, startedOn: hourAgo, heartbeatOn: new Date(Date.now() - 50_000) });
    await expect(withImportSlot(db, user.id, async () => 'young')).rejects.toThrow(importMessages.running);

    await db
      .update(runningImports)
      .set({ heartbeatOn: new Date(Date.now() - 70_000) })
      .where(eq(runningImports.userId, user.id));
    expect(await withImportSlot(db, user.id, async () => 'taken over')).toBe('taken over');
    expect(await db.select().from(runningImports)).toEqual([]);
  });

  it('keeps a running import’s slot by its heartbeat for as long as it runs, and frees only its own', async () => {
    const db = t.database.db;
    const { user } = await t.signIn(Role.USER);
    const short = { heartbeatIntervalSeconds: 0.1, staleAfterSeconds: 0.5 };
    const first = gate();
    const running = withImportSlot(
      db,
      user.id,
      async () => {
        await first.opened;
        return 'first';
      },
      short,
    );
    await expect.poll(async () => (await db.select().from(runningImports)).length).toBe(1);
    const [claimed] = await db.select().from(runningImports);

    // Three times the stale threshold later, the slot is still held, its heartbeat renewed.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await expect(withImportSlot(db, user.id, async () => 'second', short)).rejects.toThrow(importMessages.running);
    const [held] = await db.select().from(runningImports);
    expect(held!.startedOn).toEqual(claimed!.startedOn);
    expect(held!.heartbeatOn.getTime()).toBeGreaterThan(claimed!.heartbeatOn.getTime() + 1_000);

    first.open();
    expect(await running).toBe('first');
    expect(await db.select().from(runningImports)).toEqual([]);
  });

  it('does not free a slot another import took over after its heartbeat went silent', async () => {
    const db = t.database.db;
    const { user } = await t.signIn(Role.USER);
    const first = gate();
    // Its heartbeat would come only after a minute: the slot goes silent.
    const silent = { heartbeatIntervalSeconds: 60, staleAfterSeconds: 0.3 };
    const running = withImportSlot(db, user.id, () => first.opened.then(() => 'first'), silent);
    await expect.poll(async () => (await db.select().from(runningImports)).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));

    const second = gate();
    const takenOver = withImportSlot(db, user.id, () => second.opened.then(() => 'second'), silent);
    await expect
      .poll(async () => (await db.select().from(runningImports))[0]?.heartbeatOn.getTime())
      .toBeGreaterThan(Date.now() - 500);
    first.open();
    expect(await running).toBe('first');
    expect(await db.select().from(runningImports)).toHaveLength(1);
    second.open();
    expect(await takenOver).toBe('second');
    expect(await db.select().from(runningImports)).toEqual([]);
  });
});

describe('an import cut short by a killed process', () => {
  const crashed = useJobCrashes();

  it('leaves a slot that the user’s next import takes once its heartbeat has been silent for the threshold', async () => {
    const { id, reopened, cleanUp } = await crashed.duringImport();
    const killedAt = Date.now();
    const userId = Number(id);
    try {
      // Its last heartbeat came just before the kill: under the default minute, the slot is still held.
      await expect(withImportSlot(reopened.db, userId, async () => 'too soon')).rejects.toThrow(importMessages.running);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + 1_200 - Date.now())));
      const threshold = { heartbeatIntervalSeconds: 0.2, staleAfterSeconds: 1 };
      expect(await withImportSlot(reopened.db, userId, async () => 'next', threshold)).toBe('next');
      expect(await reopened.db.select().from(runningImports).where(eq(runningImports.userId, userId))).toEqual([]);
    } finally {
      await cleanUp();
    }
  }, 180_000);
});
