import { type HistoryEntry, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { adminRecords, staleMessage } from './factories-admin-records.ts';
import { itOnPostgres } from './postgres-only.ts';
import { useTestApp } from './test-app.ts';

// The admin records (company profile, master data, users) refuse a stale save as the other versioned
// records do, and write their changes to the history (docs/decisions/0027-versions-and-history.md).

const t = useTestApp();
type Headers = { authorization: string };

async function historyOf(headers: Headers, recordType: string, recordId: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=${recordType}&recordId=${recordId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
}

async function setUp(build: (typeof adminRecords)[number]['build']) {
  const ida = await t.signIn(Role.ADMIN, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.ADMIN, { fullName: 'Ole Berg' });
  const record = await build(t, ida.headers);
  const { version } = await record.read(ida.headers);
  const history = () => historyOf(ida.headers, record.recordType, record.recordId);
  return { ida, ole, record, version, history };
}

describe.each(adminRecords)('the $name’s version', ({ build }) => {
  it('refuses a stale save with who changed it and when, and changes nothing; the current version saves', async () => {
    const { ida, ole, record, version } = await setUp(build);
    const saved = await record.save(ida.headers, 'mine', version);
    expect(saved.statusCode, saved.body).toBe(200);

    const stale = await record.save(ole.headers, 'theirs', version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(staleMessage('Ida Holm'));
    expect(await record.read(ole.headers)).toMatchObject({ ...record.mine.shows, version: version + 1 });

    const current = await record.save(ole.headers, 'theirs', version + 1);
    expect(current.statusCode, current.body).toBe(200);
    expect((await record.read(ole.headers)).version).toBe(version + 2);
  });

  it('keeps the version of a save that changes nothing and writes no history', async () => {
    const { ida, ole, record, version, history } = await setUp(build);
    const entries = (await history()).length;
    const same = await record.save(ida.headers, 'same', version);
    expect(same.statusCode, same.body).toBe(200);
    expect((await record.read(ida.headers)).version).toBe(version);
    expect(await history()).toHaveLength(entries);

    const saved = await record.save(ole.headers, 'theirs', version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await record.read(ida.headers)).version).toBe(version + 1);
  });

  it('writes the change to the history, in the form’s words, under the record’s name', async () => {
    const { ida, record, version, history } = await setUp(build);
    await record.save(ida.headers, 'mine', version);
    const entries = await history();
    expect(entries[0]).toMatchObject({
      actor: 'Ida Holm',
      action: 'updated',
      recordType: record.recordType,
      recordId: record.recordId,
      record: { name: record.name, vesselId: null, deleted: false },
      changes: [record.mine.change],
    });
    if (record.created) expect(entries.at(-1)).toMatchObject({ actor: 'Ida Holm', action: 'created' });
  });
});

/** The record of that name deleted by Ole Berg as loaded, and its history. */
async function deleted(name: string, path: string) {
  const { ida, ole, record, version } = await setUp(adminRecords.find((entry) => entry.name === name)!.build);
  const url = `${path}/${record.recordId}?version=${version}`;
  const res = await t.app.inject({ method: 'DELETE', url, headers: ole.headers });
  expect(res.statusCode, res.body).toBe(204);
  return { entries: await historyOf(ida.headers, record.recordType, record.recordId), id: record.recordId };
}

describe('deleting an admin record', () => {
  it('writes what it was to its history; a deleted department reads by its number, a removed user by name', async () => {
    const department = await deleted('department', '/api/departments');
    expect(department.entries[0]).toMatchObject({
      actor: 'Ole Berg',
      action: 'deleted',
      record: { name: `Department #${department.id} (deleted)`, deleted: true },
    });
    expect(department.entries[0]!.changes).toContainEqual({ field: 'City', before: 'Hamburg', after: null });
    const user = await deleted('user', '/api/users');
    expect(user.entries[0]).toMatchObject({ action: 'deleted', record: { name: 'Ada Lovelace', deleted: false } });
    expect(user.entries[0]!.changes).toContainEqual({ field: 'Role', before: 'User', after: null });
  });
});

describe('two saves of one version at once', () => {
  itOnPostgres('of the company profile before its first save: one saves, the other is refused', async () => {
    const ida = await t.signIn(Role.ADMIN, { fullName: 'Ida Holm' });
    const ole = await t.signIn(Role.ADMIN, { fullName: 'Ole Berg' });
    const save = (headers: Headers, name: string) =>
      t.app.inject({ method: 'PUT', url: '/api/company-profile', headers, payload: { name, version: 1 } });
    const answers = await Promise.all([save(ida.headers, 'Njord A'), save(ole.headers, 'Njord B')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((res) => res.statusCode === 200)!.json();
    expect(saved.version).toBe(2);
    const profile = await t.app.inject({ url: '/api/company-profile', headers: ida.headers });
    expect(profile.json()).toMatchObject({ name: saved.name, version: 2 });
  });
});
