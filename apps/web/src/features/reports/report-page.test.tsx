import { formMessages, messages, reportMessages, type UpdateReportRequest } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { availableTechnology, makeReport, reportPageHandlers, screeningPath } from '../../../test/report-records.ts';
import { choose, optionsOf, selectInput } from '../../../test/select.ts';
import { vesselPath } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('report page', { timeout: 20_000 }, () => {
  it('shows the header, the summary with the base report and the vessel block', async () => {
    const design = makeReport({
      id: 40,
      type: 1,
      status: 10,
      name: 'Design',
      basedOn: { id: 31, name: 'Screening 2024' },
    });
    serveApi(reportPageHandlers(design));
    const { router } = renderRoute(`${vesselPath}/solution-designs/40`);

    expect(await screen.findByRole('heading', { name: 'Solution Design Report: Design' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export as Word file' })).toBeEnabled();
    const summary = screen.getByRole('region', { name: 'Report summary' });
    expect(within(summary).getByText('Solution Design Report')).toBeInTheDocument();
    expect(within(summary).getByText('Published')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Screening 2024' })).toHaveAttribute(
      'href',
      `${vesselPath}/screening-reports/31`,
    );
    const vesselBlock = await screen.findByRole('region', { name: 'Vessel' });
    expect(within(vesselBlock).getByRole('link', { name: 'Nordic Star' })).toHaveAttribute('href', vesselPath);
    expect(within(vesselBlock).getByText('Bulk Carrier')).toBeInTheDocument();
    expect(within(vesselBlock).getByRole('link', { name: 'Njord Shipping' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Regulatory Impact' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novel Technologies' })).toBeNull();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() => expect(within(crumbs).getByText('Design')).toBeInTheDocument());

    await userEvent.setup().click(screen.getByRole('button', { name: 'Report files' }));
    expect(router.state.location.pathname).toBe(`${vesselPath}/solution-designs/40/files`);
  });

  it.each([
    ['of another vessel', makeReport({ vessel: { ...makeReport().vessel, id: 10 } }), screeningPath],
    ['of the other type', makeReport(), `${vesselPath}/solution-designs/31`],
    ['that does not exist', null, screeningPath],
  ])('shows the not-found page for a report %s', async (_, report, path) => {
    serveApi({
      ...reportPageHandlers(makeReport()),
      'GET /api/reports/31': () =>
        report ? jsonResponse(200, report) : jsonResponse(404, { error: 'Report not found' }),
    });
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Regulatory Impact' })).toBeNull();
    // Not even the breadcrumbs name a report that is not the address's.
    expect(screen.queryByText('Screening 2024')).toBeNull();
  });

  it('saves name, contact and status, each required', async () => {
    const user = userEvent.setup();
    const updates: UpdateReportRequest[] = [];
    serveApi({
      ...reportPageHandlers(makeReport()),
      'PUT /api/reports/31': (body) => {
        updates.push(body as UpdateReportRequest);
        return jsonResponse(
          200,
          makeReport({ name: 'Renamed', status: 7, internalContact: { id: 2, fullName: 'Grace Hopper' } }),
        );
      },
    });
    renderRoute(screeningPath);
    const form = await screen.findByRole('region', { name: 'Edit report' });
    expect(selectInput(form, /Status/)).toHaveValue('Draft');
    const name = within(form).getByRole('textbox', { name: /Report Name/ });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Report Name (*)')).toBeInTheDocument();
    expect(within(form).getByText(messages.required)).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);

    await user.type(name, 'Renamed');
    await choose(user, selectInput(form, /Provider Contact/), 'Grace Hopper (Consultant)');
    await choose(user, selectInput(form, /Status/), 'Published');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.reportUpdated));
    expect(updates).toEqual([{ name: 'Renamed', status: 7, internalContact: { id: 2 }, version: 1 }]);
    expect(await screen.findByRole('heading', { name: 'Screening Report: Renamed' })).toBeInTheDocument();
  });

  it('offers only the statuses of the report type', async () => {
    const user = userEvent.setup();
    serveApi(reportPageHandlers(makeReport({ id: 40, type: 1, status: 9 })));
    renderRoute(`${vesselPath}/solution-designs/40`);
    const form = await screen.findByRole('region', { name: 'Edit report' });
    expect(await optionsOf(user, selectInput(form, /Status/))).toEqual(['Draft', 'Published', 'Completed']);
  });

  it('disables the content of a Completed report, but not its edit form', async () => {
    serveApi(
      reportPageHandlers(makeReport({ status: 8, isLocked: true }), {
        available: [availableTechnology(1, 'Air lubrication')],
      }),
    );
    renderRoute(screeningPath);

    expect(await screen.findByText(reportMessages.reportLocked)).toBeInTheDocument();
    const novel = await screen.findByRole('region', { name: 'Novel Technologies' });
    expect(selectInput(novel, /Technology/)).toBeDisabled();
    expect(within(novel).getByRole('button', { name: 'Add' })).toBeDisabled();
    const impact = screen.getByRole('region', { name: 'Regulatory Impact' });
    for (const label of [/% in EU/, /Carbon rate/, /Start year/, /Number of years/, /CII Projection Description/]) {
      expect(within(impact).getByLabelText(label)).toBeDisabled();
    }
    expect(within(impact).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(impact).getByRole('button', { name: 'Upload file' })).toBeDisabled();

    const form = screen.getByRole('region', { name: 'Edit report' });
    expect(within(form).getByRole('textbox', { name: /Report Name/ })).toBeEnabled();
    expect(selectInput(form, /Status/)).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    serveApi(reportPageHandlers(makeReport()));
    const { router } = renderRoute(screeningPath);
    const form = await screen.findByRole('region', { name: 'Edit report' });
    await user.type(within(form).getByRole('textbox', { name: /Report Name/ }), ' v2');

    await user.click(within(screen.getByRole('region', { name: 'Vessel' })).getByRole('link', { name: 'Nordic Star' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(formMessages.unsavedChanges)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(screeningPath);

    const impact = screen.getByRole('region', { name: 'Regulatory Impact' });
    await user.clear(within(form).getByRole('textbox', { name: /Report Name/ }));
    await user.type(within(form).getByRole('textbox', { name: /Report Name/ }), 'Screening 2024');
    await user.type(within(impact).getByRole('textbox', { name: /Start year/ }), '2027');
    await user.click(within(screen.getByRole('region', { name: 'Vessel' })).getByRole('link', { name: 'Nordic Star' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(vesselPath));
  });
});
