import { catalogueMessages, messages, type VesselTypeTechnologyDetail } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { callsTo, stubTechnologyApi } from '../../../test/technology-records.ts';
import { vesselTypes } from '../../../test/vessel-records.ts';

// The panel loads after the technology form shows: its first appearance can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const detailsPath = '/api/technologies/7/vessel-type-details';

/** Bulk Carrier has its own savings and equipment cost; the technology's values fill the rest. */
const bulkCarrierValues: VesselTypeTechnologyDetail = {
  vesselType: { id: 1, name: 'Bulk Carrier' },
  calcSavings: 8,
  calcConfidenceInterval: null,
  calcEquipmentCost: 1500,
  calcInstallationCost: null,
  calcOperationCost: null,
};

const allNull = {
  calcSavings: null,
  calcConfidenceInterval: null,
  calcEquipmentCost: null,
  calcInstallationCost: null,
  calcOperationCost: null,
};

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stubs the technology with Bulk Carrier values; PUTs are recorded per vessel type id. */
function stubValuesApi() {
  const puts: { vesselTypeId: string; body: unknown }[] = [];
  const save = (vesselTypeId: string) => (body: unknown) => {
    puts.push({ vesselTypeId, body });
    return jsonResponse(200, {
      vesselType: vesselTypes.find((t) => String(t.id) === vesselTypeId),
      ...(body as object),
    });
  };
  const fetchMock = stubTechnologyApi({
    'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
    [`GET ${detailsPath}`]: () => jsonResponse(200, [bulkCarrierValues]),
    [`PUT ${detailsPath}/1`]: save('1'),
    [`PUT ${detailsPath}/2`]: save('2'),
  });
  return { fetchMock, puts };
}

async function findPanelTable() {
  const panel = await screen.findByRole('region', { name: 'Values per vessel type' });
  return within(panel).findByRole('table');
}

function selectIn(scope: HTMLElement, label: RegExp): HTMLInputElement {
  const input = within(scope)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input as HTMLInputElement;
}

async function openOptions(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement) {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  return document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('values per vessel type', { timeout: 20_000 }, () => {
  it("lists the entries with the technology's values where a vessel type has none", async () => {
    stubValuesApi();
    renderRoute('/technologies/7');

    const table = await findPanelTable();
    expect(
      screen.getByText("Savings and costs that differ for a vessel type. Empty fields use the technology's values."),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Vessel type',
      'Savings (%)',
      'Confidence interval (%)',
      'Equipment cost (USD)',
      'Installation cost (USD)',
      'Operation cost (USD/year)',
    ]);
    const row = (await within(table).findByText('Bulk Carrier')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bulk Carrier', '8', '20', '1500', '200', '10']);
    const fallbacks = within(row).getAllByTitle("Technology's value");
    expect(fallbacks.map((element) => element.textContent)).toEqual(['20', '200', '10']);
  });

  it('adds values for a vessel type without an entry, sending null for the empty fields', async () => {
    const user = userEvent.setup();
    const { fetchMock, puts } = stubValuesApi();
    renderRoute('/technologies/7');
    await findPanelTable();

    await user.click(await screen.findByRole('button', { name: 'Add vessel type values' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vessel type values' });
    const listbox = await openOptions(user, selectIn(dialog, /^Vessel type/));
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option', { hidden: true })
          .map((option) => option.textContent),
      ).toEqual(['Tanker']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Tanker', hidden: true }));
    expect(field(dialog, 'Savings')).toHaveAttribute('placeholder', '5');
    await user.type(field(dialog, 'Savings'), '3,5');
    await user.type(field(dialog, 'Operation cost'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.vesselTypeDetailsSaved }));
    expect(puts).toEqual([{ vesselTypeId: '2', body: { ...allNull, calcSavings: 3.5, calcOperationCost: 0 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', detailsPath)).toHaveLength(2));
  });

  it("asks for the vessel type and says 'Must be a number' for text", async () => {
    const user = userEvent.setup();
    const { puts } = stubValuesApi();
    renderRoute('/technologies/7');
    await findPanelTable();

    await user.click(await screen.findByRole('button', { name: 'Add vessel type values' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vessel type values' });
    await user.type(field(dialog, 'Installation cost'), 'a lot');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.mustBeNumber)).toBeInTheDocument();
    expect(within(dialog).getByText('Vessel type (*)')).toBeInTheDocument();
    expect(within(dialog).getByText('Installation cost (USD) (*)')).toBeInTheDocument();
    expect(toasts.last()).toMatchObject({ message: messages.formInvalid });
    expect(puts).toEqual([]);
  });

  it('edits an entry with its vessel type fixed and clears it only after confirmation', async () => {
    const user = userEvent.setup();
    const { puts } = stubValuesApi();
    renderRoute('/technologies/7');

    await user.click(await within(await findPanelTable()).findByText('Bulk Carrier'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vessel type values' });
    const vesselType = selectIn(dialog, /^Vessel type/);
    expect(vesselType).toHaveValue('Bulk Carrier');
    expect(vesselType).toBeDisabled();
    expect(field(dialog, 'Savings')).toHaveValue('8');
    expect(field(dialog, 'Confidence interval')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Clear values' }));
    expect(
      await screen.findByText('Are you sure you want to clear the values for this vessel type?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(puts).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Clear values' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.vesselTypeDetailsSaved }));
    expect(puts).toEqual([{ vesselTypeId: '1', body: allNull }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
