import {
  type ConsumptionTechnologiesRequest,
  type ConsumptionTechnology,
  catalogueMessages,
  changedBy,
  messages,
  type Technology,
} from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { technology } from '../../../test/technology-records.ts';
import { categories } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

const mainEngine = { id: 1, name: 'Main Engine', shortName: 'ME' };

const entry = (id: number, calculationSequence: number, name: string, shortName: string): ConsumptionTechnology => ({
  id: 100 + id,
  calculationSequence,
  consumptionCategory: mainEngine,
  technology: { id, name, shortName },
});

// Served out of order: the page orders by calculationSequence.
const listed = [
  entry(3, 5, 'Hull Coating', 'HC'),
  entry(1, 1, 'Air Lubrication', 'AL'),
  entry(2, 2, 'Propeller Boss Cap Fins', 'PBCF'),
];

const technologyOf = (id: number, name: string, shortName: string): Technology => ({
  ...technology,
  id,
  name,
  shortName,
});
const technologies = [
  technologyOf(1, 'Air Lubrication', 'AL'),
  technologyOf(2, 'Propeller Boss Cap Fins', 'PBCF'),
  technologyOf(3, 'Hull Coating', 'HC'),
  technologyOf(4, 'Waste Heat Recovery', 'WHR'),
];

const put = (technologyId: number, calculationSequence: number) => ({
  calculationSequence,
  consumptionCategory: { id: 1 },
  technology: { id: technologyId },
});

const stale = changedBy('Ida Holm', '2026-11-28T09:30:00.000Z');

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubApi() {
  const bodies: ConsumptionTechnologiesRequest[] = [];
  let current = listed;
  const fetchMock = serveApi({
    'GET /api/consumptions/categories': () => jsonResponse(200, categories),
    'GET /api/consumptions/categories/1/technologies': () => jsonResponse(200, current),
    'GET /api/technologies': () => jsonResponse(200, technologies),
    'PUT /api/consumptions/categories/1/technologies': (body) => {
      const list = body as ConsumptionTechnologiesRequest;
      bodies.push(list);
      current = list.map((item, index) => {
        const technology = technologies.find((t) => t.id === item.technology.id) as Technology;
        return entry(technology.id, item.calculationSequence ?? index, technology.name, technology.shortName);
      });
      return jsonResponse(200, current);
    },
  });
  return { bodies, fetchMock };
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const names = () => rows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('consumption category page', { timeout: 20_000 }, () => {
  it('shows the category name and its technologies in calculation order', async () => {
    stubApi();
    renderRoute('/consumption-categories/1');

    expect(await screen.findByRole('heading', { name: 'Main Engine' })).toBeInTheDocument();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Consumption Categories' })).toHaveAttribute(
      'href',
      '/consumption-categories',
    );
    expect(await within(crumbs).findByText('Main Engine')).toBeInTheDocument();
    await screen.findByText('Hull Coating');
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['1', 'Air Lubrication', 'AL'],
      ['2', 'Propeller Boss Cap Fins', 'PBCF'],
      ['3', 'Hull Coating', 'HC'],
    ]);
    expect(within(rowOf('Air Lubrication')).getByRole('button', { name: 'Up' })).toBeDisabled();
    expect(within(rowOf('Air Lubrication')).getByRole('button', { name: 'Down' })).toBeEnabled();
    expect(within(rowOf('Hull Coating')).getByRole('button', { name: 'Up' })).toBeEnabled();
    expect(within(rowOf('Hull Coating')).getByRole('button', { name: 'Down' })).toBeDisabled();
  });

  it('moves a technology up or down by swapping and renumbering from 0', async () => {
    const user = userEvent.setup();
    const { bodies } = stubApi();
    renderRoute('/consumption-categories/1');

    await user.click(within(await screen.findByRole('row', { name: /Propeller/ })).getByRole('button', { name: 'Up' }));
    await waitFor(() => expect(toasts.messages()).toEqual([catalogueMessages.consumptionOrderSaved]));
    expect(bodies).toEqual([[put(2, 0), put(1, 1), put(3, 2)]]);
    await waitFor(() => expect(names()).toEqual(['Propeller Boss Cap Fins', 'Air Lubrication', 'Hull Coating']));

    await user.click(within(rowOf('Air Lubrication')).getByRole('button', { name: 'Down' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual([put(2, 0), put(3, 1), put(1, 2)]);
  });

  it('adds a chosen technology after the others, offering only those not listed', async () => {
    const user = userEvent.setup();
    const { bodies } = stubApi();
    renderRoute('/consumption-categories/1');
    const section = within(await screen.findByRole('region', { name: 'Add Technology' }));
    await screen.findByText('Hull Coating');

    await user.click(section.getByRole('button', { name: 'Add' }));
    expect(section.getByText('Technology (*)')).toBeInTheDocument();
    expect(section.getByText('*')).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);

    const input = section.getAllByLabelText(/^Technology/).find((el) => el.tagName === 'INPUT') as HTMLElement;
    await user.click(input);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Waste Heat Recovery']);
    await user.click(options[0] as HTMLElement);
    await user.click(section.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    // Count plus 1 would be 4, but 5 is taken: the new entry goes past the highest.
    expect(bodies[0]).toEqual([put(1, 1), put(2, 2), put(3, 5), put(4, 6)]);
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.consumptionOrderSaved }));
    expect(await screen.findByText('Waste Heat Recovery', { selector: 'td' })).toBeInTheDocument();
  });

  it('removes a technology only after confirmation, keeping the others sequences', async () => {
    const user = userEvent.setup();
    const { bodies } = stubApi();
    renderRoute('/consumption-categories/1');

    await user.click(
      within(await screen.findByRole('row', { name: /Propeller/ })).getByRole('button', { name: 'Remove' }),
    );
    const question = 'Are you sure you want to remove Propeller Boss Cap Fins from Main Engine?';
    expect(await screen.findByText(question)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(bodies).toEqual([]);

    await user.click(within(rowOf('Propeller Boss Cap Fins')).getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(bodies).toEqual([[put(1, 1), put(3, 5)]]));
    await waitFor(() => expect(names()).toEqual(['Air Lubrication', 'Hull Coating']));
    expect(toasts.messages()).toEqual([catalogueMessages.consumptionOrderSaved]);
  });

  it('a move after a colleague changed the list is refused with who changed it; the list is read again and the next move sends its version', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const state = {
      version: 1,
      list: [entry(1, 0, 'Air Lubrication', 'AL'), entry(2, 1, 'Hull Coating', 'HC')],
    };
    const calls = serveApi({
      'GET /api/consumptions/categories': () => jsonResponse(200, [{ ...mainEngine, version: state.version }]),
      'GET /api/consumptions/categories/1/technologies': () => jsonResponse(200, state.list),
      'GET /api/technologies': () => jsonResponse(200, []),
      'PUT /api/consumptions/categories/1/technologies': (body, url) => {
        if (url.searchParams.get('version') !== String(state.version)) return jsonResponse(409, { error: stale });
        const sent = body as { calculationSequence: number; technology: { id: number } }[];
        const named = (id: number) => state.list.find((row) => row.technology.id === id)!.technology;
        state.list = sent.map(({ technology, calculationSequence }) => {
          const { name, shortName } = named(technology.id);
          return entry(technology.id, calculationSequence, name, shortName);
        });
        state.version += 1;
        return jsonResponse(200, state.list);
      },
    });
    renderRoute('/consumption-categories/1');
    await screen.findByText('Hull Coating');

    // Meanwhile a colleague added a technology at the end: version 2.
    state.list = [...state.list, entry(3, 2, 'Mewis Duct', 'MD')];
    state.version = 2;
    await user.click(within(screen.getByRole('row', { name: /Hull Coating/ })).getByRole('button', { name: 'Up' }));
    await waitFor(() => expect(toasts.messages()).toEqual([stale]));
    await waitFor(() => expect(names()).toEqual(['Air Lubrication', 'Hull Coating', 'Mewis Duct']));

    await user.click(within(screen.getByRole('row', { name: /Mewis Duct/ })).getByRole('button', { name: 'Up' }));
    await waitFor(() => expect(toasts.messages()).toEqual([stale, catalogueMessages.consumptionOrderSaved]));
    const versions = callsTo(calls, 'PUT', '/api/consumptions/categories/1/technologies').map(([input]) =>
      new URL(input, 'http://localhost').searchParams.get('version'),
    );
    expect(versions).toEqual(['1', '2']);
    await waitFor(() => expect(names()).toEqual(['Air Lubrication', 'Mewis Duct', 'Hull Coating']));
  });
});
