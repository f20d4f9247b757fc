import { changedBy, customerMessages, type Project, type ProjectConsumptionRate } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { customer, customerProjects, project } from '../../../test/vessel-records.ts';

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

const rate = (price: number, co2ConversionConstant = 3.114): ProjectConsumptionRate => ({
  id: 11,
  consumptionType: { id: 1, name: 'Heavy Fuel Oil', shortName: 'HFO', fuelKind: 'HFO' },
  price,
  co2ConversionConstant,
});

/** The project's pages; its saves answer 409 until `state.accept`. */
function serveProject(state: { project: Project; rates: ProjectConsumptionRate[]; accept: boolean }, puts: unknown[]) {
  const refuseOr = (answer: () => Response) => (body: unknown) => {
    puts.push(body);
    return state.accept ? answer() : jsonResponse(409, { error: stale });
  };
  serveApi({
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/customers/3/projects': () => jsonResponse(200, customerProjects),
    'GET /api/projects/5': () => jsonResponse(200, state.project),
    'GET /api/projects/5/consumption-rates': () => jsonResponse(200, state.rates),
    'PUT /api/projects/5': refuseOr(() => jsonResponse(200, { ...state.project, version: state.project.version + 1 })),
    'PUT /api/projects/5/consumption-rates': refuseOr(() => jsonResponse(200, state.rates)),
  });
}

describe('a stale save of a project', { timeout: 30_000 }, () => {
  it('keeps the typed description in the dialog, and after Reload shows the saved one beside it', async () => {
    const user = userEvent.setup();
    const state = { project: { ...project, version: 3 }, rates: [rate(550)], accept: false };
    const puts: unknown[] = [];
    serveProject(state, puts);
    renderRoute('/customers/3/projects/5/vessels');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    const description = within(dialog).getByRole('textbox', { name: /Description/ });
    await user.clear(description);
    await user.type(description, 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    expect(description).toHaveValue('Mine');
    expect(puts).toEqual([{ name: 'Fleet 2024', description: 'Mine', version: 3 }]);

    state.project = { ...project, name: 'Fleet 2025', description: 'Theirs', version: 4 };
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByText(/Saved by the other person: Theirs/)).toBeInTheDocument();
    expect(description).toHaveValue('Mine');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Fleet 2025');

    state.accept = true;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(customerMessages.projectUpdated));
    expect(puts[1]).toEqual({ name: 'Fleet 2025', description: 'Mine', version: 4 });
  });

  it('sends the rates with their own version, and after Reload the next save sends the new one', async () => {
    const user = userEvent.setup();
    const state = { project: { ...project, consumptionRatesVersion: 6 }, rates: [rate(550)], accept: false };
    const puts: unknown[] = [];
    serveProject(state, puts);
    renderRoute('/customers/3/projects/5/consumption');
    const price = await screen.findByRole('textbox', { name: 'Heavy Fuel Oil Price (USD per MT)' });
    await user.clear(price);
    await user.type(price, '600');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    // A toast of an earlier save may still show beside it: the notice is the alert with the message.
    expect((await screen.findByText(stale)).closest('[role="alert"]')).not.toBeNull();
    expect(puts).toEqual([
      { consumptionRates: [{ consumptionType: { id: 1 }, price: 600, co2ConversionConstant: 3.114 }], version: 6 },
    ]);

    state.project = { ...state.project, consumptionRatesVersion: 7 };
    state.rates = [rate(575, 3.2)];
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/Saved by the other person: 575/)).toBeInTheDocument();
    expect(price).toHaveValue('600');
    expect(screen.getByRole('textbox', { name: /Heavy Fuel Oil CO2/ })).toHaveValue('3.2');

    state.accept = true;
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts.messages()).toContain(customerMessages.consumptionRatesUpdated));
    expect(puts[1]).toEqual({
      consumptionRates: [{ consumptionType: { id: 1 }, price: 600, co2ConversionConstant: 3.2 }],
      version: 7,
    });
  });
});
