import { formMessages, reportExportMessages } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCalls, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, spyOnToasts } from '../../../test/render.tsx';
import { summaryFigures } from './client-report-summary.tsx';
import { makeClientReport, reportPath } from './client-report-test-data.ts';
import { clientSessions } from './client-session.ts';
import { linkToken, tokenAnswer } from './test-data.ts';

configure({ asyncUtilTimeout: 5000 });

let toasts: ReturnType<typeof spyOnToasts>;
type Handlers = Parameters<typeof serveApi>[0];

const pdfFile = {
  id: 90,
  name: 'Screening 2026 2026-03-03.pdf',
  contentSize: 2048,
  mimeType: 'application/pdf',
  description: null,
  usage: 'default',
  uploadedOn: '2026-03-03T10:00:00.000Z',
  createdOn: '2026-03-03T10:00:00.000Z',
  fileUrl: '/api/storage/90?sig=y',
};

function stubApi(handlers: Handlers = {}) {
  return serveApi({
    'POST /api/client/token': (body) =>
      (body as { pinCode: string }).pinCode === '123456'
        ? jsonResponse(200, tokenAnswer('report'))
        : jsonResponse(401, { error: formMessages.invalidPin }),
    'GET /api/client/report': () => jsonResponse(200, makeClientReport()),
    'POST /api/client/report/export-as-pdf': () => jsonResponse(201, pdfFile),
    ...handlers,
  }) as ApiCalls;
}

async function openWithPin() {
  const user = userEvent.setup();
  renderRoute(reportPath);
  expect(await screen.findByRole('heading', { name: 'Vessel Report' })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/PIN Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('heading', { name: 'Screening Report: Screening 2026' })).toBeInTheDocument();
  return user;
}

beforeEach(() => {
  toasts = spyOnToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a shared report in the client area', { timeout: 20_000 }, () => {
  it('asks for the PIN, then shows the report: the summary first, the technologies, charts and outlooks', async () => {
    const api = stubApi();
    await openWithPin();
    expect(clientSessions.get(linkToken)).toMatchObject({ form: 'report' });
    const read = api.mock.calls.find(([input]) => input === '/api/client/report');
    expect(new Headers(read?.[1].headers).get('Authorization')).toBe('bearer client-token-1');

    expect(screen.getByRole('img', { name: 'Njord Consulting logo' })).toHaveAttribute('src', '/api/storage/4?sig=x');
    expect(screen.getByText('MV Nordic Star')).toBeInTheDocument();
    // The date reads in the company's time zone: 23:30 UTC is the next day in Oslo.
    expect(screen.getByText('Date: 03/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@njord.example' })).toHaveAttribute('href', 'mailto:ada@njord.example');

    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Summary', 'Technologies and finances', 'Charts', 'Outlooks', 'Download']);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('32 / 100')).toBeInTheDocument();
    expect(within(summary).getByText('126.00 MT')).toBeInTheDocument();
    expect(within(summary).getByText('Range 90.00 – 160.00 MT; 12.60 % of 1,000.00 MT')).toBeInTheDocument();
    expect(within(summary).getByText('USD 180,000.00')).toBeInTheDocument();
    expect(within(summary).getByText('EUR 48,653.14')).toBeInTheDocument();

    const technologies = screen.getByRole('table', { name: 'Included technologies' });
    const rows = within(technologies)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toBe('Air lubrication5.00 %50.00100,000.003.20Silverstream');
    expect(rows[2]).toBe('Propeller boss cap finsFixed: 76.00 MT per year76.0080,000.00Does not pay back–');
    expect(screen.getByRole('table', { name: 'Finances' })).toBeInTheDocument();
    for (const outlook of ['CII outlook', 'EU ETS outlook']) {
      expect(screen.getByRole('table', { name: outlook })).toBeInTheDocument();
    }
    // The staff page's charts, each named and with its text alternative.
    const charts = screen.getByRole('region', { name: 'Charts' });
    expect(
      await within(charts).findByText(/Bar chart of the fuel saved \(MT\)/, {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(within(charts).getAllByRole('img').length).toBeGreaterThanOrEqual(4);
    expect(toasts.messages()).toEqual([]);
  });

  it('downloads the PDF, and says why when the server cannot make one', async () => {
    let answer = jsonResponse(201, pdfFile);
    const api = stubApi({ 'POST /api/client/report/export-as-pdf': () => answer });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = await openWithPin();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('/api/storage/90?sig=y');
    expect(anchor.download).toBe(pdfFile.name);
    expect(api.mock.calls.filter(([input]) => input === '/api/client/report/export-as-pdf')).toHaveLength(1);

    answer = jsonResponse(501, { error: reportExportMessages.pdfNeedsLibreOffice });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reportExportMessages.pdfNeedsLibreOffice);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('words a link that opens nothing as a report not available', async () => {
    stubApi({ 'POST /api/client/token': () => jsonResponse(404, { error: formMessages.formNotAvailable }) });
    const user = userEvent.setup();
    renderRoute(reportPath);
    await user.type(await screen.findByLabelText(/PIN Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.reportNotAvailable]));
  });

  it('asks for the PIN again once sharing stopped (401)', async () => {
    stubApi();
    const user = await openWithPin();
    stubApi({ 'POST /api/client/report/export-as-pdf': () => jsonResponse(401, { error: 'Unauthorized' }) });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByLabelText(/PIN Code/)).toBeInTheDocument();
    expect(clientSessions.get(linkToken)).toBeNull();
  });
});

describe('the summary figures', () => {
  it('name the CII rating this year and in the last year, and the FuelEU penalty avoided', () => {
    const figures = summaryFigures(makeClientReport().results as never, 2026);
    const byLabel = Object.fromEntries(figures.map((figure) => [figure.label, figure.value]));
    expect(byLabel['CII rating before → after']).toBe('D → B in 2026, D → C in 2030');
    expect(byLabel['Payback time (years)']).toBe('2.55');
    expect(byLabel['FuelEU penalty avoided']).toMatch(/^EUR [\d,]+\.\d\d$/);
  });
});
