import { type CustomerListItem, customerMessages, messages } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCompanyProfile, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { customer, customerProjects, project, vesselTypes } from '../../../test/vessel-records.ts';
import { setErrorReporter } from '../../api/error-reporting.ts';

const listed: CustomerListItem[] = [
  { id: 3, name: 'Njord Shipping', address: 'Hamburg', projectCount: 2 },
  { id: 4, name: 'Oslo Lines', address: null, projectCount: 0 },
];

const detailStubs = {
  'GET /api/customers/3': () => jsonResponse(200, customer),
  'GET /api/customers/3/contacts': () => jsonResponse(200, []),
  'GET /api/customers/3/projects': () => jsonResponse(200, customerProjects),
};

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

describe('clients list', { timeout: 20_000 }, () => {
  it('shows name, address and project count, filters on Enter and opens a row', async () => {
    const user = userEvent.setup();
    const searches: (string | null)[] = [];
    serveApi({
      'GET /api/customers': (_body, url) => {
        searches.push(url.searchParams.get('search'));
        return jsonResponse(200, url.searchParams.get('search') === 'oslo' ? listed.slice(1) : listed);
      },
      ...detailStubs,
    });
    const { router } = renderRoute('/customers');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Address', 'Projects']);
    const row = (await within(table).findByText('Oslo Lines')).closest('tr');
    expect(
      row &&
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
    ).toEqual(['Oslo Lines', '-', '0']);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'oslo{Enter}');
    await waitFor(() => expect(screen.queryByText('Njord Shipping')).toBeNull());
    expect(router.state.location.search).toBe('?search=oslo');
    expect(searches).toEqual([null, 'oslo']);

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByText('Njord Shipping'));
    expect(router.state.location.pathname).toBe('/customers/3');
    expect(await screen.findByRole('heading', { name: 'Njord Shipping' })).toBeInTheDocument();
  });

  it('creates a client in the New Client dialog and opens it', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    serveApi({
      'GET /api/customers': () => jsonResponse(200, []),
      'POST /api/customers': (body) => {
        posted.push(body);
        return jsonResponse(201, customer);
      },
      ...detailStubs,
    });
    const { router } = renderRoute('/customers');

    await user.click(await screen.findByRole('button', { name: 'New Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name (*)')).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Njord Shipping');
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Key account');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/3'));
    expect(posted).toEqual([{ name: 'Njord Shipping', address: null, note: 'Key account' }]);
    expect(toasts.last()).toMatchObject({ message: customerMessages.customerCreated });
  });
});

describe('client details', { timeout: 20_000 }, () => {
  it('shows the client, its projects with vessel cards, and breadcrumbs with the name', async () => {
    serveApi(detailStubs);
    renderRoute('/customers/3');

    expect(await screen.findByRole('heading', { name: 'Njord Shipping' })).toBeInTheDocument();
    expect(screen.getByText('Key account')).toBeInTheDocument();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/customers');
    expect(await within(crumbs).findByText('Njord Shipping')).toBeInTheDocument();

    const card = await screen.findByTestId('project-card');
    expect(within(card).getByRole('link', { name: 'Fleet 2024' })).toHaveAttribute(
      'href',
      '/customers/3/projects/5/vessels',
    );
    expect(within(card).getByRole('link', { name: /^Nordic Star / })).toHaveAttribute(
      'href',
      '/customers/3/projects/5/vessels/9',
    );
  });

  it('updates the client in the Edit dialog', async () => {
    const user = userEvent.setup();
    const put: unknown[] = [];
    serveApi({
      ...detailStubs,
      'PUT /api/customers/3': (body) => {
        put.push(body);
        return jsonResponse(200, { ...customer, name: 'Njord Shipping AS' });
      },
    });
    renderRoute('/customers/3');

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Njord Shipping');
    await user.type(name, ' AS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Njord Shipping AS' })).toBeInTheDocument();
    expect(put).toEqual([{ name: 'Njord Shipping AS', address: 'Kai 1\nHamburg', note: 'Key account', version: 1 }]);
    expect(toasts.last()).toMatchObject({ message: customerMessages.customerUpdated });
  });

  it('creates a project and opens it', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    serveApi({
      ...detailStubs,
      'POST /api/projects': (body) => {
        posted.push(body);
        return jsonResponse(201, project);
      },
      'GET /api/projects/5': () => jsonResponse(200, project),
      'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
    });
    const { router } = renderRoute('/customers/3');

    await user.click(await screen.findByRole('button', { name: 'Create Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name (*)')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Fleet 2024');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/3/projects/5/vessels'));
    expect(posted).toEqual([{ name: 'Fleet 2024', description: null, customer: { id: 3 } }]);
    expect(toasts.last()).toMatchObject({ message: customerMessages.projectCreated });
    expect(await screen.findByRole('heading', { name: 'Fleet 2024' })).toBeInTheDocument();
  });
});

describe('server answers in the clients screens', { timeout: 20_000 }, () => {
  it('shows a refused name under the Name field and toasts only what no field takes', async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/customers': () => jsonResponse(200, []),
      'POST /api/customers': () =>
        jsonResponse(400, { name: ['A client with this name already exists'], error: 'Nothing was saved' }),
    });
    renderRoute('/customers');

    await user.click(await screen.findByRole('button', { name: 'New Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Njord Shipping');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('A client with this name already exists')).toBeInTheDocument();
    expect(within(dialog).getByText('Name (*)')).toHaveAttribute('data-error', 'true');
    expect(toasts.messages()).toEqual(['Nothing was saved']);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' AS');
    expect(within(dialog).queryByText('A client with this name already exists')).toBeNull();
    expect(within(dialog).getByText('Name')).not.toHaveAttribute('data-error');
  });

  it('leaving a page cancels its calls: a late failure shows and reports nothing', async () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    let release: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveApi({
      'GET /api/customers': async () => {
        await late;
        return jsonResponse(500, { error: 'boom' });
      },
      'GET /api/company-profile': () => jsonResponse(200, emptyCompanyProfile),
      ...detailStubs,
    });
    const { router } = renderRoute('/customers');
    await screen.findByRole('button', { name: 'New Client' });

    await router.navigate('/customers/3');
    expect(await screen.findByRole('heading', { name: 'Njord Shipping' })).toBeInTheDocument();
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(toasts.all()).toEqual([]);
    expect(reporter).not.toHaveBeenCalled();
  });
});
