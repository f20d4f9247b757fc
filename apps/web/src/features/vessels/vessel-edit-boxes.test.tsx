import {
  formMessages,
  InstalledStatus,
  messages,
  type QuestionnaireConsumptionEntry,
  type TechnologiesInstalledStatus,
} from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { categories, customer, project, vessel, vesselPath, vesselRates, vesselTypes } from './test-data.ts';

configure({ asyncUtilTimeout: 3000 });

const entries: QuestionnaireConsumptionEntry[] = [
  { id: 41, title: 'Main engine consumption (MT/year)', value: '5200', position: 1 },
  { id: 42, title: 'Auxiliary engines consumption (MT/year)', value: null, position: 2 },
  { id: 43, title: 'Boiler consumption (MT/year)', value: '', position: 3 },
  { id: 44, title: 'Fuel types used', value: 'HFO, MGO', position: 4 },
];

const technologies: TechnologiesInstalledStatus = {
  vesselTechnologiesInstalledStatus: [
    {
      id: 1,
      vesselTypeTechnologyDetailSnapshotId: 91,
      technology: { id: 1, name: 'Air Lubrication' },
      technologyName: 'Air Lubrication',
      installedStatus: InstalledStatus.INSTALLED,
      plannedToBeInstalledOn: null,
    },
    {
      id: 2,
      vesselTypeTechnologyDetailSnapshotId: 92,
      technology: { id: 2, name: 'Hull Coating' },
      technologyName: 'Hull Coating',
      installedStatus: InstalledStatus.PLANNED,
      plannedToBeInstalledOn: '2025-06-30',
    },
    {
      id: 3,
      vesselTypeTechnologyDetailSnapshotId: 94,
      technology: { id: 4, name: 'Waste Heat Recovery' },
      technologyName: 'Waste Heat Recovery',
      installedStatus: InstalledStatus.NOT_INSTALLED,
      plannedToBeInstalledOn: null,
    },
  ],
  availableTechnologies: [
    // Air Lubrication's catalogue values changed since its status was recorded: a newer snapshot.
    { vesselTypeTechnologyDetailSnapshotId: 101, technology: { id: 1, name: 'Air Lubrication' } },
    { vesselTypeTechnologyDetailSnapshotId: 102, technology: { id: 2, name: 'Hull Coating' } },
    { vesselTypeTechnologyDetailSnapshotId: 103, technology: { id: 3, name: 'Rotor Sail' } },
    { vesselTypeTechnologyDetailSnapshotId: 94, technology: { id: 4, name: 'Waste Heat Recovery' } },
  ],
  existingEnergySavingTechnologies: 'Propeller boss cap fins\nLED lighting',
};

const noStatuses: TechnologiesInstalledStatus = {
  ...technologies,
  vesselTechnologiesInstalledStatus: [],
};

/** The edit tab's calls, with some answered otherwise. */
function serveApiWith(handlers: Parameters<typeof serveApi>[0]) {
  return stubApi({ extra: handlers });
}

function stubApi(
  options: {
    extra?: Parameters<typeof serveApi>[0];
    consumptionEntries?: QuestionnaireConsumptionEntry[];
    status?: TechnologiesInstalledStatus;
    onPut?: (body: unknown) => void;
  } = {},
) {
  const fetchMock = serveApi({
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/projects/5': () => jsonResponse(200, project),
    'GET /api/vessels/9': () => jsonResponse(200, vessel),
    'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
    'GET /api/consumptions/categories': () => jsonResponse(200, categories),
    'GET /api/vessels/9/consumption-rates': () => jsonResponse(200, vesselRates),
    'GET /api/vessels/9/consumptions': () => jsonResponse(200, []),
    'GET /api/vessels/9/questionnaire/consumptions': () => jsonResponse(200, options.consumptionEntries ?? []),
    'GET /api/vessels/9/technologies-installed-status': () => jsonResponse(200, options.status ?? technologies),
    'PUT /api/vessels/9/technologies-installed-status': (body) => {
      options.onPut?.(body);
      return jsonResponse(200, options.status ?? technologies);
    },
    ...options.extra,
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

/** The Technology installation status box, once its data is in. */
async function statusBox(): Promise<HTMLElement> {
  const box = await screen.findByRole('region', { name: 'Technology installation status' });
  await within(box).findByPlaceholderText('Select technology');
  return box;
}

const technologyInput = (box: HTMLElement) => selectIn(box, /^Technology/);
const statusInput = (box: HTMLElement) => selectIn(box, /^Status/);
const dateInput = (box: HTMLElement) => within(box).queryByLabelText(/^Planned to be installed on/);

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('questionnaire consumption box', { timeout: 20_000 }, () => {
  it("lists the entries in the order given, as 'title: value' or 'title: -'", async () => {
    stubApi({ consumptionEntries: entries });
    renderRoute(`${vesselPath}/edit`);

    const list = await screen.findByRole('list', { name: 'Questionnaire consumption entries' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Main engine consumption (MT/year): 5200',
      'Auxiliary engines consumption (MT/year): -',
      'Boiler consumption (MT/year): -',
      'Fuel types used: HFO, MGO',
    ]);
    const box = screen.getByRole('group', { name: 'Questionnaire consumption data' });
    expect(within(box).getByText(/^Consumption data from questionnaire below/)).toBeInTheDocument();
    expect(toasts.messages()).toEqual([]);
  });
});

describe('technology installation status', { timeout: 30_000 }, () => {
  it('keeps the status disabled until a technology is chosen, then prefills it from the vessel', async () => {
    const user = userEvent.setup();
    stubApi();
    renderRoute(`${vesselPath}/edit`);
    const box = await statusBox();

    expect(technologyInput(box)).toHaveValue('');
    expect(statusInput(box)).toBeDisabled();
    expect(dateInput(box)).toBeNull();

    // The options are the available technologies, by name.
    await user.click(technologyInput(box));
    await waitFor(() => expect(technologyInput(box)).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(technologyInput(box).getAttribute('aria-controls') ?? '') as HTMLElement;
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['Air Lubrication', 'Hull Coating', 'Rotor Sail', 'Waste Heat Recovery']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Rotor Sail', hidden: true }));

    // No status yet: Not installed, no date.
    expect(statusInput(box)).toBeEnabled();
    expect(statusInput(box)).toHaveValue('Not installed');
    expect(dateInput(box)).toBeNull();

    await choose(user, technologyInput(box), 'Hull Coating');
    expect(statusInput(box)).toHaveValue('Planned');
    expect(dateInput(box)).toHaveValue('30/06/2025');

    await choose(user, technologyInput(box), 'Air Lubrication');
    expect(statusInput(box)).toHaveValue('Installed');
    expect(dateInput(box)).toBeNull();
  });

  it('shows the planned date only while the status is Planned', async () => {
    const user = userEvent.setup();
    stubApi();
    renderRoute(`${vesselPath}/edit`);
    const box = await statusBox();

    await choose(user, technologyInput(box), 'Rotor Sail');
    expect(dateInput(box)).toBeNull();
    await choose(user, statusInput(box), 'Planned');
    expect(dateInput(box)).toBeInTheDocument();
    await choose(user, statusInput(box), 'Installed');
    expect(dateInput(box)).toBeNull();
    await choose(user, statusInput(box), 'Not installed');
    expect(dateInput(box)).toBeNull();
  });

  it('requires a technology before saving', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({ onPut: (body) => sent.push(body) });
    renderRoute(`${vesselPath}/edit`);
    const box = await statusBox();

    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(within(box).getByText('Technology (*)')).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);
    expect(sent).toEqual([]);
  });

  it('sends the whole list with the chosen entry replaced, keeping its snapshot and dropping the date', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({ onPut: (body) => sent.push(body) });
    renderRoute(`${vesselPath}/edit`);
    const box = await statusBox();

    await choose(user, technologyInput(box), 'Hull Coating');
    await choose(user, statusInput(box), 'Installed');
    await user.click(within(box).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: formMessages.technologyStatusSaved }));
    expect(sent).toEqual([
      {
        vesselTechnologiesInstalledStatus: [
          { vesselTypeTechnologyDetailSnapshotId: 91, installedStatus: 2, plannedToBeInstalledOn: null },
          { vesselTypeTechnologyDetailSnapshotId: 92, installedStatus: 2, plannedToBeInstalledOn: null },
          { vesselTypeTechnologyDetailSnapshotId: 94, installedStatus: 0, plannedToBeInstalledOn: null },
        ],
      },
    ]);
  });

  it('adds a newly chosen technology with its available snapshot and planned date', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({ onPut: (body) => sent.push(body) });
    renderRoute(`${vesselPath}/edit`);
    const box = await statusBox();

    await choose(user, technologyInput(box), 'Rotor Sail');
    await choose(user, statusInput(box), 'Planned');
    await user.type(dateInput(box) as HTMLElement, '31/02/2026');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByText('Must be a date as DD/MM/YYYY')).toBeInTheDocument();
    await user.clear(dateInput(box) as HTMLElement);
    await user.type(dateInput(box) as HTMLElement, '15/03/2026');
    await user.click(within(box).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: formMessages.technologyStatusSaved }));
    expect(sent).toEqual([
      {
        vesselTechnologiesInstalledStatus: [
          { vesselTypeTechnologyDetailSnapshotId: 91, installedStatus: 2, plannedToBeInstalledOn: null },
          { vesselTypeTechnologyDetailSnapshotId: 92, installedStatus: 1, plannedToBeInstalledOn: '2025-06-30' },
          { vesselTypeTechnologyDetailSnapshotId: 94, installedStatus: 0, plannedToBeInstalledOn: null },
          { vesselTypeTechnologyDetailSnapshotId: 103, installedStatus: 1, plannedToBeInstalledOn: '2026-03-15' },
        ],
      },
    ]);
  });

  it('adds a technology offered without a snapshot by its id', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const withoutSnapshot: TechnologiesInstalledStatus = {
      ...noStatuses,
      availableTechnologies: [
        { vesselTypeTechnologyDetailSnapshotId: null, technology: { id: 3, name: 'Rotor Sail' } },
      ],
    };
    stubApi({ status: withoutSnapshot, onPut: (body) => sent.push(body) });
    renderRoute(`${vesselPath}/edit`);
    const box = await statusBox();

    await choose(user, technologyInput(box), 'Rotor Sail');
    await choose(user, statusInput(box), 'Installed');
    await user.click(within(box).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: formMessages.technologyStatusSaved }));
    expect(sent).toEqual([
      {
        vesselTechnologiesInstalledStatus: [
          { technology: { id: 3 }, installedStatus: 2, plannedToBeInstalledOn: null },
        ],
      },
    ]);
  });

  it('lists the installed, the planned (with date) and the existing energy saving technologies', async () => {
    stubApi();
    renderRoute(`${vesselPath}/edit`);
    const box = await statusBox();

    const texts = (name: string) =>
      within(within(box).getByRole('group', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(texts('Already installed technologies')).toEqual(['Air Lubrication']));
    expect(texts('Planned technologies')).toEqual(['Hull Coating (30/06/2025)']);
    const existing = within(box).getByRole('group', { name: 'Existing energy saving technologies' });
    expect(existing).toHaveTextContent('Propeller boss cap fins');
    expect(existing).toHaveTextContent('LED lighting');
  });

  it('is hidden when the vessel has no statuses and no technology to choose from', async () => {
    stubApi({ status: { ...noStatuses, availableTechnologies: [] } });
    renderRoute(`${vesselPath}/edit`);
    // Shown while loading; gone once the answer says there is nothing.
    expect(await screen.findByRole('region', { name: 'Technology installation status' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Technology installation status' })).toBeNull());
  });

  it('hides the lists while the vessel has no statuses, but keeps the chooser to add the first one', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({ status: noStatuses, onPut: (body) => sent.push(body) });
    renderRoute(`${vesselPath}/edit`);
    const box = await statusBox();

    expect(within(box).queryByText('Already installed technologies')).toBeNull();
    expect(within(box).queryByText('Planned technologies')).toBeNull();
    expect(within(box).queryByText('Existing energy saving technologies')).toBeNull();
    expect(within(box).queryByText(/Propeller boss cap fins/)).toBeNull();

    await choose(user, technologyInput(box), 'Air Lubrication');
    expect(statusInput(box)).toHaveValue('Not installed');
    await choose(user, statusInput(box), 'Installed');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          vesselTechnologiesInstalledStatus: [
            { vesselTypeTechnologyDetailSnapshotId: 101, installedStatus: 2, plannedToBeInstalledOn: null },
          ],
        },
      ]),
    );
  });
});

describe('vessel form', { timeout: 20_000 }, () => {
  it('offers Update only once something changed, saves the new name and shows the name taken on its field', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let answer = () => jsonResponse(400, { name: [messages.vesselNameTaken] });
    serveApiWith({
      'PUT /api/vessels/9': (body) => {
        bodies.push(body);
        return answer();
      },
    });
    renderRoute(`${vesselPath}/edit`);

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const form = name.closest('form') as HTMLElement;
    const update = () => within(form).getByRole('button', { name: 'Update' });
    expect(update()).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Taken Name');
    await user.click(update());
    expect(await screen.findByText(messages.vesselNameTaken)).toBeInTheDocument();

    answer = () => jsonResponse(200, { ...vessel, name: 'Free Name' });
    await user.clear(name);
    await user.type(name, 'Free Name');
    await user.click(update());
    await waitFor(() => expect(toasts.messages()).toContain(messages.changesSaved));
    await waitFor(() => expect(update()).toBeDisabled());
    expect(bodies).toEqual([
      { name: 'Taken Name', vesselType: { id: vessel.vesselType.id } },
      { name: 'Free Name', vesselType: { id: vessel.vesselType.id } },
    ]);
  });
});

describe('selects that must have a value', { timeout: 20_000 }, () => {
  it('keep the chosen option when it is clicked again', async () => {
    const user = userEvent.setup();
    stubApi();
    renderRoute(`${vesselPath}/edit`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const form = name.closest('form') as HTMLElement;
    const input = selectIn(form, /^Vessel type/);
    await waitFor(() => expect(input).toHaveValue('Bulk Carrier'));

    await choose(user, input, 'Bulk Carrier');
    expect(input).toHaveValue('Bulk Carrier');
    expect(within(form).getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});
