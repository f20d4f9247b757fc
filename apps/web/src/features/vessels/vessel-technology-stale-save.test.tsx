import { changedBy, formMessages, InstalledStatus, type TechnologiesInstalledStatus } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { vesselPath } from '../../../test/vessel-records.ts';
import { choose, selectIn, stubApi, technologies } from './edit-tab-test-api.ts';

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

const stale = changedBy('Grace Hopper', '2024-05-02T09:30:00.000Z');

/** The list as a colleague saved it meanwhile: Hull Coating no longer planned, Rotor Sail installed. */
const theirs: TechnologiesInstalledStatus = {
  ...technologies,
  vesselTechnologiesInstalledStatus: [
    ...technologies.vesselTechnologiesInstalledStatus.map((status) =>
      status.technology.id === 2
        ? { ...status, installedStatus: InstalledStatus.NOT_INSTALLED, plannedToBeInstalledOn: null }
        : status,
    ),
    {
      id: 4,
      vesselTypeTechnologyDetailSnapshotId: 103,
      technology: { id: 3, name: 'Rotor Sail' },
      technologyName: 'Rotor Sail',
      installedStatus: InstalledStatus.INSTALLED,
      plannedToBeInstalledOn: null,
    },
  ],
  version: 5,
};

describe('a stale save of the technology installation status', { timeout: 60_000 }, () => {
  it('keeps the choice, shows the message with Reload, then the other status under the field; the next save sends the new version', async () => {
    const user = userEvent.setup();
    const state = { current: technologies, accept: false };
    const puts: Record<string, unknown>[] = [];
    stubApi({
      extra: {
        'GET /api/vessels/9/technologies-installed-status': () => jsonResponse(200, state.current),
        'PUT /api/vessels/9/technologies-installed-status': (body) => {
          puts.push(body as Record<string, unknown>);
          return state.accept
            ? jsonResponse(200, { ...state.current, version: state.current.version + 1 })
            : jsonResponse(409, { error: stale });
        },
      },
    });
    renderRoute(`${vesselPath}/edit`);
    const box = await screen.findByRole('region', { name: 'Technology installation status' });
    await within(box).findByPlaceholderText('Select technology');
    const status = () => selectIn(box, /^Status/);

    await choose(user, selectIn(box, /^Technology/), 'Hull Coating');
    await choose(user, status(), 'Installed');
    await user.click(within(box).getByRole('button', { name: 'Save' }));

    expect((await within(box).findByText(stale)).closest('[role="alert"]')).not.toBeNull();
    expect(puts[0]).toMatchObject({ version: 4 });
    expect(status()).toHaveValue('Installed');
    expect(toasts.messages()).not.toContain(stale);

    state.current = theirs;
    await user.click(within(box).getByRole('button', { name: 'Reload' }));
    expect(await within(box).findByText(/Saved by the other person: Not installed/)).toBeInTheDocument();
    expect(status()).toHaveValue('Installed');
    expect(within(box).queryByText(stale)).toBeNull();
    // The lists show the list as saved now.
    const installed = within(box).getByRole('group', { name: 'Already installed technologies' });
    expect(
      within(installed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Air Lubrication', 'Rotor Sail']);

    state.accept = true;
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(formMessages.technologyStatusSaved));
    expect(puts[1]).toEqual({
      vesselTechnologiesInstalledStatus: [
        { vesselTypeTechnologyDetailSnapshotId: 91, installedStatus: 2, plannedToBeInstalledOn: null },
        { vesselTypeTechnologyDetailSnapshotId: 92, installedStatus: 2, plannedToBeInstalledOn: null },
        { vesselTypeTechnologyDetailSnapshotId: 94, installedStatus: 0, plannedToBeInstalledOn: null },
        { vesselTypeTechnologyDetailSnapshotId: 103, installedStatus: 2, plannedToBeInstalledOn: null },
      ],
      version: 5,
    });
  });

  it('after a save, the next save sends the version the answer carries', async () => {
    const user = userEvent.setup();
    const puts: Record<string, unknown>[] = [];
    let current = technologies;
    stubApi({
      extra: {
        'GET /api/vessels/9/technologies-installed-status': () => jsonResponse(200, current),
        'PUT /api/vessels/9/technologies-installed-status': (body) => {
          puts.push(body as Record<string, unknown>);
          current = { ...current, version: current.version + 1 };
          return jsonResponse(200, current);
        },
      },
    });
    renderRoute(`${vesselPath}/edit`);
    const box = await screen.findByRole('region', { name: 'Technology installation status' });
    await within(box).findByPlaceholderText('Select technology');

    await choose(user, selectIn(box, /^Technology/), 'Air Lubrication');
    await choose(user, selectIn(box, /^Status/), 'Not installed');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(toasts.messages()).toContain(formMessages.technologyStatusSaved));
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.map((body) => body.version)).toEqual([4, 5]);
  });
});
