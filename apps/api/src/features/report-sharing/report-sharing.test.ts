import {
  formMessages,
  type HistoryEntry,
  type Report,
  Role,
  reportShare,
  reportSharingMessages,
  reportStatuses,
} from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildQuestionnaire, clientHeaders, requestToken } from '../../../test/factories-client-area.ts';
import { completedReport, sharedReport, shareReport } from '../../../test/factories-report-sharing.ts';
import { setReportStatus } from '../../../test/factories-report-technologies.ts';
import { putReportStatus } from '../../../test/factories-reports.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { testConfig } from '../../config.ts';
import { vessels } from '../../db/schema/index.ts';

type Headers = Record<string, string>;

const t = useTestApp();
const db = () => t.database.db;

const readShare = (headers: Headers, reportId: number | string) =>
  t.app.inject({ url: `/api/reports/${reportId}/share`, headers });
const stopSharing = (headers: Headers, reportId: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/reports/${reportId}/share`, headers });
const clientReport = (headers: Headers) => t.app.inject({ url: '/api/client/report', headers });

async function historyOf(headers: Headers, reportId: number): Promise<HistoryEntry[]> {
  const res = await t.app.inject({ url: `/api/history?recordType=report&recordId=${reportId}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The report's sharing entries, oldest first: action and who. */
async function sharingHistory(headers: Headers, reportId: number) {
  const entries = await historyOf(headers, reportId);
  return entries
    .filter((entry) => ['shared', 'unshared', 'opened', 'downloaded'].includes(entry.action))
    .reverse()
    .map((entry) => ({ action: entry.action, actor: entry.actor, userId: entry.user?.id ?? null }));
}

describe('POST /api/reports/:id/share', () => {
  it('shares a Completed report: its link and a six-digit PIN, the same answer again while shared', async () => {
    const { headers, report, user } = await completedReport(t);
    const res = await shareReport(t, headers, report.id);
    expect(res.statusCode, res.body).toBe(200);
    const share = reportShare.parse(res.json());
    expect(share.urlHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.url).toBe(`${testConfig().publicUrl}/client/report/${share.urlHash}`);
    expect(share.pinCode).toMatch(/^\d{6}$/);
    expect(share.sharedBy).toEqual({ id: user.id, fullName: 'Ingrid Staff' });
    expect(share.openedOn).toBeNull();
    expect(Date.now() - Date.parse(share.sharedOn)).toBeLessThan(60_000);

    // Shared again by a colleague: the same link and PIN, and no second entry in the history.
    const colleague = await t.signIn(Role.ADMIN);
    expect((await shareReport(t, colleague.headers, report.id)).json()).toEqual(share);
    expect((await readShare(headers, report.id)).json()).toEqual(share);
    expect(await sharingHistory(headers, report.id)).toEqual([
      { action: 'shared', actor: 'Ingrid Staff', userId: user.id },
    ]);
  });

  it('refuses a report that is not Completed with 400, and shares nothing', async () => {
    const { headers, report } = await completedReport(t);
    for (const status of [reportStatuses.ScreeningReportDraft, reportStatuses.ScreeningReportPublished]) {
      await setReportStatus(db(), report.id, status);
      const res = await shareReport(t, headers, report.id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: reportSharingMessages.onlyCompleted });
    }
    const read = await readShare(headers, report.id);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: reportSharingMessages.notShared });
    expect(await sharingHistory(headers, report.id)).toEqual([]);
  });

  it('answers 401 signed out, 403 to client-area tokens, 404 for an unknown or archived report, 400 for a bad id', async () => {
    const { headers, report, vessel, share } = await sharedReport(t);
    const owner = await clientHeaders(t.app, share);
    const formOwner = await clientHeaders(t.app, await buildQuestionnaire(db(), vessel.id));
    for (const call of [shareReport.bind(null, t), readShare, stopSharing]) {
      expect((await call({}, report.id)).statusCode).toBe(401);
      expect((await call(owner, report.id)).statusCode).toBe(403);
      expect((await call(formOwner, report.id)).statusCode).toBe(403);
      expect((await call(headers, 999_999)).statusCode).toBe(404);
      expect((await call(headers, 'abc')).statusCode).toBe(400);
    }
    expect((await readShare(headers, report.id)).statusCode).toBe(200);

    await db().update(vessels).set({ archivedOn: new Date() }).where(eq(vessels.id, vessel.id));
    for (const call of [shareReport.bind(null, t), readShare, stopSharing]) {
      const res = await call(headers, report.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Report not found' });
    }
    // The archived vessel's report opens nothing for its ship owner either.
    expect((await clientReport(owner)).statusCode).toBe(401);
    expect((await requestToken(t.app, share)).statusCode).toBe(404);
  });
});

describe('DELETE /api/reports/:id/share', () => {
  it('stops sharing at once: the token is refused, the link opens nothing, sharing again makes a new link', async () => {
    const { headers, report, share, user } = await sharedReport(t);
    const owner = await clientHeaders(t.app, share);
    expect((await clientReport(owner)).statusCode).toBe(200);

    const stopped = await stopSharing(headers, report.id);
    expect(stopped.statusCode).toBe(204);
    expect((await readShare(headers, report.id)).statusCode).toBe(404);
    expect((await clientReport(owner)).statusCode).toBe(401);
    const old = await requestToken(t.app, share);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ error: formMessages.formNotAvailable });
    // Stopping again changes nothing and writes nothing.
    expect((await stopSharing(headers, report.id)).statusCode).toBe(204);

    const again = (await shareReport(t, headers, report.id)).json();
    expect(again.urlHash).not.toBe(share.urlHash);
    expect((await clientReport(owner)).statusCode).toBe(401);
    expect((await clientReport(await clientHeaders(t.app, again))).statusCode).toBe(200);
    expect(await sharingHistory(headers, report.id)).toEqual([
      { action: 'shared', actor: 'Ingrid Staff', userId: user.id },
      { action: 'opened', actor: 'Ship owner (link)', userId: null },
      { action: 'unshared', actor: 'Ingrid Staff', userId: user.id },
      { action: 'shared', actor: 'Ingrid Staff', userId: user.id },
      { action: 'opened', actor: 'Ship owner (link)', userId: null },
    ]);
  });
});

describe('reopening a shared report', () => {
  it('stops its sharing: the status change and the stop are in its history, the token is refused', async () => {
    const { headers, report, share, user } = await sharedReport(t);
    const owner = await clientHeaders(t.app, share);
    const staffReport = (await t.app.inject({ url: `/api/reports/${report.id}`, headers })).json() as Report;
    const reopened = await putReportStatus(t, headers, staffReport, reportStatuses.ScreeningReportPublished);
    expect(reopened.statusCode, reopened.body).toBe(200);

    expect((await readShare(headers, report.id)).statusCode).toBe(404);
    expect((await clientReport(owner)).statusCode).toBe(401);
    expect((await requestToken(t.app, share)).statusCode).toBe(404);
    const entries = await historyOf(headers, report.id);
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.actor])).toEqual([
      ['unshared', 'Ingrid Staff'],
      ['status', 'Ingrid Staff'],
    ]);
    expect((await sharingHistory(headers, report.id)).at(-1)).toEqual({
      action: 'unshared',
      actor: 'Ingrid Staff',
      userId: user.id,
    });
    // The sharing's entries are not changes of the report: a save of the version read before still goes through.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}`,
      headers,
      payload: {
        name: 'Renamed',
        status: reportStatuses.ScreeningReportPublished,
        internalContact: { id: user.id },
        version: (reopened.json() as Report).version,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('a Completed report saved under its own status keeps its sharing', async () => {
    const { headers, report, share, user } = await sharedReport(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}`,
      headers,
      payload: { name: 'Final', status: reportStatuses.ScreeningReportCompleted, internalContact: { id: user.id } },
    });
    expect(res.statusCode).toBe(200);
    expect((await readShare(headers, report.id)).json()).toEqual(share);
  });
});
