import { catalogueMessages, formMessages, messages, type Technology } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { callsTo, stubTechnologyApi, technology } from '../../../test/technology-records.ts';

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
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

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('technologies list', { timeout: 20_000 }, () => {
  it('shows the columns, searches on the server and opens a row', async () => {
    const user = userEvent.setup();
    const other: Technology = { ...technology, id: 8, name: 'Wind Rotor', icon: null, consumptionCategories: [] };
    const fetchMock = stubTechnologyApi({
      'GET /api/technologies': (_body, url) =>
        jsonResponse(200, url.searchParams.get('search') === 'air' ? [technology] : [technology, other]),
    });
    const { router } = renderRoute('/technologies');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Icon', 'Name', 'Short name', 'Savings category', 'Maturity', 'Consumption categories']);
    expect(await within(table).findByText('Wind Rotor')).toBeInTheDocument();
    const row = within(table).getByText('Air Lubrication').closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Air Lubrication icon' })).toHaveAttribute(
      'src',
      technology.icon?.fileUrl,
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Air Lubrication', 'ALS', 'Hull', '7', 'ME']);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'air{Enter}');
    await waitFor(() => expect(screen.queryByText('Wind Rotor')).toBeNull());
    expect(router.state.location.search).toBe('?search=air');
    expect(callsTo(fetchMock, 'GET', '/api/technologies').map(([input]) => String(input))).toContain(
      '/api/technologies?search=air',
    );

    await user.click(screen.getByText('Air Lubrication'));
    expect(router.state.location.pathname).toBe('/technologies/7');
  });

  it('opens Create Technology', async () => {
    const user = userEvent.setup();
    stubTechnologyApi();
    const { router } = renderRoute('/technologies');
    await user.click(await screen.findByRole('button', { name: 'Create Technology' }));
    expect(router.state.location.pathname).toBe('/technologies/create');
  });
});

describe('create technology', { timeout: 30_000 }, () => {
  it('marks the required fields and the numbers, and asks for a tick in both lists', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTechnologyApi();
    renderRoute('/technologies/create');

    await user.click(await screen.findByRole('button', { name: 'Create Technology' }));
    for (const label of [
      'Name',
      'Short name',
      'Description',
      'Short description',
      'Savings potential',
      'Savings range',
      'Cost range',
      'Savings (%)',
      'Confidence interval (%)',
      'Equipment cost (USD)',
      'Installation cost (USD)',
      'Operation cost (USD/year)',
      'Implementation stages',
      'Regulatory impact types',
    ]) {
      expect(screen.getByText(`${label} (*)`)).toBeInTheDocument();
    }
    expect(screen.queryByText('Lead time (*)')).toBeNull();
    expect(screen.getAllByText(catalogueMessages.required)).toHaveLength(5);
    expect(screen.getByText(catalogueMessages.implementationStageRequired)).toBeInTheDocument();
    expect(screen.getByText(catalogueMessages.regulatoryImpactTypeRequired)).toBeInTheDocument();
    expect(toasts.last()).toMatchObject({ message: messages.formInvalid });

    await user.type(textbox('Savings \\(%\\)'), '5 %');
    await user.click(screen.getByRole('button', { name: 'Create Technology' }));
    expect(screen.getByText(messages.mustBeNumber)).toBeInTheDocument();
    expect(screen.getAllByText(catalogueMessages.required)).toHaveLength(4);
    expect(callsTo(fetchMock, 'POST', '/api/technologies')).toHaveLength(0);
  });

  it('sends every field and opens the new technology', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    stubTechnologyApi({
      'POST /api/technologies': (body) => {
        posted.push(body);
        return jsonResponse(201, { ...technology, id: 8, name: 'Hull Coating' });
      },
      'GET /api/technologies/8': () => jsonResponse(200, { ...technology, id: 8, name: 'Hull Coating' }),
    });
    const { router } = renderRoute('/technologies/create');
    // Pasted, not typed key by key: the form re-renders on each key, and this test fills all of it.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };

    expect(await screen.findByPlaceholderText('0.25 – 0.5')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('30 – 50k')).toBeInTheDocument();
    await fill(textbox('Name'), 'Hull Coating');
    await fill(textbox('Short name'), 'HC');
    await fill(textbox('Description'), 'A slippery coating');
    await fill(textbox('Short description'), 'Coating');
    await fill(textbox('Savings potential'), 'Medium');
    await user.click(selectInput(/^Savings category/));
    await user.click(await screen.findByRole('option', { name: 'Propulsion', hidden: true }));
    await fill(textbox('Savings range'), '1 – 2');
    await fill(textbox('Cost range'), '10 – 20k');
    await fill(textbox('Lead time'), '2 weeks');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Maturity level/ }), '3');
    await fill(textbox('Service life \\(years\\)'), '15');
    await fill(textbox('Savings \\(%\\)'), '2,5');
    await fill(textbox('Confidence interval'), '10');
    await fill(textbox('Equipment cost'), '5000');
    await fill(textbox('Installation cost'), '700');
    await fill(textbox('Operation cost'), '0');
    await user.click(screen.getByRole('checkbox', { name: 'Newbuild' }));
    await user.click(screen.getByRole('checkbox', { name: 'Retrofit' }));
    await user.click(screen.getByRole('checkbox', { name: 'CII' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Auxiliary Engine' }));
    const wind = screen.getByRole('checkbox', { name: 'Wind-assisted propulsion' });
    expect(wind).not.toBeChecked();
    expect(wind).toHaveAccessibleDescription('Its rated wind power per vessel earns the FuelEU Maritime wind reward');
    await user.click(wind);
    await fill(textbox('Summary table description'), 'In short');
    await user.click(screen.getByRole('button', { name: 'Create Technology' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/technologies/8'));
    expect(posted).toEqual([
      {
        name: 'Hull Coating',
        shortName: 'HC',
        description: 'A slippery coating',
        shortDescription: 'Coating',
        savingsPotential: 'Medium',
        savingsCategory: { id: 1 },
        savingsRange: '1 – 2',
        costRange: '10 – 20k',
        leadTime: '2 weeks',
        icon: null,
        calcSavings: 2.5,
        calcConfidenceInterval: 10,
        calcEquipmentCost: 5000,
        calcInstallationCost: 700,
        calcOperationCost: 0,
        technologyMaturityLevel: 3,
        implementationStages: [1, 2],
        regulatoryImpactTypes: [2],
        consumptionCategories: [{ id: 2 }],
        windAssisted: true,
        serviceLifeYears: 15,
        summaryTableDescription: 'In short',
        summaryDescription: null,
      },
    ]);
    expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologyCreated });
  });
});

describe('technology details', { timeout: 20_000 }, () => {
  it('shows the tabs and saves with PUT', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    stubTechnologyApi({
      'PUT /api/technologies/7': (body) => {
        updates.push(body);
        return jsonResponse(200, { ...technology, name: 'Air Lubrication System' });
      },
    });
    renderRoute('/technologies/7');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Technology', 'Suppliers', 'Makers']);
    const name = textbox('Name');
    expect(name).toHaveValue('Air Lubrication');
    expect(screen.getByRole('combobox', { name: /^Maturity level/ })).toHaveValue('7');
    expect(await screen.findByRole('checkbox', { name: 'Main Engine' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Air Lubrication System');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Maturity level/ }), 'Not selected');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologyUpdated }));
    expect(updates).toEqual([
      expect.objectContaining({
        name: 'Air Lubrication System',
        savingsCategory: { id: 2 },
        icon: { id: 40 },
        technologyMaturityLevel: null,
        implementationStages: [2],
        regulatoryImpactTypes: [1],
        consumptionCategories: [{ id: 1 }],
        calcSavings: 5,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Air Lubrication System' })).toBeInTheDocument();
  });

  it('shows whether the technology is wind-assisted, and saves the change', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    const rotorSails = { ...technology, name: 'Rotor Sails', windAssisted: true };
    stubTechnologyApi(
      {
        'PUT /api/technologies/7': (body) => {
          updates.push(body);
          return jsonResponse(200, { ...rotorSails, windAssisted: false, version: 2 });
        },
      },
      rotorSails,
    );
    renderRoute('/technologies/7');

    const wind = await screen.findByRole('checkbox', { name: 'Wind-assisted propulsion' });
    expect(wind).toBeChecked();
    await user.click(wind);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologyUpdated }));
    expect(updates).toEqual([expect.objectContaining({ windAssisted: false, version: 1 })]);
    expect(wind).not.toBeChecked();
  });

  it('asks before leaving with unsaved changes, and no longer once they are saved', async () => {
    const user = userEvent.setup();
    stubTechnologyApi({
      'PUT /api/technologies/7': () => jsonResponse(200, { ...technology, name: 'Air Lubrication System' }),
    });
    const { router } = renderRoute('/technologies/7');
    await screen.findAllByRole('tab');
    await user.type(textbox('Name'), ' System');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });

    await user.click(within(crumbs).getByRole('link', { name: 'Technologies' }));
    expect(await screen.findByText(formMessages.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/technologies/7');
    expect(textbox('Name')).toHaveValue('Air Lubrication System');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologyUpdated }));
    await user.click(within(crumbs).getByRole('link', { name: 'Technologies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/technologies'));
    expect(screen.queryByText(formMessages.unsavedChanges)).toBeNull();
  });

  it('clears the icon only after confirmation', async () => {
    const user = userEvent.setup();
    const updates: { icon?: unknown }[] = [];
    stubTechnologyApi({
      'PUT /api/technologies/7': (body) => {
        updates.push(body as { icon?: unknown });
        return jsonResponse(200, { ...technology, icon: null });
      },
    });
    renderRoute('/technologies/7');
    const icon = within(await screen.findByRole('group', { name: 'Icon' }));
    expect(icon.getByRole('img', { name: 'Icon' })).toHaveAttribute('src', technology.icon?.fileUrl);

    await user.click(icon.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(catalogueMessages.clearIconConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(icon.getByRole('img', { name: 'Icon' })).toBeInTheDocument();

    await user.click(icon.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await icon.findByText('No file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toEqual([expect.objectContaining({ icon: null })]));
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTechnologyApi({ 'DELETE /api/technologies/7': () => jsonResponse(204) });
    const { router } = renderRoute('/technologies/7');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Are you sure you want to delete the technology Air Lubrication?'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/technologies/7')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/technologies'));
    expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologyDeleted });
  });
});
