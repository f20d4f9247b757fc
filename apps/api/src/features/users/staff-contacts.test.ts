import { Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';

const t = useTestApp();

describe('GET /api/staff-contacts', () => {
  it('answers the active users by name to any signed-in staff member', async () => {
    const db = t.database.db;
    const { user, headers } = await t.signIn(Role.USER, { fullName: 'mia Berg', title: 'Naval architect' });
    const bo = await buildUser(db, { fullName: 'Bo Lind', title: null });
    const gone = await buildUser(db, { fullName: 'Aage Gone' });
    await db.update(users).set({ deletedOn: new Date() }).where(eq(users.id, gone.id));
    const res = await t.app.inject({ url: '/api/staff-contacts', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: bo.id, fullName: 'Bo Lind', title: null },
      { id: user.id, fullName: 'mia Berg', title: 'Naval architect' },
    ]);
  });

  it('answers 401 without a token and 403 for a client token', async () => {
    expect((await t.app.inject({ url: '/api/staff-contacts' })).statusCode).toBe(401);
    const client = await t.app.tokens.issueClient({ form: 'questionnaire', formId: 1, urlHash: 'x' });
    const res = await t.app.inject({
      url: '/api/staff-contacts',
      headers: { authorization: `bearer ${client.bearerToken}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
