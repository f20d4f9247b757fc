import {
  customerMessages,
  type ImportVesselsResult,
  importMessages,
  messages,
  type ProjectConsumptionRate,
  uploadMessages,
} from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { customer, customerProjects, project, vessel, vesselTypes } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

const rates: ProjectConsumptionRate[] = [
  {
    id: 11,
    consumptionType: { id: 1, name: 'Heavy Fuel Oil', shortName: 'HFO', fuelKind: 'HFO' },
    price: 550,
    co2ConversionConstant: 3.114,
  },
  {
    id: 12,
    consumptionType: { id: 2, name: 'Marine Gas Oil', shortName: 'MGO', fuelKind: 'MDO/MGO' },
    price: 800,
    co2ConversionConstant: 3.206,
  },
];

const pageStubs = {
  'GET /api/customers/3': () => jsonResponse(200, customer),
  'GET /api/customers/3/projects': () => jsonResponse(200, customerProjects),
  'GET /api/customers/3/contacts': () => jsonResponse(200, []),
  'GET /api/projects/5': () => jsonResponse(200, project),
  'GET /api/projects/5/consumption-rates': () => jsonResponse(200, rates),
  'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
  'GET /api/vessels/9': () => jsonResponse(200, vessel),
};

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function selectInput(label: RegExp): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input as HTMLInputElement;
}

describe('project details', { timeout: 20_000 }, () => {
  it('shows the project with its vessel cards, breadcrumbs, and tabs that change the address', async () => {
    const user = userEvent.setup();
    serveApi(pageStubs);
    const { router } = renderRoute('/customers/3/projects/5/vessels');

    expect(await screen.findByRole('heading', { name: 'Fleet 2024' })).toBeInTheDocument();
    expect(screen.getByText('Screening of the bulk fleet')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /^Nordic Star / });
    expect(card).toHaveAttribute('href', '/customers/3/projects/5/vessels/9');
    expect(within(card).getByText('Screening Report (Draft)')).toBeInTheDocument();
    expect(within(card).getByText('05/03/2024')).toBeInTheDocument();

    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Njord Shipping' })).toHaveAttribute('href', '/customers/3');
    expect(await within(crumbs).findByText('Fleet 2024')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Consumption Rates' }));
    expect(router.state.location.pathname).toBe('/customers/3/projects/5/consumption');
    expect(await screen.findByRole('textbox', { name: 'Heavy Fuel Oil Price (USD per MT)' })).toHaveValue('550');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(router.state.location.pathname).toBe('/customers/3/projects/5/vessels');
  });

  it('requires price and CO2 constant as numbers and sends the rates', async () => {
    const user = userEvent.setup();
    const put: unknown[] = [];
    serveApi({
      ...pageStubs,
      'PUT /api/projects/5/consumption-rates': (body) => {
        put.push(body);
        return jsonResponse(200, rates);
      },
    });
    renderRoute('/customers/3/projects/5/consumption');

    const price = await screen.findByRole('textbox', { name: 'Heavy Fuel Oil Price (USD per MT)' });
    const co2 = screen.getByRole('textbox', { name: 'Marine Gas Oil CO2 conversion constant (per MT fuel)' });
    await user.clear(price);
    await user.clear(co2);
    await user.type(co2, 'abc');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.getByText(messages.mustBeNumber)).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);
    expect(put).toEqual([]);

    await user.type(price, '600,5');
    await user.clear(co2);
    await user.type(co2, '3.2');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: customerMessages.consumptionRatesUpdated }));
    expect(put).toEqual([
      {
        consumptionRates: [
          { consumptionType: { id: 1 }, price: 600.5, co2ConversionConstant: 3.114 },
          { consumptionType: { id: 2 }, price: 800, co2ConversionConstant: 3.2 },
        ],
        version: 1,
      },
    ]);
  });

  it('creates a vessel after requiring name and vessel type, then opens it', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    serveApi({
      ...pageStubs,
      'POST /api/vessels': (body) => {
        posted.push(body);
        return jsonResponse(201, vessel);
      },
    });
    const { router } = renderRoute('/customers/3/projects/5/vessels');

    await user.click(await screen.findByRole('button', { name: 'Create Vessel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Vessel' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Name (*)')).toBeInTheDocument();
    expect(within(dialog).getByText('Vessel type (*)')).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nordic Star');
    await user.click(selectInput(/^Vessel type/));
    await user.click(await screen.findByRole('option', { name: 'Bulk Carrier', hidden: true }));
    expect(within(dialog).queryByText('Vessel type (*)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/3/projects/5/vessels/9'));
    expect(posted).toEqual([{ name: 'Nordic Star', project: { id: 5 }, vesselType: { id: 1 } }]);
    expect(toasts.last()).toMatchObject({ message: customerMessages.vesselCreated });
  });

  it('archives the project and returns to the client', async () => {
    const user = userEvent.setup();
    serveApi({ ...pageStubs, 'DELETE /api/projects/5': () => jsonResponse(204) });
    const { router } = renderRoute('/customers/3/projects/5/vessels');

    await user.click(await screen.findByRole('button', { name: 'Archive Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Project' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/3'));
    expect(toasts.messages()).toEqual([customerMessages.projectArchived]);
  });
});

describe('import vessels', { timeout: 20_000 }, () => {
  const xlsx = () =>
    new File(['sheet'], 'fleet.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  function stubImport(answer: () => Response) {
    const uploads: { name: string }[] = [];
    serveApi({
      ...pageStubs,
      'POST /api/projects/5/import-vessels': (body) => {
        uploads.push({ name: ((body as FormData).get('file') as File).name });
        return answer();
      },
    });
    return uploads;
  }

  it('says the import was cancelled when the prompt is declined', async () => {
    const user = userEvent.setup();
    const uploads = stubImport(() => jsonResponse(500));
    renderRoute('/customers/3/projects/5/vessels');

    await user.click(await screen.findByRole('button', { name: 'Import Vessels' }));
    const prompt = await screen.findByRole('dialog', { name: 'Import Vessels' });
    expect(within(prompt).getByText(customerMessages.vesselsImportPrompt)).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));

    expect(toasts.last()).toMatchObject({ color: 'blue', message: customerMessages.vesselsImportCancelled });
    expect(uploads).toEqual([]);
  });

  it('uploads the chosen .xlsx and reports what was imported', async () => {
    const user = userEvent.setup();
    const result: ImportVesselsResult = {
      imported: 2,
      skipped: [{ row: 4, name: 'Ghost', reason: 'Unknown vessel type' }],
      message: '2 vessels imported; 1 row skipped: row 4 (Ghost): Unknown vessel type',
    };
    const uploads = stubImport(() => jsonResponse(200, result));
    renderRoute('/customers/3/projects/5/vessels');

    await user.click(await screen.findByRole('button', { name: 'Import Vessels' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.upload(screen.getByLabelText('Vessels file'), xlsx());

    await waitFor(() => expect(toasts.messages()).toEqual([customerMessages.vesselsImported, result.message]));
    expect(uploads).toEqual([{ name: 'fleet.xlsx' }]);
  });

  it('warns instead of a green toast when no vessel was imported', async () => {
    const user = userEvent.setup();
    const result: ImportVesselsResult = {
      imported: 0,
      skipped: [{ row: 2, name: 'Nordic Star', reason: messages.vesselNameTaken }],
      message: `0 vessels imported; 1 row skipped: row 2 (Nordic Star): ${messages.vesselNameTaken}`,
    };
    stubImport(() => jsonResponse(200, result));
    renderRoute('/customers/3/projects/5/vessels');

    await user.click(await screen.findByRole('button', { name: 'Import Vessels' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.upload(screen.getByLabelText('Vessels file'), xlsx());

    await waitFor(() => expect(toasts.last()).toMatchObject({ color: 'yellow', message: result.message }));
    expect(toasts.messages()).not.toContain(customerMessages.vesselsImported);
  });

  it.each([
    [400, uploadMessages.importFailed],
    [400, importMessages.tooManyRows],
    [409, importMessages.running],
    [413, importMessages.tooLarge],
  ])('shows the server’s words when the file is refused with %i: %s', async (status, error) => {
    const user = userEvent.setup();
    stubImport(() => jsonResponse(status, { error }));
    renderRoute('/customers/3/projects/5/vessels');

    await user.click(await screen.findByRole('button', { name: 'Import Vessels' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.upload(screen.getByLabelText('Vessels file'), xlsx());

    await waitFor(() => expect(toasts.messages()).toEqual([error]));
  });
});
