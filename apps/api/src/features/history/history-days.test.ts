import { Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const notADate = 'Must be a date (YYYY-MM-DD)';

describe('GET /api/history by days', () => {
  it('answers 400 on the parameter for a day that does not exist, as for any bad query parameter', async () => {
    const admin = await t.signIn(Role.ADMIN);
    for (const [name, day] of [
      ['to', '2026-13-01'],
      ['from', '9999-99-99'],
      ['from', '0000-00-00'],
      ['to', '0000-00-00'],
      ['from', '2026-02-29'],
      ['to', '2026-04-31'],
      ['from', '0000-01-01'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/history?${name}=${day}`, headers: admin.headers });
      expect(res.statusCode, `${name}=${day}`).toBe(400);
      expect(res.json(), `${name}=${day}`).toEqual({ [name]: [notADate] });
    }
    const limit = await t.app.inject({ url: '/api/history?limit=0', headers: admin.headers });
    expect(Object.keys(limit.json())).toEqual(['limit']);
  });

  it('reads the days at the edges of the calendar', async () => {
    const admin = await t.signIn(Role.ADMIN);
    for (const query of ['from=2024-02-29&to=2024-02-29', 'from=0001-01-01', 'to=9999-12-31']) {
      const res = await t.app.inject({ url: `/api/history?${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual([]);
    }
  });
});
