import {
  InstalledStatus,
  type QuestionnaireConsumptionEntry,
  type TechnologiesInstalledStatus,
} from '@backoffice/contracts';
import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { categories, customer, project, vessel, vesselRates, vesselTypes } from '../../../test/vessel-records.ts';

/** What the vessel's edit tab reads and writes, answered for its tests. */

export const technologies: TechnologiesInstalledStatus = {
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
  version: 4,
};

/** The edit tab's calls, with some answered otherwise. */
export function serveApiWith(handlers: Parameters<typeof serveApi>[0]) {
  return stubApi({ extra: handlers });
}

export function stubApi(
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

export function selectIn(scope: HTMLElement, label: RegExp): HTMLInputElement {
  const input = within(scope)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input as HTMLInputElement;
}

/** Opens the select and picks the option from its own list. */
export async function choose(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, option: string) {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}
