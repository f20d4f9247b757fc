import { Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, buildVessel } from './factories.ts';
import { buildQuestionnaire, requestToken } from './factories-client-area.ts';
import { useTestApp } from './test-app.ts';

// Answers that carry a token, a PIN or a link that opens something are never kept by a cache, like
// every API answer (cache-control.test.ts).

const t = useTestApp();
const noStore = (res: { headers: Record<string, unknown> }) => res.headers['cache-control'];

describe('Cache-Control: no-store', () => {
  it('is on sign-in, renewal, a password change and a reset, whether they succeed or not', async () => {
    const user = await buildUser(t.database.db, { password: 'secret-1' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.email, password: 'secret-1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(noStore(signIn)).toBe('no-store');
    const { bearerToken, renewToken } = signIn.json();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.email, password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(noStore(wrong)).toBe('no-store');

    const renewed = await t.app.inject({ method: 'POST', url: '/api/auth/renew-token', payload: { renewToken } });
    expect(renewed.statusCode).toBe(200);
    expect(noStore(renewed)).toBe('no-store');

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/set-password',
      headers: { authorization: `bearer ${bearerToken}` },
      payload: { currentPassword: 'secret-1', newPassword: 'secret-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ bearerToken: expect.any(String) });
    expect(noStore(changed)).toBe('no-store');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { username: user.email, password: 'secret-3', resetPasswordToken: 'no-such-token' },
    });
    expect(reset.statusCode).toBe(400);
    expect(noStore(reset)).toBe('no-store');
  });

  it("is on the client area's sign-in and on every answer with a form's link and PIN", async () => {
    const vessel = await buildVessel(t.database.db);
    const form = await buildQuestionnaire(t.database.db, vessel.id);
    const client = await requestToken(t.app, { urlHash: form.urlHash, pinCode: form.pinCode });
    expect(client.statusCode).toBe(200);
    expect(client.json()).toMatchObject({ bearerToken: expect.any(String) });
    expect(noStore(client)).toBe('no-store');

    const staff = await t.signIn(Role.USER);
    const newLink = await t.app.inject({
      method: 'POST',
      url: `/api/vessels/${vessel.id}/questionnaire/new-link`,
      headers: staff.headers,
    });
    expect(newLink.statusCode).toBe(200);
    expect(newLink.json()).toMatchObject({ pinCode: expect.any(String) });
    expect(noStore(newLink)).toBe('no-store');

    // The staff's questionnaire and particulars show the link and PIN too.
    for (const form of ['questionnaire', 'particulars']) {
      const read = await t.app.inject({ url: `/api/vessels/${vessel.id}/${form}`, headers: staff.headers });
      expect(read.statusCode, form).toBe(200);
      expect(read.json(), form).toMatchObject({ urlHash: expect.any(String), pinCode: expect.any(String) });
      expect(noStore(read), form).toBe('no-store');
    }
  });
});
