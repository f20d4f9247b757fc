import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCalls, jsonResponse, mockApi } from '../../test/api.ts';
import { makeSession } from '../../test/render.tsx';
import { startSessionRenewal } from './session-renewal.ts';
import { sessionStorageKey, sessionStore } from './session-store.ts';

describe('session store', () => {
  it('keeps the session in sessionStorage and restores it on reload', () => {
    const session = makeSession();
    sessionStore.set(session);
    expect(JSON.parse(window.sessionStorage.getItem(sessionStorageKey) ?? 'null')).toEqual(session);

    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ ...session, bearerToken: 'from-storage' }));
    sessionStore.reload();
    expect(sessionStore.get()?.bearerToken).toBe('from-storage');

    sessionStore.clear();
    expect(window.sessionStorage.getItem(sessionStorageKey)).toBeNull();
    expect(sessionStore.get()).toBeNull();
  });

  it('ignores stored data without a user', () => {
    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ bearerToken: 'x' }));
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
  });
});

describe('session renewal in the browser', () => {
  let fetchMock: ApiCalls;
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = mockApi();
  });

  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('replaces token, expiry and user but keeps the renew token', async () => {
    const session = makeSession({}, { expires: new Date(Date.now() + 10 * 60_000).toISOString() });
    sessionStore.set(session);
    const renewed = { bearerToken: 'token-2', expires: new Date(Date.now() + 60 * 60_000).toISOString() };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...renewed, user: { ...session.user, fullName: 'New Name' } }));

    stop = startSessionRenewal();
    await vi.advanceTimersByTimeAsync(0);

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/renew-token');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ renewToken: 'renew-1' });
    expect(sessionStore.get()).toMatchObject({ ...renewed, renewToken: 'renew-1', user: { fullName: 'New Name' } });
  });

  it('signs out when the renewal is refused', async () => {
    sessionStore.set(makeSession({}, { expires: new Date(Date.now() + 60_000).toISOString() }));
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'revoked' }));

    stop = startSessionRenewal();
    await vi.advanceTimersByTimeAsync(0);

    expect(sessionStore.get()).toBeNull();
  });
});
