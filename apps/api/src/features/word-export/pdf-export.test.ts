import { execFileSync } from 'node:child_process';
import {
  type CalculatedResultsResponse,
  type FileDto,
  formatNumber,
  type ReportFile,
  Role,
  reportExportMessages,
} from '@backoffice/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildQuestionnaire, clientHeaders } from '../../../test/factories-client-area.ts';
import { download } from '../../../test/factories-files.ts';
import { includeTechnology, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { hangLimitMs, hasLibreOffice, running, useAppsWithSoffice } from '../../../test/libreoffice.ts';

type Headers = Record<string, string>;

/** On both databases (the PDF is stored in a transaction); skipped without LibreOffice unless REQUIRE_E2E=1. */
const itWithLibreOffice = it.skipIf(!hasLibreOffice && process.env.REQUIRE_E2E !== '1');

const { t, appWithSoffice, missing, fakeSoffice, hangingSoffice } = useAppsWithSoffice('pdf-export-');

async function reportWithResults() {
  const { headers } = await t.signIn(Role.USER);
  const data = await reportSetUp(t.database.db);
  await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5 });
  await includeTechnology(t, headers, data.report.id, data.wide.id, { calcSavings: 8 });
  return { ...data, headers };
}

function exportAsPdf(headers: Headers, reportId: number | string, app = t.app) {
  return app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-pdf`, headers });
}

async function reportFiles(headers: Headers, reportId: number) {
  return (await t.app.inject({ url: `/api/reports/${reportId}/files`, headers })).json() as ReportFile[];
}

describe('POST /api/reports/:id/export-as-pdf', () => {
  itWithLibreOffice(
    "converts the report's Word document: a PDF in the report files with the vessel, the totals and its fonts",
    async () => {
      const { headers, report, vessel } = await reportWithResults();
      const res = await exportAsPdf(headers, report.id);
      expect(res.statusCode, res.body).toBe(201);
      const file = res.json() as FileDto;
      expect(file.name).toMatch(/^Screening 2026 \d{4}-\d{2}-\d{2}\.pdf$/);
      expect(file.mimeType).toBe('application/pdf');
      const pdf = (await download(t.app, file.fileUrl!)).rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      const results = (
        await t.app.inject({ url: `/api/reports/${report.id}/calculated-results`, headers })
      ).json() as CalculatedResultsResponse;
      if (!results.canCalculate) throw new Error('no results');
      expect(text).toContain(vessel.name);
      expect(text).toContain('Hull Coating');
      expect(text).toMatch(
        new RegExp(`Total\\s.*${formatNumber(results.calcTechnologiesSavings.totalFuelSavings).replace('.', '\\.')}`),
      );
      // pdffonts: two header lines, then one line per font whose "emb" column says yes.
      const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8').trim().split('\n').slice(2);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font, font).toMatch(/\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/);

      expect((await reportFiles(headers, report.id)).map((f) => f.file.id)).toContain(file.id);
    },
    150_000,
  );

  it('answers 501 where the server has no LibreOffice, and GET export-formats offers Word alone', async () => {
    const { headers, report } = await reportWithResults();
    const app = await appWithSoffice(missing);
    const res = await exportAsPdf(headers, report.id, app);
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ error: reportExportMessages.pdfNeedsLibreOffice });
    expect(await reportFiles(headers, report.id)).toEqual([]);

    const formats = await app.inject({ url: '/api/reports/export-formats', headers });
    expect(formats.statusCode).toBe(200);
    expect(formats.json()).toEqual({ docx: true, pdf: false });
    const installed = await appWithSoffice(fakeSoffice('present', 'exit 0'));
    expect((await installed.inject({ url: '/api/reports/export-formats', headers })).json()).toEqual({
      docx: true,
      pdf: true,
    });
  });

  it('ends a hanging conversion at its time limit with all it started, answering other requests meanwhile', async () => {
    const { headers, report } = await reportWithResults();
    const hanging = hangingSoffice();
    const app = await appWithSoffice(hanging.command, hangLimitMs);
    let settled = false;
    const pending = exportAsPdf(headers, report.id, app).finally(() => {
      settled = true;
    });
    const sleepPid = await hanging.sleepPid();
    expect(running(sleepPid)).toBe(true);

    const health = await app.inject({ url: '/api/health' });
    const reportRes = await app.inject({ url: `/api/reports/${report.id}`, headers });
    expect([health.statusCode, reportRes.statusCode]).toEqual([200, 200]);
    expect(settled).toBe(false);

    const res = await pending;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: reportExportMessages.pdfFailed(reportExportMessages.pdfTooLong(hangLimitMs / 1000)),
    });
    expect(res.json().error).toBe('The PDF could not be made: LibreOffice took longer than 5 s');
    await vi.waitFor(() => expect(running(sleepPid)).toBe(false), { timeout: 5_000 });
    expect(await reportFiles(headers, report.id)).toEqual([]);
  });

  it('answers 422 naming why when LibreOffice stops, and stores nothing', async () => {
    const { headers, report } = await reportWithResults();
    const app = await appWithSoffice(fakeSoffice('crashes', "echo 'Fatal exception: Signal 11' >&2\nexit 77"));
    const res = await exportAsPdf(headers, report.id, app);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'The PDF could not be made: LibreOffice stopped: exit code 77: Fatal exception: Signal 11',
    );
    expect(await reportFiles(headers, report.id)).toEqual([]);
    // The next export is not held up by the failed one.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/reports/${report.id}/export-as-docx`, headers })).statusCode,
    ).toBe(201);
  });

  it('answers 401 without a session, 403 to a client-area token, 404 for an unknown report, 400 for a bad id', async () => {
    const { headers, report, vessel } = await reportWithResults();
    const app = await appWithSoffice(fakeSoffice('never-run', 'exit 1'));
    expect((await exportAsPdf({}, report.id, app)).statusCode).toBe(401);
    const owner = await clientHeaders(t.app, await buildQuestionnaire(t.database.db, vessel.id));
    expect((await exportAsPdf(owner, report.id, app)).statusCode).toBe(403);
    expect((await exportAsPdf(headers, 999_999, app)).statusCode).toBe(404);
    expect((await exportAsPdf(headers, 'abc', app)).statusCode).toBe(400);

    expect((await app.inject({ url: '/api/reports/export-formats' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/reports/export-formats', headers: owner })).statusCode).toBe(403);
  });
});
