import type { Vessel } from '@backoffice/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../test/render.tsx';
import { customer, customerProjects, project, vessel } from '../../test/vessel-records.ts';

const otherClientsVessel: Vessel = {
  ...vessel,
  id: 4,
  name: 'Foreign Star',
  project: { id: 8, name: 'Other Fleet', customer: { id: 7, name: 'Other Shipping' } },
};

async function expectNotFound() {
  // The first page a test file shows takes the longest (Mantine's styles warming up).
  expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
  // The shell stays, with its way to the other pages.
  expect(screen.getByRole('link', { name: 'Clients' })).toBeInTheDocument();
}

describe('a record page', () => {
  it('shows the not-found page, and no toast, when the record answers 404', async () => {
    signIn();
    const toasts = spyOnToasts();
    serveApi({ 'GET /api/customers/999': () => jsonResponse(404, { error: 'Customer not found' }) });
    renderRoute('/customers/999');
    await expectNotFound();
    expect(toasts.messages()).toEqual([]);
  });

  it('shows the not-found page for an address whose id is not a number, without asking the API', async () => {
    signIn();
    const api = serveApi({});
    renderRoute('/customers/abc');
    await expectNotFound();
    expect(callsTo(api, 'GET', '/api/customers/abc')).toEqual([]);
  });

  it("shows the not-found page, never the vessel's name, for a vessel of another client's project", async () => {
    signIn();
    serveApi({
      'GET /api/customers/3': () => jsonResponse(200, customer),
      'GET /api/projects/5': () => jsonResponse(200, project),
      'GET /api/vessels/4': () => jsonResponse(200, otherClientsVessel),
    });
    renderRoute('/customers/3/projects/5/vessels/4');
    await expectNotFound();
    expect(screen.queryByText('Foreign Star')).toBeNull();
  });

  it("shows the not-found page for a project of another client than the address's", async () => {
    signIn();
    serveApi({
      'GET /api/customers/7': () => jsonResponse(200, { ...customer, id: 7, name: 'Other Shipping' }),
      'GET /api/projects/5': () => jsonResponse(200, project),
      'GET /api/projects/5/consumption-rates': () => jsonResponse(200, []),
    });
    renderRoute('/customers/7/projects/5/vessels');
    await expectNotFound();
    expect(screen.queryByText(project.name)).toBeNull();
  });

  it("shows the error page with the server's message on a 500, and 'Try again' asks again", async () => {
    signIn();
    const toasts = spyOnToasts();
    let failing = true;
    serveApi({
      'GET /api/customers/3': () =>
        failing ? jsonResponse(500, { error: 'The database is not answering' }) : jsonResponse(200, customer),
      'GET /api/customers/3/contacts': () => jsonResponse(200, []),
      'GET /api/customers/3/projects': () => jsonResponse(200, customerProjects),
    });
    renderRoute('/customers/3');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The database is not answering')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
    expect(toasts.messages()).toEqual([]);

    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: customer.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
