import { catalogueMessages, messages, type Supplier } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';

configure({ asyncUtilTimeout: 3000 });

const wartsila: Supplier = {
  id: 1,
  name: 'Wärtsilä',
  country: 'Finland',
  description: 'Engines, propulsion and a very long description that the table cuts short',
  version: 1,
};
const alfa: Supplier = { id: 2, name: 'Alfa Laval', country: null, description: null, version: 1 };

const kinds = [
  {
    path: 'suppliers',
    title: 'Suppliers',
    singular: 'Supplier',
    created: catalogueMessages.supplierCreated,
    updated: catalogueMessages.supplierUpdated,
    deleted: catalogueMessages.supplierDeleted,
  },
  {
    path: 'makers',
    title: 'Makers',
    singular: 'Maker',
    created: catalogueMessages.makerCreated,
    updated: catalogueMessages.makerUpdated,
    deleted: catalogueMessages.makerDeleted,
  },
] as const;

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);

describe.each(kinds)('/$path', { timeout: 20_000 }, (kind) => {
  it('lists name, country and description and searches on the server', async () => {
    const user = userEvent.setup();
    const searches: (string | null)[] = [];
    serveApi({
      [`GET /api/${kind.path}`]: (_body, url) => {
        const search = url.searchParams.get('search');
        searches.push(search);
        return jsonResponse(200, search ? [alfa] : [wartsila, alfa]);
      },
    });
    renderRoute(`/${kind.path}`);

    expect(await screen.findByRole('heading', { name: kind.title })).toBeInTheDocument();
    const row = (await screen.findByText('Finland')).closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual(['Wärtsilä', 'Finland', wartsila.description]);
    expect(cellsOf(screen.getByText('Alfa Laval').closest('tr') as HTMLElement)).toEqual(['Alfa Laval', '-', '-']);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'alfa{Enter}');
    await waitFor(() => expect(screen.queryByText('Wärtsilä')).toBeNull());
    expect(screen.getByText('Alfa Laval')).toBeInTheDocument();
    expect(searches).toEqual([null, 'alfa']);
  });

  it('creates one after requiring the name', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    serveApi({
      [`GET /api/${kind.path}`]: () => jsonResponse(200, [wartsila]),
      [`POST /api/${kind.path}`]: (body) => {
        posted.push(body);
        return jsonResponse(201, { ...alfa, id: 3, name: 'MAN' });
      },
    });
    renderRoute(`/${kind.path}`);

    await user.click(await screen.findByRole('button', { name: `Create ${kind.singular}` }));
    const dialog = await screen.findByRole('dialog', { name: `Create ${kind.singular}` });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name (*)')).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'MAN');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Two-stroke engines');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: kind.created }));
    expect(posted).toEqual([{ name: 'MAN', country: null, description: 'Two-stroke engines' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits one opened by a row click', async () => {
    const user = userEvent.setup();
    const put: unknown[] = [];
    serveApi({
      [`GET /api/${kind.path}`]: () => jsonResponse(200, [wartsila]),
      [`PUT /api/${kind.path}/1`]: (body) => {
        put.push(body);
        return jsonResponse(200, { ...wartsila, country: 'Norway' });
      },
    });
    renderRoute(`/${kind.path}`);

    await user.click(await screen.findByText('Finland'));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${kind.singular}` });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Wärtsilä');
    const country = within(dialog).getByRole('textbox', { name: /^Country/ });
    await user.clear(country);
    await user.type(country, 'Norway');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: kind.updated }));
    expect(put).toEqual([{ name: 'Wärtsilä', country: 'Norway', description: wartsila.description, version: 1 }]);
  });

  it('deletes one only after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = serveApi({
      [`GET /api/${kind.path}`]: () => jsonResponse(200, [wartsila]),
      [`DELETE /api/${kind.path}/1`]: () => jsonResponse(204),
    });
    renderRoute(`/${kind.path}`);
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

    await user.click(await screen.findByText('Finland'));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${kind.singular}` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = `Are you sure you want to delete the ${kind.singular.toLowerCase()} Wärtsilä?`;
    expect(await screen.findByText(question)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(toasts.messages()).toEqual([kind.deleted]));
    expect(deletes()).toHaveLength(1);
  });
});
