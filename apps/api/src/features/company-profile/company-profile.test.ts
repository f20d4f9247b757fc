import {
  type CompanyProfile,
  changedBy,
  companyProfileMessages,
  fileTypeNotAllowedMessage,
  type HistoryEntry,
  messages,
  Role,
} from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { download, sampleFiles, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { companyProfile } from '../../db/schema/index.ts';
import { fileMessages } from '../files/index.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

const body = {
  name: 'Njord Fuel Advisory ApS',
  address: 'Havnegade 1\n1058 Copenhagen K\nDenmark',
  website: 'https://njord.example.com',
  brandColour: '#1f4e79',
  disclaimer: 'Indicative figures; not an offer.',
};

const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/company-profile', headers, payload: payload as object });

const get = (headers: Record<string, string>) => t.app.inject({ url: '/api/company-profile', headers });

describe('GET /api/company-profile', () => {
  it('answers every field empty before an admin saves it, to any signed-in user, and writes nothing', async () => {
    const user = await t.signIn(Role.USER);
    const res = await get(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: null,
      address: null,
      website: null,
      logo: null,
      brandColour: null,
      disclaimer: null,
      timeZone: 'UTC',
      modifiedOn: null,
      version: 1,
    });
    expect(await t.database.db.select().from(companyProfile)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/company-profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/company-profile', () => {
  it('saves the profile with its logo for every user to read, then changes and clears it in the same row', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const logo = await uploadFile(t.app, admin.headers, { name: 'logo.svg', usage: 'logo' });
    const saved = await put(admin.headers, { ...body, logo: { id: logo.id } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      ...body,
      brandColour: '#1F4E79',
      logo: { id: logo.id, name: 'logo.svg' },
      timeZone: 'UTC',
    });

    const user = await t.signIn(Role.USER);
    const read = (await get(user.headers)).json() as CompanyProfile;
    expect(read).toMatchObject({ name: body.name, logo: { id: logo.id } });
    expect((await download(t.app, read.logo!.fileUrl!)).rawPayload).toEqual(sampleFiles.svg);

    const cleared = await put(admin.headers, { name: 'Njord', logo: null, website: '', brandColour: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      name: 'Njord',
      address: null,
      website: null,
      logo: null,
      brandColour: null,
      disclaimer: null,
    });
    expect(await t.database.db.select().from(companyProfile)).toHaveLength(1);
  });

  it('answers 400 with the field and its message, changing nothing', async () => {
    const admin = await t.signIn(Role.ADMIN);
    expect((await put(admin.headers, body)).statusCode).toBe(200);
    const before = (await get(admin.headers)).json();
    const pdf = await uploadFile(t.app, admin.headers, { name: 'brochure.pdf', usage: 'default' });
    const cases: [object, Record<string, string[]>][] = [
      [{ ...body, name: ' ' }, { name: [messages.required] }],
      [{ ...body, brandColour: 'blue' }, { brandColour: [companyProfileMessages.brandColour] }],
      [{ ...body, brandColour: '#12345' }, { brandColour: [companyProfileMessages.brandColour] }],
      [{ ...body, logo: { id: pdf.id } }, { logo: [fileTypeNotAllowedMessage('logo')] }],
      [{ ...body, logo: { id: 999_999 } }, { logo: [fileMessages.notFound] }],
      [{ ...body, disclaimer: 'x'.repeat(4001) }, { disclaimer: ['At most 4000 characters'] }],
      [{ ...body, timeZone: 'Europe/Olso' }, { timeZone: [companyProfileMessages.timeZone] }],
      [{ ...body, timeZone: 'Oslo' }, { timeZone: [companyProfileMessages.timeZone] }],
      [{ ...body, timeZone: '+01:00' }, { timeZone: [companyProfileMessages.timeZone] }],
      [{ ...body, timeZone: 'Europe/Oslo'.repeat(20) }, { timeZone: [companyProfileMessages.timeZone] }],
      [{ ...body, timeZone: 60 }, { timeZone: expect.any(Array) }],
    ];
    for (const [payload, errors] of cases) {
      const res = await put(admin.headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect((await get(admin.headers)).json()).toEqual(before);
  });

  it('keeps the time zone the company reads dates in, written to the History as Time zone; absent keeps it, empty is UTC', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const first = await put(admin.headers, { ...body, timeZone: 'europe/oslo', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ timeZone: 'Europe/Oslo', version: 2 });
    const user = await t.signIn(Role.USER);
    expect((await get(user.headers)).json()).toMatchObject({ timeZone: 'Europe/Oslo' });

    const moved = await put(admin.headers, { ...body, timeZone: 'America/New_York', version: 2 });
    expect(moved.json()).toMatchObject({ timeZone: 'America/New_York', version: 3 });
    // A client that does not know the field keeps the zone; an empty one is UTC.
    const left = await put(admin.headers, { ...body, website: 'https://example.org', version: 3 });
    expect(left.json()).toMatchObject({ timeZone: 'America/New_York', version: 4 });
    const emptied = await put(admin.headers, { ...body, timeZone: '', version: 4 });
    expect(emptied.json()).toMatchObject({ timeZone: 'UTC', version: 5 });

    const history = await t.app.inject({
      url: '/api/history?recordType=companyProfile&recordId=1',
      headers: admin.headers,
    });
    const zoneChanges = (history.json() as HistoryEntry[]).map((entry) =>
      entry.changes.find((change) => change.field === 'Time zone'),
    );
    expect(zoneChanges).toEqual([
      { field: 'Time zone', before: 'America/New_York', after: 'UTC' },
      undefined,
      { field: 'Time zone', before: 'Europe/Oslo', after: 'America/New_York' },
      { field: 'Time zone', before: null, after: 'Europe/Oslo' },
    ]);
  });

  it("names the time of the change that made a save stale in the company's time zone", async () => {
    const admin = await t.signIn(Role.ADMIN);
    const saved = await put(admin.headers, { ...body, timeZone: 'Pacific/Auckland', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await put(admin.headers, { ...body, timeZone: 'Pacific/Auckland', version: 1 });
    expect(stale.statusCode).toBe(409);
    const history = await t.app.inject({
      url: '/api/history?recordType=companyProfile&recordId=1',
      headers: admin.headers,
    });
    const [last] = history.json() as HistoryEntry[];
    expect(stale.json().error).toBe(changedBy(last!.actor, last!.at, 'Pacific/Auckland'));
    expect(stale.json().error).not.toBe(changedBy(last!.actor, last!.at, 'UTC'));
  });

  it('answers 403 to a User and 401 without a session, changing nothing', async () => {
    const user = await t.signIn(Role.USER);
    expect((await put(user.headers, body)).statusCode).toBe(403);
    expect((await put({}, body)).statusCode).toBe(401);
    expect(await t.database.db.select().from(companyProfile)).toEqual([]);
  });
});
