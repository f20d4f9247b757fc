import { type CreateReportRequest, messages, reportMessages, type Vessel } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type Handlers, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeReport, reportPageHandlers, screeningCard } from '../../../test/report-records.ts';
import { choose, selectInput } from '../../../test/select.ts';
import { customer, project, vessel, vesselPath } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

const withScreening: Vessel = { ...vessel, screeningReports: [screeningCard] };

function stubApi(current: Vessel, extra: Handlers = {}) {
  return serveApi({
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/projects/5': () => jsonResponse(200, project),
    'GET /api/vessels/9': () => jsonResponse(200, current),
    ...extra,
  });
}

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('vessel reports tab', { timeout: 20_000 }, () => {
  it('lists the reports as cards with status and date; a card opens its report', async () => {
    const user = userEvent.setup();
    stubApi(withScreening, {
      ...reportPageHandlers(makeReport({ status: 7 })),
      'GET /api/vessels/9': () => jsonResponse(200, withScreening),
    });
    const { router } = renderRoute(vesselPath);

    const screenings = await screen.findByRole('region', { name: 'Screenings' });
    const card = within(screenings).getByTestId('report-card');
    expect(within(card).getByText('Published')).toBeInTheDocument();
    expect(within(card).getByText('03/04/2024')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Solution Designs' })).getByText('No solution designs'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Screening 2024' }));
    expect(router.state.location.pathname).toBe(`${vesselPath}/screening-reports/31`);
    expect(await screen.findByRole('heading', { name: 'Screening Report: Screening 2024' })).toBeInTheDocument();
  });

  it('copies a report and shows the copy on the tab', async () => {
    const user = userEvent.setup();
    let current = withScreening;
    const copy = { ...screeningCard, id: 32, name: 'Screening 2024 (copy)', status: 6 };
    const calls = stubApi(withScreening, {
      'GET /api/vessels/9': () => jsonResponse(200, current),
      'POST /api/reports/31/copy': () => {
        current = { ...withScreening, screeningReports: [copy, screeningCard] };
        return jsonResponse(201, makeReport({ ...copy }));
      },
    });
    renderRoute(vesselPath);

    await user.click(await screen.findByRole('button', { name: 'Copy Screening 2024' }));
    expect(await screen.findByRole('link', { name: 'Screening 2024 (copy)' })).toBeInTheDocument();
    expect(toasts.messages()).toEqual([reportMessages.reportCreated]);
    expect(callsTo(calls, 'POST', '/api/reports/31/copy')).toHaveLength(1);
  });

  it('creates a screening report: the name is required, then it opens the new report', async () => {
    const user = userEvent.setup();
    const bodies: CreateReportRequest[] = [];
    stubApi(vessel, {
      'POST /api/reports': (body) => {
        bodies.push(body as CreateReportRequest);
        return jsonResponse(201, makeReport({ id: 33, name: 'First look' }));
      },
      ...reportPageHandlers(makeReport({ id: 33, name: 'First look' })),
      'GET /api/vessels/9': () => jsonResponse(200, vessel),
    });
    const { router } = renderRoute(vesselPath);

    await user.click(await screen.findByRole('button', { name: 'New Screening Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Screening Report' });
    expect(within(dialog).queryByText(/Based on/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name (*)')).toBeInTheDocument();
    expect(within(dialog).getByText(messages.required)).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'First look');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${vesselPath}/screening-reports/33`));
    expect(bodies).toEqual([{ name: 'First look', type: 0, vessel: { id: 9 }, basedOn: null }]);
    expect(toasts.messages()).toContain(reportMessages.reportCreated);
    expect(await screen.findByRole('heading', { name: 'Screening Report: First look' })).toBeInTheDocument();
  });

  it("says 'Failed to create report' when the report is not created", async () => {
    const user = userEvent.setup();
    stubApi(vessel, { 'POST /api/reports': () => jsonResponse(500, { error: 'boom' }) });
    const { router } = renderRoute(vesselPath);

    await user.click(await screen.findByRole('button', { name: 'New Screening Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Screening Report' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'First look');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.messages()).toEqual([reportMessages.reportCreateFailed]));
    expect(screen.getByRole('dialog', { name: 'New Screening Report' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(vesselPath);
  });

  it('offers a solution design only once a screening report exists, based on one of them', async () => {
    const user = userEvent.setup();
    const bodies: CreateReportRequest[] = [];
    const design = makeReport({
      id: 40,
      type: 1,
      status: 9,
      name: 'Design',
      basedOn: { id: 31, name: 'Screening 2024' },
    });
    stubApi(vessel);
    const first = renderRoute(vesselPath);
    // Off, it stays a Tab stop that says why, and pressing it does nothing.
    const off = await screen.findByRole('button', { name: 'New Solution Design Report' });
    expect(off).toHaveAttribute('aria-disabled', 'true');
    expect(off).toHaveAccessibleDescription(reportMessages.noScreeningReportToBaseOn);
    screen.getByRole('button', { name: 'New Screening Report' }).focus();
    await user.tab();
    expect(off).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reportMessages.noScreeningReportToBaseOn);
    await user.keyboard('{Enter}');
    await user.click(off);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    stubApi(withScreening, {
      'POST /api/reports': (body) => {
        bodies.push(body as CreateReportRequest);
        return jsonResponse(201, design);
      },
      ...reportPageHandlers(design),
      'GET /api/vessels/9': () => jsonResponse(200, withScreening),
    });
    const { router } = renderRoute(vesselPath);
    await user.click(await screen.findByRole('button', { name: 'New Solution Design Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Solution Design Report' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Design');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Based on screening report (*)')).toBeInTheDocument();

    await choose(user, selectInput(dialog, /Based on/), 'Screening 2024');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${vesselPath}/solution-designs/40`));
    expect(bodies).toEqual([{ name: 'Design', type: 1, vessel: { id: 9 }, basedOn: { id: 31 } }]);
    expect(await screen.findByRole('heading', { name: 'Solution Design Report: Design' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novel Technologies' })).toBeNull();
  });
});
