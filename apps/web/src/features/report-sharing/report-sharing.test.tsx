import { type ReportShare, reportSharingMessages } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCalls, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeReport, reportPageHandlers, screeningPath } from '../../../test/report-records.ts';

configure({ asyncUtilTimeout: 3000 });

const share: ReportShare = {
  url: 'https://backoffice.example/client/report/abcDEF123',
  urlHash: 'abcDEF123',
  pinCode: '042917',
  sharedOn: '2026-03-02T09:30:00.000Z',
  sharedBy: { id: 1, fullName: 'Ada Lovelace' },
  openedOn: null,
};

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calls = (api: ApiCalls, method: string) =>
  api.mock.calls.filter(([input, init]) => input === '/api/reports/31/share' && (init.method ?? 'GET') === method);

/** The report page of a report with this status, its share answered by `shared` (null: 404). */
function renderReport(status: number, shared: ReportShare | null) {
  let current = shared;
  const api = serveApi({
    ...reportPageHandlers(makeReport({ status, isLocked: status === 8 })),
    'GET /api/reports/31/share': () =>
      current ? jsonResponse(200, current) : jsonResponse(404, { error: reportSharingMessages.notShared }),
    'POST /api/reports/31/share': () => {
      current = share;
      return jsonResponse(200, share);
    },
    'DELETE /api/reports/31/share': () => {
      current = null;
      return jsonResponse(204);
    },
  }) as ApiCalls;
  renderRoute(screeningPath);
  return api;
}

describe('sharing a report with its ship owner', { timeout: 20_000 }, () => {
  it('offers a Completed report to share, then shows its link and PIN, when it was shared and not yet opened', async () => {
    const api = renderReport(8, null);
    const card = await screen.findByRole('region', { name: 'Ship owner' });
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Share with the ship owner' }));

    const access = await within(card).findByRole('group', { name: 'Client access' });
    expect(
      within(access).getByRole('button', { name: `Copy URL: ${window.location.origin}/client/report/abcDEF123` }),
    ).toBeInTheDocument();
    expect(within(access).getByRole('button', { name: 'Copy PIN Code: 042917' })).toBeInTheDocument();
    expect(within(card).getByText(/Shared on 02\/03\/2026 09:30 by Ada Lovelace/)).toBeInTheDocument();
    expect(within(card).getByText('Not opened by the ship owner yet')).toBeInTheDocument();
    expect(calls(api, 'POST')).toHaveLength(1);
    expect(toasts.messages()).toContain(reportSharingMessages.shared);
  });

  it('says when the ship owner opened it, and stops sharing after a confirmation', async () => {
    const api = renderReport(8, { ...share, openedOn: '2026-03-03T14:05:00.000Z' });
    const card = await screen.findByRole('region', { name: 'Ship owner' });
    expect(await within(card).findByText('Opened by the ship owner on 03/03/2026 14:05')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Stop sharing' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(reportSharingMessages.stopConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await within(card).findByRole('button', { name: 'Share with the ship owner' })).toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: 'Client access' })).toBeNull();
    expect(calls(api, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(toasts.messages()).toContain(reportSharingMessages.stopped));
  });

  it.each([6, 7])('offers no sharing for a report that is not Completed (status %i), nor reads it', async (status) => {
    const api = renderReport(status, null);
    expect(await screen.findByRole('region', { name: 'Vessel' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Regulatory Impact' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ship owner' })).toBeNull();
    expect(calls(api, 'GET')).toHaveLength(0);
  });
});
