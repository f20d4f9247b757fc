import {
  type CalculatedResultsResponse,
  type ClientReport,
  clientReport,
  formMessages,
  limits,
  messages,
  type ReportShare,
  Role,
} from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import {
  buildParticulars,
  buildQuestionnaire,
  clientHeaders,
  requestToken,
} from '../../../test/factories-client-area.ts';
import { sharedReport, staffNote } from '../../../test/factories-report-sharing.ts';
import { useTestApp } from '../../../test/test-app.ts';

type Headers = Record<string, string>;
type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object };

const t = useTestApp();
const db = () => t.database.db;

const call = (headers: Headers, { method, url, payload }: Call) => t.app.inject({ method, url, headers, payload });
const readClientReport = (headers: Headers) => t.app.inject({ url: '/api/client/report', headers });
const wrongPin = (share: ReportShare) => ({
  urlHash: share.urlHash,
  pinCode: share.pinCode === '000000' ? '111111' : '000000',
});
const readShare = async (headers: Headers, reportId: number) =>
  (await t.app.inject({ url: `/api/reports/${reportId}/share`, headers })).json() as ReportShare;

describe("POST /api/client/token with a shared report's link", () => {
  it('gives a token of the report for the right PIN, and the share and history say the ship owner opened it', async () => {
    const { headers, report, share } = await sharedReport(t);
    const res = await requestToken(t.app, { urlHash: share.urlHash, pinCode: share.pinCode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ form: 'report', renewToken: null });
    const opened = await readShare(headers, report.id);
    expect(opened.openedOn).not.toBeNull();
    const history = (
      await t.app.inject({ url: `/api/history?recordType=report&recordId=${report.id}`, headers })
    ).json();
    expect(history[0]).toMatchObject({ action: 'opened', actor: 'Ship owner (link)', user: null, changes: [] });
  });

  it('answers a wrong PIN as for the forms (401), and locks an address out after too many (429)', async () => {
    const { headers, report, share } = await sharedReport(t);
    for (let i = 0; i < limits.pinFailuresAllowed; i += 1) {
      const res = await requestToken(t.app, wrongPin(share), '10.0.0.1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: formMessages.invalidPin });
    }
    const locked = await requestToken(t.app, share, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: formMessages.pinLocked });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await readShare(headers, report.id)).openedOn).toBeNull();
    // Another address with the right PIN is let in.
    expect((await requestToken(t.app, share, '10.0.0.2')).statusCode).toBe(200);
  });

  it('answers 404 for a link no report is shared with', async () => {
    const { share } = await sharedReport(t);
    const res = await requestToken(t.app, { urlHash: `${share.urlHash.slice(0, -1)}x`, pinCode: share.pinCode });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: formMessages.formNotAvailable });
  });
});

describe('GET /api/client/report', () => {
  it('answers the report as its ship owner may see it: company, vessel, technologies and the staff results', async () => {
    const { headers, report, vessel, share, maker } = await sharedReport(t);
    const other = await buildVessel(db(), { name: 'Southern Cross', projectId: vessel.projectId });
    await buildQuestionnaire(db(), other.id);
    const res = await readClientReport(await clientHeaders(t.app, share));
    expect(res.statusCode, res.body).toBe(200);
    const body = clientReport.parse(res.json()) as ClientReport;
    expect(body.company).toEqual({
      name: 'Njord Consulting',
      logo: null,
      brandColour: '#1F4E79',
      website: 'njord.test',
      timeZone: 'UTC',
    });
    expect(body).toMatchObject({ name: 'Screening 2026', type: 0, vessel: { name: vessel.name } });
    expect(body.contact).toEqual({ fullName: 'Ingrid Staff', email: 'ingrid@provider.test' });
    const staffResults = (
      await t.app.inject({ url: `/api/reports/${report.id}/calculated-results`, headers })
    ).json() as CalculatedResultsResponse;
    expect(body.results).toEqual(staffResults);
    if (!staffResults.canCalculate) throw new Error('no results');
    expect(body.technologies.map((row) => [row.name, row.calcSavings, row.maker])).toEqual([
      ['Hull Coating', 5, null],
      ['Waste Heat Recovery', 8, maker.name],
    ]);
    for (const row of body.technologies) {
      const finance = staffResults.calcFinances.finances.find((f) => f.technology.name === row.name)!;
      expect([row.totalInvestment, row.pbtInYears]).toEqual([finance.totalInvestment, finance.pbtInYears]);
      expect(row.fuelSavingsInMt).toBeGreaterThan(0);
    }
    // Never notes, PINs, the link, internal details of the contact, or other vessels.
    for (const secret of [staffNote, `"${share.pinCode}"`, share.urlHash, 'Southern Cross', '"pinCode"', '"note"']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it("answers 401 without a token and 403 to staff and to a form's token", async () => {
    const { headers, vessel } = await sharedReport(t);
    expect((await readClientReport({})).statusCode).toBe(401);
    const admin = await t.signIn(Role.SUPERADMIN);
    const formOwner = await clientHeaders(t.app, await buildQuestionnaire(db(), vessel.id));
    for (const caller of [headers, admin.headers, formOwner]) {
      const res = await readClientReport(caller);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: messages.forbidden });
    }
  });
});

describe("a shared report's token", () => {
  it('opens no questionnaire, no particulars, no staff endpoint, not even of its own report', async () => {
    const { report, vessel, share } = await sharedReport(t);
    const questionnaire = await buildQuestionnaire(db(), vessel.id);
    const particulars = await buildParticulars(db(), vessel.id);
    const owner = await clientHeaders(t.app, share);
    const calls: Call[] = [
      { method: 'GET', url: '/api/client/questionnaire' },
      { method: 'PUT', url: '/api/client/questionnaire', payload: { formItems: [] } },
      { method: 'GET', url: '/api/client/particulars' },
      { method: 'PUT', url: '/api/client/particulars', payload: { formItems: [] } },
      {
        method: 'POST',
        url: '/api/client/files',
        payload: { name: 'a.pdf', contentSize: 9, mimeType: 'application/pdf' },
      },
      { method: 'GET', url: `/api/reports/${report.id}` },
      { method: 'GET', url: `/api/reports/${report.id}/calculated-results` },
      { method: 'GET', url: `/api/reports/${report.id}/included-technologies` },
      { method: 'GET', url: `/api/reports/${report.id}/files` },
      { method: 'GET', url: `/api/reports/${report.id}/share` },
      { method: 'POST', url: `/api/reports/${report.id}/share` },
      { method: 'DELETE', url: `/api/reports/${report.id}/share` },
      { method: 'POST', url: `/api/reports/${report.id}/export-as-pdf` },
      { method: 'GET', url: `/api/vessels/${vessel.id}` },
      { method: 'GET', url: `/api/vessels/${vessel.id}/questionnaire` },
      { method: 'GET', url: `/api/history?recordType=report&recordId=${report.id}` },
      { method: 'GET', url: '/api/company-profile' },
      { method: 'GET', url: '/api/customers' },
    ];
    for (const forbiddenCall of calls) {
      const res = await call(owner, forbiddenCall);
      expect(res.statusCode, `${forbiddenCall.method} ${forbiddenCall.url}`).toBe(403);
    }
    // The forms' own links still open them, and their tokens not the report.
    const formOwner = await clientHeaders(t.app, questionnaire);
    expect((await call(formOwner, { method: 'GET', url: '/api/client/questionnaire' })).statusCode).toBe(200);
    expect((await clientHeaders(t.app, particulars.form)).authorization).toMatch(/^bearer /);
    expect((await readClientReport(owner)).statusCode).toBe(200);
  });
});
