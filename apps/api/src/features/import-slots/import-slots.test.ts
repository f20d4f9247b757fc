import { importMessages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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

  it('takes over a slot left by a process that stopped ten minutes ago, not a younger one', async () => {
    const db = t.database.db;
    const { user } = await t.signIn(Role.USER);
    await db.insert(runningImports).values({ userId: user.id, startedOn: new Date(Date.now() - 9 * 60_000) });
    await expect(withImportSlot(db, user.id, async () => 'young')).rejects.toThrow(importMessages.running);

    await db
      .update(runningImports)
      .set({ startedOn: new Date(Date.now() - 11 * 60_000) })
      .where(eq(runningImports.userId, user.id));
    expect(await withImportSlot(db, user.id, async () => 'taken over')).toBe('taken over');
  });
});
