import { changedBy, type Report, reportMessages } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeReport, reportPageHandlers, screeningPath } from '../../../test/report-records.ts';
import { selectInput } from '../../../test/select.ts';

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const stale = changedBy('Grace Hopper', '2024-05-02T09:30:00.000Z');

/** The report page whose GET answers `current()`, and whose saves answer 409 until `accept` is set. */
function serveReport(current: () => Report, put: { path: string; bodies: unknown[]; accept: () => boolean }) {
  serveApi({
    ...reportPageHandlers(makeReport()),
    'GET /api/reports/31': () => jsonResponse(200, current()),
    [`PUT ${put.path}`]: (body) => {
      put.bodies.push(body);
      if (!put.accept()) return jsonResponse(409, { error: stale });
      return jsonResponse(200, { ...current(), version: current().version + 1 });
    },
  });
}

describe('a stale save of the report', { timeout: 30_000 }, () => {
  it('keeps what was typed, shows the message, and after Reload both values; the next save sends the new version', async () => {
    const user = userEvent.setup();
    let report = makeReport({ name: 'Screening 2024', version: 4 });
    const put = { path: '/api/reports/31', bodies: [] as unknown[], accept: () => false };
    serveReport(() => report, put);
    renderRoute(screeningPath);
    const form = await screen.findByRole('region', { name: 'Edit report' });
    const name = within(form).getByRole('textbox', { name: /Report Name/ });
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(stale);
    expect(name).toHaveValue('Mine');
    expect(put.bodies).toEqual([{ name: 'Mine', status: 6, internalContact: { id: 1 }, version: 4 }]);
    // The message shows in the form, not as a toast.
    expect(toasts.messages()).not.toContain(stale);

    // Meanwhile the other person renamed it and published it.
    report = makeReport({ name: 'Theirs', status: 7, version: 5 });
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    expect(await within(form).findByText(/Saved by the other person: Theirs/)).toBeInTheDocument();
    expect(name).toHaveValue('Mine');
    // Not typed: the other person's status comes in.
    expect(selectInput(form, /Status/)).toHaveValue('Published');
    expect(within(form).queryByRole('alert')).toBeNull();

    put.accept = () => true;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.reportUpdated));
    expect(put.bodies[1]).toEqual({ name: 'Mine', status: 7, internalContact: { id: 1 }, version: 5 });
    await waitFor(() => expect(within(form).queryByText(/Saved by the other person/)).toBeNull());
  });

  it("takes the other person's value with a click", async () => {
    const user = userEvent.setup();
    let report = makeReport({ version: 2 });
    serveReport(() => report, { path: '/api/reports/31', bodies: [], accept: () => false });
    renderRoute(screeningPath);
    const form = await screen.findByRole('region', { name: 'Edit report' });
    const name = within(form).getByRole('textbox', { name: /Report Name/ });
    await user.type(name, ' (mine)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByRole('alert');

    report = makeReport({ name: 'Theirs', internalContact: { id: 2, fullName: 'Grace Hopper' }, version: 3 });
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await within(form).findByText(/Saved by the other person: Theirs/);
    await user.click(within(form).getByRole('button', { name: 'Take it' }));
    expect(name).toHaveValue('Theirs');
    expect(within(form).queryByText(/Saved by the other person/)).toBeNull();
  });
});

describe('a stale save of the regulatory impact', { timeout: 30_000 }, () => {
  it('sends its own version, keeps the typed values and shows the message instead of the failure toast', async () => {
    const user = userEvent.setup();
    let report = makeReport({ version: 9, regulatoryImpactVersion: 3 });
    const put = { path: '/api/reports/31/regulatory-impact', bodies: [] as unknown[], accept: () => false };
    serveReport(() => report, put);
    renderRoute(screeningPath);
    const panel = await screen.findByRole('region', { name: 'Regulatory Impact' }, { timeout: 15_000 });
    const rate = within(panel).getByRole('textbox', { name: /Carbon rate/ });
    await user.type(rate, '85');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(stale);
    expect(put.bodies).toEqual([expect.objectContaining({ regulatoryImpactCarbonRate: 85, version: 3 })]);
    expect(toasts.messages()).not.toContain(reportMessages.regulatoryImpactFailed);
    expect(rate).toHaveValue('85');

    report = makeReport({ regulatoryImpactCarbonRate: 90, regulatoryImpactPctInEu: 40, regulatoryImpactVersion: 4 });
    await user.click(within(panel).getByRole('button', { name: 'Reload' }));
    expect(await within(panel).findByText(/Saved by the other person: 90/)).toBeInTheDocument();
    expect(rate).toHaveValue('85');
    expect(within(panel).getByRole('textbox', { name: /% in EU/ })).toHaveValue('40');

    put.accept = () => true;
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.regulatoryImpactUpdated));
    expect(put.bodies[1]).toEqual(
      expect.objectContaining({ regulatoryImpactCarbonRate: 85, regulatoryImpactPctInEu: 40, version: 4 }),
    );
  });
});
