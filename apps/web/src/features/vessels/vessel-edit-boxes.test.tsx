import {
  formMessages,
  messages,
  type QuestionnaireConsumptionEntry,
  type TechnologiesInstalledStatus,
} from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { vesselPath } from '../../../test/vessel-records.ts';
import { choose, selectIn, stubApi, technologies } from './edit-tab-test-api.ts';

configure({ asyncUtilTimeout: 3000 });

const entries: QuestionnaireConsumptionEntry[] = [
  { id: 41, title: 'Main engine consumption (MT/year)', value: '5200', position: 1 },
  { id: 42, title: 'Auxiliary engines consumption (MT/year)', value: null, position: 2 },
  { id: 43, title: 'Boiler consumption (MT/year)', value: '', position: 3 },
  { id: 44, title: 'Fuel types used', value: 'HFO, MGO', position: 4 },
];

const noStatuses: TechnologiesInstalledStatus = {
  ...technologies,
  vesselTechnologiesInstalledStatus: [],
};

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
        version: 4,
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
        version: 4,
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
        version: 4,
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
          version: 4,
        },
      ]),
    );
  });
});
