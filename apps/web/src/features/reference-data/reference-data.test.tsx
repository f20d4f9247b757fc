import { type ConsumptionType, fuelKinds, messages, referenceDataMessages } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { categories, vesselTypes } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

const hfo: ConsumptionType = {
  id: 1,
  name: 'Heavy Fuel Oil',
  shortName: 'HFO',
  defaultPrice: 550,
  defaultCo2ConversionConstant: 3.114,
  fuelKind: 'HFO',
  version: 1,
};

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin reference data pages', { timeout: 20_000 }, () => {
  it.each([
    ['/vessel-types', 'Vessel Types'],
    ['/consumption-types', 'Consumption Types'],
    ['/consumption-categories', 'Consumption Categories'],
  ])('%s renders nothing for a User', async (path, title) => {
    const fetchMock = serveApi({});
    signIn({ isAdmin: false, role: 0 });
    renderRoute(path);
    expect(await screen.findByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // The shell's read of the company's time zone, and nothing of the page.
    expect(fetchMock.mock.calls.map(([input]) => input)).toEqual(['/api/company-profile']);
  });

  it('lists vessel types, filters them, and creates one after requiring both names', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    serveApi({
      'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
      'POST /api/vessel-types': (body) => {
        posted.push(body);
        return jsonResponse(201, { id: 3, name: 'Ro-Ro', shortName: 'RR', version: 1 });
      },
    });
    signIn({ isAdmin: true, role: 1 });
    renderRoute('/vessel-types');

    expect(await screen.findByText('Tanker')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'bc{Enter}');
    await waitFor(() => expect(screen.queryByText('Tanker')).toBeNull());
    expect(screen.getByText('Bulk Carrier')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Vessel Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Vessel Type' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name (*)')).toBeInTheDocument();
    expect(within(dialog).getByText('Short name (*)')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ro-Ro');
    await user.type(within(dialog).getByRole('textbox', { name: /^Short name/ }), 'RR');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: referenceDataMessages.vesselTypeCreated }));
    expect(posted).toEqual([{ name: 'Ro-Ro', shortName: 'RR' }]);
  });

  it('shows the server text when a vessel type in use cannot be deleted', async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
      'DELETE /api/vessel-types/2': () => jsonResponse(409, { error: referenceDataMessages.vesselTypeInUse }),
    });
    signIn({ isAdmin: true, role: 1 });
    renderRoute('/vessel-types');

    await user.click(await screen.findByText('Tanker'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vessel Type' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete the vessel type Tanker?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(toasts.messages()).toEqual([referenceDataMessages.vesselTypeInUse]));
  });

  it('requires consumption type numbers and updates the type', async () => {
    const user = userEvent.setup();
    const put: unknown[] = [];
    serveApi({
      'GET /api/consumptions/types': () => jsonResponse(200, [hfo]),
      'PUT /api/consumptions/types/1': (body) => {
        put.push(body);
        return jsonResponse(200, hfo);
      },
    });
    signIn({ isAdmin: true, role: 1 });
    renderRoute('/consumption-types');

    await user.click(await screen.findByText('Heavy Fuel Oil'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Consumption Type' });
    const price = within(dialog).getByRole('textbox', { name: /^Default price/ });
    const co2 = within(dialog).getByRole('textbox', { name: /^Default CO2/ });
    expect(price).toHaveValue('550');
    await user.clear(price);
    await user.clear(co2);
    await user.type(co2, 'x1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('*')).toBeInTheDocument();
    expect(within(dialog).getByText(messages.mustBeNumber)).toBeInTheDocument();
    expect(put).toEqual([]);

    await user.type(price, '560');
    await user.clear(co2);
    await user.type(co2, '3.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: referenceDataMessages.consumptionTypeUpdated }));
    expect(put).toEqual([
      {
        name: 'Heavy Fuel Oil',
        shortName: 'HFO',
        defaultPrice: 560,
        defaultCo2ConversionConstant: 3.1,
        fuelKind: 'HFO',
        version: 1,
      },
    ]);
  });

  it("lists each type's fuel kind and sends the kind chosen, or null once cleared", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const unset: ConsumptionType = { ...hfo, id: 2, name: 'Biofuel', shortName: 'BIO', fuelKind: null };
    serveApi({
      'GET /api/consumptions/types': () => jsonResponse(200, [hfo, unset]),
      'POST /api/consumptions/types': (body) => {
        bodies.push(body);
        return jsonResponse(201, { ...hfo, id: 3, name: 'Liquefied Natural Gas', fuelKind: 'LNG' });
      },
      'PUT /api/consumptions/types/1': (body) => {
        bodies.push(body);
        return jsonResponse(200, { ...hfo, fuelKind: null });
      },
    });
    signIn({ isAdmin: true, role: 1 });
    renderRoute('/consumption-types');

    const table = await screen.findByRole('table');
    await within(table).findByText('Biofuel');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.lastElementChild?.textContent),
    ).toEqual(['Fuel kind', 'HFO', 'Not set']);

    await user.click(screen.getByRole('button', { name: 'Create Consumption Type' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create Consumption Type' });
    const fuelKind = within(dialog).getByRole('combobox', { name: /^Fuel kind/ });
    expect(fuelKind).toHaveValue('');
    expect(fuelKind).toHaveAccessibleDescription("FuelEU Maritime leaves 'Other' and unset types out");
    expect(
      within(fuelKind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', ...fuelKinds]);
    // Pasted, not typed key by key: the test is about the fuel kind.
    for (const [label, text] of [
      [/^Name/, 'Liquefied Natural Gas'],
      [/^Short name/, 'LNG'],
      [/^Default price/, '650'],
      [/^Default CO2/, '2.75'],
    ] as const) {
      await user.click(within(dialog).getByRole('textbox', { name: label }));
      await user.paste(text);
    }
    await user.selectOptions(fuelKind, 'LNG');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: referenceDataMessages.consumptionTypeCreated }));
    expect(bodies[0]).toMatchObject({ name: 'Liquefied Natural Gas', fuelKind: 'LNG' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(table).getByText('Heavy Fuel Oil'));
    dialog = await screen.findByRole('dialog', { name: 'Edit Consumption Type' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Fuel kind/ }), 'Not set');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ name: 'Heavy Fuel Oil', fuelKind: null });
  });

  it("shows the server's refusal of a fuel kind under the field", async () => {
    const user = userEvent.setup();
    const refusal = 'Must be one of HFO, LFO, MDO/MGO, LNG, Other';
    serveApi({
      'GET /api/consumptions/types': () => jsonResponse(200, [hfo]),
      'PUT /api/consumptions/types/1': () => jsonResponse(400, { fuelKind: [refusal] }),
    });
    signIn({ isAdmin: true, role: 1 });
    renderRoute('/consumption-types');

    await user.click(await screen.findByText('Heavy Fuel Oil'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Consumption Type' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Fuel kind/ }), 'LFO');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    const fuelKind = within(dialog).getByRole('combobox', { name: /^Fuel kind \(\*\)/ });
    expect(fuelKind).toHaveAttribute('aria-invalid', 'true');
    expect(fuelKind).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.getByRole('dialog', { name: 'Edit Consumption Type' })).toBe(dialog);
  });

  it('lists consumption categories and opens a category from its row', async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/consumptions/categories': () => jsonResponse(200, categories),
      'GET /api/consumptions/categories/1/technologies': () => jsonResponse(200, []),
      'GET /api/technologies': () => jsonResponse(200, []),
    });
    signIn({ isAdmin: true, role: 1 });
    const { router } = renderRoute('/consumption-categories');

    const row = (await screen.findByText('Main Engine')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Main Engine', 'ME']);
    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/consumption-categories/1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Main Engine' })).toBeInTheDocument();
  });
});
