import { limits, messages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/test-app.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { hs256Tokens } from '../../lib/jwt.ts';

const t = useTestApp();

async function signInWith(username: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username, password }, remoteAddress });
}

function resetTokenFrom(text: string) {
  const match = text.match(/\/reset-password\/([A-Za-z0-9_-]+)\?email=/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('POST /api/auth/token', () => {
  it('signs in with the e-mail in any case and answers the session', async () => {
    const { user } = await t.signIn(Role.ADMIN, { email: 'Ship.Owner@Example.com' });
    const res = await signInWith('ship.owner@example.COM', user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, email: 'Ship.Owner@Example.com', role: 1, isAdmin: true });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(new Date(body.expires).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(body.renewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${body.bearerToken}` } });
    expect(me.json().id).toBe(user.id);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const { user } = await t.signIn();
    const wrong = await signInWith(user.email, 'not the password');
    const unknown = await signInWith('nobody@example.com', 'whatever');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: messages.userOrPasswordIncorrect });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 per field when e-mail or password is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['*'], password: ['*'] });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it('refuses a removed user', async () => {
    const { user } = await t.signIn(Role.USER, { deletedOn: new Date() });
    expect((await signInWith(user.email, user.password)).statusCode).toBe(401);
  });
});

describe('staff token checks', () => {
  it('answers 401 without a token, with a bad one and with another scheme', async () => {
    const { headers } = await t.signIn();
    for (const authorization of [undefined, 'bearer nonsense', headers.authorization.replace('bearer', 'Basic')]) {
      const res = await t.app.inject({ url: '/api/users/me', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: messages.unauthorized });
    }
  });

  it("answers 401 to a staff token naming no session, or another user's session", async () => {
    const secret = 'a test secret of at least thirty-two characters';
    const app = await buildTestApp({ jwtSecret: secret });
    try {
      const { user } = await t.signIn();
      const someoneElse = (await t.signIn()).user;
      const other = (await signInWith(someoneElse.email, someoneElse.password)).json();
      const otherSessionId = JSON.parse(Buffer.from(other.bearerToken.split('.')[1], 'base64url').toString()).sid;
      expect(otherSessionId).toEqual(expect.any(Number));
      const sign = hs256Tokens(Buffer.from(secret)).sign;
      const exp = Math.floor(Date.now() / 1000) + 600;
      // As issued before sessions were named: a token version instead of a session.
      const versioned = sign({ sub: String(user.id), ver: 0, kind: 'staff', exp });
      const borrowed = sign({ sub: String(user.id), sid: otherSessionId, kind: 'staff', exp });
      const outOfRange = sign({ sub: String(user.id), sid: 2 ** 31, kind: 'staff', exp });
      for (const token of [versioned, borrowed, outOfRange]) {
        const res = await app.inject({ url: '/api/users/me', headers: { authorization: `bearer ${token}` } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: messages.unauthorized });
      }
    } finally {
      await app.close();
    }
  });

  it('answers 401 once the user is removed, even with a valid token', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const victim = await t.signIn();
    await t.app.inject({ method: 'DELETE', url: `/api/users/${victim.user.id}`, headers: admin.headers });
    expect((await t.app.inject({ url: '/api/users/me', headers: victim.headers })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/renew-token', () => {
  it('gives a new access token and the user for a valid renew token', async () => {
    const { user } = await t.signIn();
    const session = (await signInWith(user.email, user.password)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/renew-token',
      payload: { renewToken: session.renewToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id } });
    expect(res.json()).not.toHaveProperty('renewToken');
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `bearer ${res.json().bearerToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 for an unknown token and 400 for none', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/renew-token',
      payload: { renewToken: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/renew-token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ renewToken: ['*'] });
  });
});

/** GET users/me with a session's access token: its status. */
async function meWith(session: { bearerToken: string }) {
  return (await t.app.inject({ url: '/api/users/me', headers: { authorization: `bearer ${session.bearerToken}` } }))
    .statusCode;
}

function renew(renewToken: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/renew-token', payload: { renewToken } });
}

describe('POST /api/auth/logout', () => {
  const logout = (renewToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { renewToken } });

  it('ends the session at once: its access tokens answer 401 and its renew token gives no new one; other sessions keep theirs', async () => {
    const { user } = await t.signIn();
    const mine = (await signInWith(user.email, user.password)).json();
    const renewed = (await renew(mine.renewToken)).json();
    const other = (await signInWith(user.email, user.password)).json();
    expect(await meWith(mine)).toBe(200);

    const out = await logout(mine.renewToken);
    expect(out.statusCode).toBe(204);
    expect(await meWith(mine)).toBe(401);
    expect(await meWith(renewed)).toBe(401);
    expect((await renew(mine.renewToken)).statusCode).toBe(401);
    expect(await meWith(other)).toBe(200);
    expect((await renew(other.renewToken)).statusCode).toBe(200);
    // Again, or with a token nobody has: the same answer, so it tells nothing.
    expect((await logout(mine.renewToken)).statusCode).toBe(204);
    expect((await logout('invented')).statusCode).toBe(204);
  });

  it('answers 400 without a renew token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ renewToken: [messages.required] });
  });

  it(`keeps the newest ${limits.renewTokensPerUser} sessions of a user; signing in once more ends the oldest`, async () => {
    const { user } = await t.signIn();
    const sessions = [];
    for (let i = 0; i <= limits.renewTokensPerUser; i++)
      sessions.push((await signInWith(user.email, user.password)).json());
    expect((await renew(sessions[0].renewToken)).statusCode).toBe(401);
    expect(await meWith(sessions[0])).toBe(401);
    expect((await renew(sessions[1].renewToken)).statusCode).toBe(200);
    expect((await renew(sessions.at(-1).renewToken)).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/set-password', () => {
  it("changes the password and ends the user's other sessions; the current one goes on with a new renew token", async () => {
    const { user } = await t.signIn();
    const current = (await signInWith(user.email, user.password)).json();
    const other = (await signInWith(user.email, user.password)).json();
    const otherRenewed = (await renew(other.renewToken)).json();
    const someoneElse = await t.signIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers: { authorization: `bearer ${current.bearerToken}` },
      payload: { currentPassword: user.password, newPassword: 'a new secret' },
    });
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(Object.keys(next).sort()).toEqual(['bearerToken', 'expires', 'renewToken']);

    // Every token of the other session is refused at once.
    expect(await meWith(other)).toBe(401);
    expect(await meWith(otherRenewed)).toBe(401);
    expect((await renew(other.renewToken)).statusCode).toBe(401);
    // The current session goes on: its access token and the answered ones work; its old renew token is replaced.
    expect(await meWith(current)).toBe(200);
    expect(await meWith(next)).toBe(200);
    expect((await renew(current.renewToken)).statusCode).toBe(401);
    const newRenew = await renew(next.renewToken);
    expect(newRenew.statusCode).toBe(200);
    expect(await meWith(newRenew.json())).toBe(200);
    // Another user's session is not touched.
    expect((await t.app.inject({ url: '/api/users/me', headers: someoneElse.headers })).statusCode).toBe(200);
    expect((await signInWith(user.email, user.password)).statusCode).toBe(401);
    expect((await signInWith(user.email, 'a new secret')).statusCode).toBe(200);
  });

  it('answers 401 and changes nothing when the session has ended meanwhile', async () => {
    const { user } = await t.signIn();
    const session = (await signInWith(user.email, user.password)).json();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { renewToken: session.renewToken } });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers: { authorization: `bearer ${session.bearerToken}` },
      payload: { currentPassword: user.password, newPassword: 'a new secret' },
    });
    expect(res.statusCode).toBe(401);
    expect((await signInWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers 400 on the current password when it is wrong, and changes nothing', async () => {
    const { user, headers } = await t.signIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers,
      payload: { currentPassword: 'wrong', newPassword: 'a new secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ currentPassword: [messages.currentPasswordWrong] });
    expect((await signInWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers 400 for a new password under 6 characters and 401 without a token', async () => {
    const { user, headers } = await t.signIn();
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers,
      payload: { currentPassword: user.password, newPassword: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ newPassword: [messages.passwordTooShort] });
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/auth/set-password', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  async function requestReset(email: string) {
    return t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: email } });
  }
  async function reset(email: string, password: string, token: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { username: email, password, resetPasswordToken: token },
    });
  }
  /** The link is looked up, stored and mailed after the answer: wait until the mails are out. */
  async function flushMail(count = 1) {
    await vi.waitFor(() => expect(t.mails).toHaveLength(count), { timeout: 5_000 });
  }

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { user } = await t.signIn();
    const known = await requestReset(user.email);
    const unknown = await requestReset('stranger@example.com');
    await flushMail();
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe(user.email);
    expect(t.mails[0]!.text).toContain(`http://localhost:3000/reset-password/`);
  });

  it('resets the password once with the mailed link, ending every session at once', async () => {
    const { user } = await t.signIn();
    const session = (await signInWith(user.email, user.password)).json();
    const renewed = (await renew(session.renewToken)).json();
    const second = (await signInWith(user.email, user.password)).json();
    await requestReset(user.email);
    await flushMail();
    const token = resetTokenFrom(t.mails[0]!.text);

    const ok = await reset(user.email, 'brand new pass', token);
    expect(ok.statusCode).toBe(200);
    for (const old of [session, renewed, second]) expect(await meWith(old)).toBe(401);
    expect((await renew(session.renewToken)).statusCode).toBe(401);
    expect((await renew(second.renewToken)).statusCode).toBe(401);
    expect((await signInWith(user.email, 'brand new pass')).statusCode).toBe(200);

    const again = await reset(user.email, 'another pass', token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: messages.invalidResetLink });
    expect((await signInWith(user.email, 'brand new pass')).statusCode).toBe(200);
  });

  it('changes the password once when one link is used by five requests at once', async () => {
    const { user } = await t.signIn();
    await requestReset(user.email);
    await flushMail();
    const token = resetTokenFrom(t.mails[0]!.text);

    const passwords = ['first pass', 'second pass', 'third pass', 'fourth pass', 'fifth pass'];
    const answers = await Promise.all(passwords.map((p) => reset(user.email, p, token)));
    const winners = passwords.filter((_, i) => answers[i]!.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(4);
    const signIns = await Promise.all(passwords.map((p) => signInWith(user.email, p)));
    expect(passwords.filter((_, i) => signIns[i]!.statusCode === 200)).toEqual(winners);
  });

  it('spends the reset links and ends every session when an admin sets the password', async () => {
    const { user } = await t.signIn();
    const session = (await signInWith(user.email, user.password)).json();
    const admin = await t.signIn(Role.ADMIN);
    await requestReset(user.email);
    await flushMail();
    const token = resetTokenFrom(t.mails[0]!.text);
    const current = (await t.app.inject({ url: `/api/users/${user.id}`, headers: admin.headers })).json();
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: admin.headers,
      payload: { ...current, password: 'set by admin', department: { id: current.department.id } },
    });
    expect(set.statusCode).toBe(200);
    expect(await meWith(session)).toBe(401);
    expect((await renew(session.renewToken)).statusCode).toBe(401);

    const late = await reset(user.email, 'from the old link', token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: messages.invalidResetLink });
    expect((await signInWith(user.email, 'set by admin')).statusCode).toBe(200);
  });

  it('refuses an expired link, a link for another e-mail and an invented token', async () => {
    const { user } = await t.signIn();
    const other = await t.signIn();
    await requestReset(user.email);
    await flushMail();
    const token = resetTokenFrom(t.mails[0]!.text);

    expect((await reset(other.user.email, 'brand new pass', token)).statusCode).toBe(400);
    expect((await reset(user.email, 'brand new pass', 'invented')).statusCode).toBe(400);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresOn: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await reset(user.email, 'brand new pass', token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: messages.invalidResetLink });
    expect((await signInWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers 400 per field for a bad e-mail or short password', async () => {
    expect((await requestReset('not-an-email')).json()).toEqual({ username: [messages.invalidEmail] });
    const res = await reset('a@example.com', '123', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: [messages.passwordTooShort] });
  });
});
