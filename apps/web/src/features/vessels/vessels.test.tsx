import { type CustomerListItem, customerMessages, messages, type VesselConsumption } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeQuestionnaire } from '../../../test/vessel-forms.ts';
import {
  categories,
  customer,
  customerProjects,
  project,
  vessel,
  vesselPath,
  vesselRates,
  vesselTypes,
} from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

const customers: CustomerListItem[] = [
  { id: 3, name: 'Njord Shipping', address: null, projectCount: 2 },
  { id: 4, name: 'Oslo Lines', address: null, projectCount: 1 },
];

function stubApi(extra: Parameters<typeof serveApi>[0] = {}, consumptions: VesselConsumption[] = []) {
  const fetchMock = serveApi({
    'GET /api/customers': () => jsonResponse(200, customers),
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/customers/3/projects': () =>
      jsonResponse(200, [...customerProjects, { id: 6, name: 'Fleet 2025', description: null, vessels: [] }]),
    'GET /api/customers/4/projects': () =>
      jsonResponse(200, [{ id: 8, name: 'Oslo Tankers', description: null, vessels: [] }]),
    'GET /api/projects/5': () => jsonResponse(200, project),
    'GET /api/vessels/9': () => jsonResponse(200, vessel),
    'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
    'GET /api/consumptions/categories': () => jsonResponse(200, categories),
    'GET /api/vessels/9/consumption-rates': () => jsonResponse(200, vesselRates),
    'GET /api/vessels/9/consumptions': () => jsonResponse(200, consumptions),
    'GET /api/vessels/9/questionnaire': () => jsonResponse(200, makeQuestionnaire()),
    'GET /api/vessels/9/questionnaire/consumptions': () => jsonResponse(200, []),
    'GET /api/vessels/9/technologies-installed-status': () =>
      jsonResponse(200, {
        vesselTechnologiesInstalledStatus: [],
        availableTechnologies: [],
        existingEnergySavingTechnologies: null,
        version: 1,
      }),
    ...extra,
  });
  return fetchMock;
}

function selectIn(scope: HTMLElement, label: RegExp): HTMLInputElement {
  const input = within(scope)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input as HTMLInputElement;
}

/** Opens the select and picks the option from its own list. */
async function choose(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, option: string) {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
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

describe('vessel page', { timeout: 20_000 }, () => {
  it('shows the title, the breadcrumbs with names and tabs that change the address', async () => {
    const user = userEvent.setup();
    stubApi();
    const { router } = renderRoute(vesselPath);

    expect(await screen.findByRole('heading', { name: 'Nordic Star (Bulk Carrier)' })).toBeInTheDocument();
    expect(screen.getByText('No screening reports')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() =>
      expect(
        within(crumbs)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Clients', 'Njord Shipping', 'Fleet 2024']),
    );
    expect(await within(crumbs).findByText('Nordic Star')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Screening: Questionnaire' }));
    expect(router.state.location.pathname).toBe(`${vesselPath}/questionnaire`);
    expect(await screen.findByRole('heading', { name: 'Screening: Vessel Questionnaire' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Edit Vessel' }));
    expect(router.state.location.pathname).toBe(`${vesselPath}/edit`);
    expect(await screen.findByText(customerMessages.questionnaireConsumptionBox)).toBeInTheDocument();
    // The badge shows the label as written, not in capitals.
    expect(screen.getByText('Screening Report (Draft)').closest('.mantine-Badge-root')).toHaveStyle({
      textTransform: 'none',
    });
  });

  it('copies the vessel to a project of another client and opens the copy', async () => {
    const user = userEvent.setup();
    const copies: unknown[] = [];
    const copy = {
      ...vessel,
      id: 12,
      project: { id: 8, name: 'Oslo Tankers', customer: { id: 4, name: 'Oslo Lines' } },
    };
    const fetchMock = stubApi({
      'POST /api/vessels/9/copy': (body) => {
        copies.push(body);
        return jsonResponse(201, copy);
      },
      // The page then opens the copy: the vessel and, for the breadcrumbs, its project and client.
      'GET /api/vessels/12': () => jsonResponse(200, copy),
      'GET /api/projects/8': () => jsonResponse(200, { ...project, id: 8, name: 'Oslo Tankers' }),
      'GET /api/customers/4': () => jsonResponse(200, { ...customer, id: 4, name: 'Oslo Lines' }),
    });
    const { router } = renderRoute(vesselPath);

    await user.click(await screen.findByRole('button', { name: 'Copy to ..' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Nordic Star to ..' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByText('Project (*)')).toBeInTheDocument();

    // The own client comes first, without the vessel's own project.
    const listboxOf = async (input: HTMLElement) => {
      await user.click(input);
      return waitFor(
        () => {
          const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
          if (!listbox) throw new Error('no listbox yet');
          return listbox;
        },
        { timeout: 5_000 },
      );
    };
    let listbox = await listboxOf(selectIn(dialog, /^Project/));
    await waitFor(
      () =>
        expect(
          within(listbox)
            .getAllByRole('option', { hidden: true })
            .map((o) => o.textContent),
        ).toEqual(['Fleet 2025']),
      { timeout: 5_000 },
    );
    await user.keyboard('{Escape}');

    listbox = await listboxOf(selectIn(dialog, /^Client/));
    // The chosen client's name in the search box does not narrow the list to that client.
    const customerSearches = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((input) => input.startsWith('/api/customers?'));
    expect(customerSearches.length).toBeGreaterThan(0);
    expect(customerSearches.every((input) => !input.includes('Njord'))).toBe(true);
    await user.click(
      await within(listbox).findByRole('option', { name: 'Oslo Lines', hidden: true }, { timeout: 5_000 }),
    );
    listbox = await listboxOf(selectIn(dialog, /^Project/));
    await user.click(
      await within(listbox).findByRole('option', { name: 'Oslo Tankers', hidden: true }, { timeout: 5_000 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/4/projects/8/vessels/12'));
    expect(copies).toEqual([{ project: { id: 8 } }]);
    // The copy's page loads after the toast, so look for it among all toasts.
    await waitFor(() => expect(toasts.messages()).toContain(customerMessages.vesselCopied));
    expect(toasts.messages().filter((m) => m.startsWith('No stub'))).toEqual([]);
  });

  it('saves name and vessel type, and archives the vessel back to the project', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    stubApi({
      'PUT /api/vessels/9': (body) => {
        updates.push(body);
        return jsonResponse(200, { ...vessel, name: 'Nordic Sun', vesselType: { id: 2, name: 'Tanker' } });
      },
      'DELETE /api/vessels/9': () => jsonResponse(204),
    });
    const { router } = renderRoute(`${vesselPath}/edit`);

    const form = (await screen.findByRole('heading', { name: 'Vessel' })).closest('form') as HTMLElement;
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Nordic Sun');
    await user.click(selectIn(form, /^Vessel type/));
    await user.click(await screen.findByRole('option', { name: 'Tanker', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: messages.changesSaved }));
    expect(updates).toEqual([{ name: 'Nordic Sun', vesselType: { id: 2 }, version: 1 }]);

    await user.click(screen.getByRole('button', { name: 'Archive Vessel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Vessel' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/3/projects/5/vessels'));
    expect(toasts.last()).toMatchObject({ message: customerMessages.vesselArchived });
  });
});

describe('categories & types', { timeout: 30_000 }, () => {
  const rows = () => screen.getAllByRole('group', { name: /^Consumption row/ });

  it('starts with one empty row, requires each field, adds and removes rows, and sends the rows', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({
      'PUT /api/vessels/9/consumptions': (body) => {
        sent.push(body);
        return jsonResponse(200, []);
      },
    });
    renderRoute(`${vesselPath}/edit`);

    await screen.findByText(customerMessages.questionnaireConsumptionBox);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const panel = screen.getByRole('region', { name: 'Categories & Types' });
    const first = () => rows()[0] as HTMLElement;

    await choose(user, selectIn(first(), /^Consumption Category/), 'Main Engine');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    expect(within(first()).getByText('Consumption Rate (*)')).toBeInTheDocument();
    expect(within(first()).getByText('Annual Consumption (*)')).toBeInTheDocument();
    expect(within(first()).queryByText('Consumption Category (*)')).toBeNull();
    expect(toasts.messages()).toEqual([messages.formInvalid]);

    await choose(user, selectIn(first(), /^Consumption Rate/), 'HFO (Heavy Fuel Oil)');
    await user.type(within(first()).getByRole('textbox', { name: /^Annual Consumption/ }), '1200');

    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(rows()).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(rows()).toHaveLength(3);
    await user.click(within(rows()[2] as HTMLElement).getByRole('button', { name: 'Remove row' }));
    expect(rows()).toHaveLength(2);

    const second = rows()[1] as HTMLElement;
    await choose(user, selectIn(second, /^Consumption Category/), 'Auxiliary Engine');
    await choose(user, selectIn(second, /^Consumption Rate/), 'MGO (Marine Gas Oil)');
    await user.type(within(second).getByRole('textbox', { name: /^Annual Consumption/ }), '300.5');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: customerMessages.consumptionsUpdated }));
    expect(sent).toEqual([
      {
        consumptions: [
          { consumptionCategory: { id: 1 }, vesselConsumptionRate: { id: 21 }, annualConsumption: 1200 },
          { consumptionCategory: { id: 2 }, vesselConsumptionRate: { id: 22 }, annualConsumption: 300.5 },
        ],
        version: 1,
      },
    ]);
  });

  it('shows the saved rows, and removing the last one leaves an empty row that clears the list', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi(
      {
        'PUT /api/vessels/9/consumptions': (body) => {
          sent.push(body);
          return jsonResponse(200, []);
        },
      },
      [{ id: 1, vesselConsumptionRate: { id: 22 }, consumptionCategory: { id: 2 }, annualConsumption: 75 }],
    );
    renderRoute(`${vesselPath}/edit`);

    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0] as HTMLElement;
    expect(selectIn(row, /^Consumption Category/)).toHaveValue('Auxiliary Engine');
    expect(selectIn(row, /^Consumption Rate/)).toHaveValue('MGO (Marine Gas Oil)');
    expect(within(row).getByRole('textbox', { name: /^Annual Consumption/ })).toHaveValue('75');

    await user.click(within(row).getByRole('button', { name: 'Remove row' }));
    expect(rows()).toHaveLength(1);
    expect(selectIn(rows()[0] as HTMLElement, /^Consumption Category/)).toHaveValue('');
    const panel = screen.getByRole('region', { name: 'Categories & Types' });
    await user.click(within(panel).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(sent).toEqual([{ consumptions: [], version: 1 }]));
  });
});
