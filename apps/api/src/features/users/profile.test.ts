import { messages, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, defaultPassword } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

type Headers = { authorization: string };

async function signedIn() {
  const me = await t.signIn(Role.USER, { email: 'me@example.com', fullName: 'Me Myself' });
  const body = {
    fullName: 'Me Myself',
    email: 'me@example.com',
    title: 'Consultant',
    phone: '+45 1',
    department: { id: me.user.departmentId },
  };
  return { ...me, body };
}

const putMe = (headers: Headers | Record<string, never>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/me', headers, payload });

describe('PUT /api/users/me', () => {
  it('saves name, title and phone without the password', async () => {
    const { headers, body } = await signedIn();
    const res = await putMe(headers, { ...body, fullName: 'Me Renamed', title: 'Lead' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Me Renamed', title: 'Lead', email: 'me@example.com' });
  });

  it('changes the e-mail address only with the current password, and then does', async () => {
    const { headers, body } = await signedIn();
    const missing = await putMe(headers, { ...body, email: 'new@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ currentPassword: [messages.currentPasswordForEmail] });
    const wrong = await putMe(headers, { ...body, email: 'new@example.com', currentPassword: 'not it' });
    expect(wrong.json()).toEqual({ currentPassword: [messages.currentPasswordWrong] });
    expect((await t.app.inject({ url: '/api/users/me', headers })).json().email).toBe('me@example.com');

    const right = await putMe(headers, { ...body, email: 'new@example.com', currentPassword: defaultPassword });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().email).toBe('new@example.com');
  });

  it('takes the same address in other letter case without the password', async () => {
    const { headers, body } = await signedIn();
    expect((await putMe(headers, { ...body, email: 'ME@example.com' })).statusCode).toBe(200);
  });

  it('refuses an address in use and a bad address with field messages, and 401 without a session', async () => {
    const { headers, body } = await signedIn();
    await buildUser(t.database.db, { email: 'taken@example.com' });
    const taken = await putMe(headers, { ...body, email: 'taken@example.com', currentPassword: defaultPassword });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().email).toEqual([messages.emailTaken]);
    const bad = await putMe(headers, { ...body, email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().email).toBeDefined();
    expect((await putMe({}, body)).statusCode).toBe(401);
  });
});
