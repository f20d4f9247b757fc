import { execFileSync } from 'node:child_process';
import {
  type CalculatedResultsResponse,
  type FileDto,
  formatNumber,
  type HistoryEntry,
  type ReportFile,
  reportExportMessages,
} from '@backoffice/contracts';
import { describe, expect, it, vi } from 'vitest';
import { clientHeaders } from '../../../test/factories-client-area.ts';
import { download } from '../../../test/factories-files.ts';
import { sharedReport } from '../../../test/factories-report-sharing.ts';
import { hangLimitMs, itWithLibreOffice, running, useAppsWithSoffice } from '../../../test/libreoffice.ts';

type Headers = Record<string, string>;

const { t, appWithSoffice, missing, hangingSoffice } = useAppsWithSoffice('client-report-export-');

function exportAs(format: 'pdf' | 'docx', headers: Headers, app = t.app) {
  return app.inject({ method: 'POST', url: `/api/client/report/export-as-${format}`, headers });
}

async function reportFiles(headers: Headers, reportId: number) {
  return (await t.app.inject({ url: `/api/reports/${reportId}/files`, headers })).json() as ReportFile[];
}

async function downloads(headers: Headers, reportId: number) {
  const res = await t.app.inject({ url: `/api/history?recordType=report&recordId=${reportId}`, headers });
  return (res.json() as HistoryEntry[])
    .filter((entry) => entry.action === 'downloaded')
    .map((entry) => ({ actor: entry.actor, user: entry.user, changes: entry.changes }));
}

describe('POST /api/client/report/export-as-docx', () => {
  it('answers the Word document staff export, kept in the report files; the history names the download', async () => {
    const { headers, report, share, vessel } = await sharedReport(t);
    const owner = await clientHeaders(t.app, share);
    const res = await exportAs('docx', owner);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as FileDto;
    expect(file.name).toMatch(/^Screening 2026 \d{4}-\d{2}-\d{2}\.docx$/);
    const bytes = (await download(t.app, file.fileUrl!)).rawPayload;
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
    const staffDocument = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${report.id}/export-as-docx`,
      headers,
    });
    expect(staffDocument.json().name).toBe(file.name);
    expect((await reportFiles(headers, report.id)).map((f) => f.file.id)).toContain(file.id);
    expect(await downloads(headers, report.id)).toEqual([
      { actor: 'Ship owner (link)', user: null, changes: [{ field: 'Document', before: null, after: file.name }] },
    ]);
    expect(vessel.name).toBeTruthy();
  });

  it('answers 401 without a token or once sharing stopped, 403 to staff and forms, and stores nothing then', async () => {
    const { headers, report, share } = await sharedReport(t);
    const owner = await clientHeaders(t.app, share);
    for (const format of ['docx', 'pdf'] as const) {
      expect((await exportAs(format, {})).statusCode).toBe(401);
      expect((await exportAs(format, headers)).statusCode).toBe(403);
    }
    await t.app.inject({ method: 'DELETE', url: `/api/reports/${report.id}/share`, headers });
    for (const format of ['docx', 'pdf'] as const) expect((await exportAs(format, owner)).statusCode).toBe(401);
    expect(await reportFiles(headers, report.id)).toEqual([]);
    expect(await downloads(headers, report.id)).toEqual([]);
  });
});

describe('POST /api/client/report/export-as-pdf', () => {
  itWithLibreOffice(
    'answers the PDF staff export: the vessel and the totals in it',
    async () => {
      const { headers, report, vessel, share } = await sharedReport(t);
      const res = await exportAs('pdf', await clientHeaders(t.app, share));
      expect(res.statusCode, res.body).toBe(201);
      const file = res.json() as FileDto;
      expect(file.mimeType).toBe('application/pdf');
      const pdf = (await download(t.app, file.fileUrl!)).rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      const results = (
        await t.app.inject({ url: `/api/reports/${report.id}/calculated-results`, headers })
      ).json() as CalculatedResultsResponse;
      if (!results.canCalculate) throw new Error('no results');
      expect(text).toContain(vessel.name);
      expect(text).toContain('Waste Heat Recovery');
      const total = formatNumber(results.calcTechnologiesSavings.totalFuelSavings).replace('.', '\\.');
      expect(text).toMatch(new RegExp(`Total\\s.*${total}`));
      expect((await downloads(headers, report.id))[0]?.changes[0]?.after).toBe(file.name);
    },
    150_000,
  );

  it('answers 501 where the server has no LibreOffice, storing nothing', async () => {
    const { headers, report, share } = await sharedReport(t);
    const app = await appWithSoffice(missing);
    const res = await exportAs('pdf', await clientHeaders(t.app, share), app);
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ error: reportExportMessages.pdfNeedsLibreOffice });
    expect(await reportFiles(headers, report.id)).toEqual([]);
    expect(await downloads(headers, report.id)).toEqual([]);
  });

  it('ends a hanging conversion at its time limit, answering other requests meanwhile', async () => {
    const { headers, report, share } = await sharedReport(t);
    const owner = await clientHeaders(t.app, share);
    const hanging = hangingSoffice();
    const app = await appWithSoffice(hanging.command, hangLimitMs);
    let settled = false;
    const pending = exportAs('pdf', owner, app).finally(() => {
      settled = true;
    });
    const sleepPid = await hanging.sleepPid();
    expect(running(sleepPid)).toBe(true);

    const [health, read, staff] = await Promise.all([
      app.inject({ url: '/api/health' }),
      app.inject({ url: '/api/client/report', headers: owner }),
      app.inject({ url: `/api/reports/${report.id}`, headers }),
    ]);
    expect([health.statusCode, read.statusCode, staff.statusCode]).toEqual([200, 200, 200]);
    expect(settled).toBe(false);

    const res = await pending;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: reportExportMessages.pdfFailed(reportExportMessages.pdfTooLong(hangLimitMs / 1000)),
    });
    await vi.waitFor(() => expect(running(sleepPid)).toBe(false), { timeout: 5_000 });
    expect(await reportFiles(headers, report.id)).toEqual([]);
    expect(await downloads(headers, report.id)).toEqual([]);
  });
});
