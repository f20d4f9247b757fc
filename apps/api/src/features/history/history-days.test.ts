import { type HistoryEntry, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { history } from '../../db/schema/index.ts';

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

  it("reads the days as they are in the company's time zone", async () => {
    const admin = await t.signIn(Role.ADMIN);
    // In Auckland (UTC+13 in January): 10:59 UTC on 1 January is 23:59 that day, 11:00 UTC midnight of the 2nd.
    const moments = ['2026-01-01T10:59:00Z', '2026-01-01T11:00:00Z', '2026-01-02T10:59:00Z', '2026-01-02T11:00:00Z'];
    await t.database.db.insert(history).values(
      moments.map((at, i) => ({
        at: new Date(at),
        actor: 'Ida Holm',
        action: 'updated',
        recordType: 'customer',
        recordId: i + 1,
      })),
    );
    const days = async (query: string) => {
      const res = await t.app.inject({ url: `/api/history?recordType=customer&${query}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as HistoryEntry[]).map((entry) => entry.at).sort();
    };
    expect(await days('from=2026-01-01&to=2026-01-01')).toEqual(
      moments.slice(0, 2).map((at) => new Date(at).toISOString()),
    );

    const payload = { name: 'Njord', timeZone: 'Pacific/Auckland' };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/company-profile', headers: admin.headers, payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const iso = (at: string) => new Date(at).toISOString();
    expect(await days('from=2026-01-02&to=2026-01-02')).toEqual([iso(moments[1]!), iso(moments[2]!)]);
    expect(await days('from=2026-01-02')).toEqual(moments.slice(1).map(iso));
    expect(await days('to=2026-01-01')).toEqual([iso(moments[0]!)]);
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
