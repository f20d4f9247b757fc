import { type HistoryEntry, Role, type User } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { defaultPassword } from '../../../test/factories.ts';
import { staleMessage } from '../../../test/factories-admin-records.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
type Headers = { authorization: string };

/** A user signed in on their own, and an admin (Ida Holm) who edits them. */
async function setUp() {
  const me = await t.signIn(Role.USER, { fullName: 'Me Myself', email: 'me@example.com', title: 'Consultant' });
  const ida = await t.signIn(Role.ADMIN, { fullName: 'Ida Holm' });
  const profile = {
    fullName: 'Me Myself',
    email: 'me@example.com',
    title: 'Consultant',
    phone: null,
    department: { id: me.user.departmentId },
  };
  const putMe = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me', headers: me.headers, payload });
  const putUser = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}`,
      headers: ida.headers,
      payload: { ...profile, role: Role.USER, ...payload },
    });
  const readMe = async () => (await t.app.inject({ url: '/api/users/me', headers: me.headers })).json() as User;
  const history = async (headers: Headers = ida.headers) => {
    const url = `/api/history?recordType=user&recordId=${me.user.id}`;
    return t.app.inject({ url, headers });
  };
  return { me, ida, profile, putMe, putUser, readMe, history };
}

describe('a user’s version', () => {
  it('refuses the user’s own stale profile save after an admin’s change, naming the admin; the current version saves', async () => {
    const { profile, putMe, putUser, readMe, history } = await setUp();
    expect((await readMe()).version).toBe(1);
    expect((await putUser({ title: 'Lead consultant', version: 1 })).json()).toMatchObject({ version: 2 });

    const stale = await putMe({ ...profile, phone: '+45 1234', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await readMe()).toMatchObject({ title: 'Lead consultant', phone: null, version: 2 });

    const saved = await putMe({ ...profile, title: 'Lead consultant', phone: '+45 1234', version: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+45 1234', version: 3 });
    const [own, admin] = (await history()).json() as HistoryEntry[];
    expect(own).toMatchObject({ actor: 'Me Myself', changes: [{ field: 'Phone', before: null, after: '+45 1234' }] });
    expect(admin).toMatchObject({
      actor: 'Ida Holm',
      changes: [{ field: 'Title', before: 'Consultant', after: 'Lead consultant' }],
    });
  });

  it('is kept by a new password: an admin’s is in the history without the password, one’s own writes nothing', async () => {
    const { me, ida, putUser, history } = await setUp();
    const reset = await putUser({ password: 'another1', version: 1 });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().version).toBe(1);
    const [entry] = (await history()).json() as HistoryEntry[];
    expect(entry!.changes).toEqual([{ field: 'Password', before: null, after: 'New password' }]);

    // The admin's new password ended the user's sessions: they sign in with it, then change it themselves.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: 'me@example.com', password: 'another1' },
    });
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers: { authorization: `bearer ${signedIn.json().bearerToken}` },
      payload: { currentPassword: 'another1', newPassword: defaultPassword },
    });
    expect(own.statusCode, own.body).toBe(200);
    const read = await t.app.inject({ url: `/api/users/${me.user.id}`, headers: ida.headers });
    expect(read.json().version).toBe(1);
    expect((await history()).json()).toHaveLength(1);
  });

  it('refuses an admin’s stale save with a new password, and sets no password', async () => {
    const { putUser } = await setUp();
    await putUser({ title: 'Lead consultant', version: 1 });
    const stale = await putUser({ password: 'another1', version: 1 });
    expect(stale.statusCode).toBe(409);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: 'me@example.com', password: 'another1' },
    });
    expect(signIn.statusCode).not.toBe(200);
  });

  it('lets a user read only their own history; admins read anyone’s', async () => {
    const { me, ida, history } = await setUp();
    expect((await history(me.headers)).statusCode).toBe(200);
    const other = await t.app.inject({
      url: `/api/history?recordType=user&recordId=${ida.user.id}`,
      headers: me.headers,
    });
    expect(other.statusCode).toBe(403);
    expect((await history(ida.headers)).statusCode).toBe(200);
  });
});
