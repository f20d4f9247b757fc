import { fleetResponse } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn } from '../../../test/render.tsx';
import { customer } from '../../../test/vessel-records.ts';
import { fleet } from './fleet-test-data.ts';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function serveFleet(answer = fleet) {
  return serveApi({
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/customers/3/fleet': () => jsonResponse(200, fleetResponse.parse(answer)),
    'GET /api/customers/3/fleet/export': () =>
      new Response('xlsx-bytes', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="Njord Shipping fleet 2026.xlsx"' },
      }),
  });
}

const table = () => screen.findByRole('table', { name: 'Fleet figures 2026' });
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const firstCells = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellsOf(row)[0]);

describe('fleet tab', { timeout: 40_000 }, () => {
  it('shows a row per vessel with a report, with its links, status and figures in their currencies', async () => {
    serveFleet();
    renderRoute('/customers/3/fleet');
    const fleetTable = await table();
    const headers = within(fleetTable)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Vessel',
      'Report',
      'Baseline fuel (MT)',
      'CO2 saved (t, %)',
      'Investment (USD)',
      'Yearly fuel cost saving (USD)',
      'Payback (years)',
      'Njord score',
      'CII 2026 before → after',
      'ETS cost 2026 before (EUR)',
      'ETS cost 2026 after (EUR)',
      'FuelEU penalty 2026 before (EUR)',
      'FuelEU penalty 2026 after (EUR)',
    ]);
    const [, nordic, , grey] = within(fleetTable).getAllByRole('row') as HTMLElement[];
    expect(cellsOf(nordic!)).toEqual([
      'Nordic Star',
      'Nordic Star screening',
      '7,000.00',
      '1,500.00 (6.80 %)',
      '900,000.00',
      '150,000.00',
      '6.00',
      '42 / 100',
      'D→C',
      '400,000.00',
      '370,000.00',
      '120,000.00',
      '60,000.00',
    ]);
    expect(within(nordic!).getByRole('link', { name: 'Nordic Star' })).toHaveAttribute(
      'href',
      '/customers/3/projects/5/vessels/1',
    );
    expect(within(nordic!).getByRole('link', { name: 'Nordic Star screening' })).toHaveAttribute(
      'href',
      '/customers/3/projects/5/vessels/1/screening-reports/10',
    );
    expect(cellsOf(grey!).slice(0, 2)).toEqual(['Grey Gull', 'Grey Gull screeningDraft']);
    expect(screen.getByRole('tab', { name: 'Fleet', selected: true })).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /Cost of each tonne of CO2 avoided/ }, { timeout: 15_000 });
    expect(decodeURIComponent(chart.getAttribute('src') ?? '')).toContain('Rotor sail · Nordic Star');
    expect(screen.getByRole('rowheader', { name: 'Rotor sail · Nordic Star' })).toBeInTheDocument();
  });

  it('sorts by payback both ways, without figures last, and keeps the totals row at the bottom', async () => {
    const user = userEvent.setup();
    serveFleet();
    renderRoute('/customers/3/fleet');
    expect(await firstCells()).toEqual(['Nordic Star', 'Polar Wind', 'Grey Gull', 'Total']);

    const payback = screen.getByRole('columnheader', { name: 'Payback (years)' });
    expect(payback).toHaveAttribute('aria-sort', 'none');
    await user.click(within(payback).getByRole('button'));
    expect(payback).toHaveAttribute('aria-sort', 'ascending');
    expect(await firstCells()).toEqual(['Polar Wind', 'Nordic Star', 'Grey Gull', 'Total']);

    within(payback).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(payback).toHaveAttribute('aria-sort', 'descending');
    expect(await firstCells()).toEqual(['Nordic Star', 'Polar Wind', 'Grey Gull', 'Total']);
    const totals = within(await table())
      .getAllByRole('row')
      .at(-1) as HTMLElement;
    expect(cellsOf(totals).slice(0, 7)).toEqual([
      'Total',
      '',
      '15,000.00',
      '3,500.00 (7.50 %)',
      '1,400,000.00',
      '350,000.00',
      '4.00',
    ]);
    // A payback that never comes is said in words; a vessel without figures has none at all.
    expect(within(await table()).getByRole('row', { name: /Grey Gull/ })).toHaveTextContent('Does not pay back');
  });

  it('lists what each vessel lacks and the pooled FuelEU Maritime beside the penalties alone', async () => {
    serveFleet();
    renderRoute('/customers/3/fleet');
    const missing = await screen.findByRole('region', { name: 'Vessels missing figures' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grey Gull: no deadweight for CII', 'Sea Breeze: no report']);
    expect(within(missing).getByRole('link', { name: 'Sea Breeze' })).toHaveAttribute(
      'href',
      '/customers/3/projects/5/vessels/4',
    );
    const pool = screen.getByRole('region', { name: 'FuelEU Maritime pooling' });
    expect(pool).toHaveTextContent('FuelEU Maritime 2026 if pooled (Article 21)');
    expect(pool).toHaveTextContent('Before the package: balance -50.50 t CO2e, penalty 115,000.00 EUR');
    expect(pool).toHaveTextContent('After the package: balance 12.25 t CO2e, penalty 0.00 EUR');
    expect(pool).toHaveTextContent(
      'Each vessel on its own: penalties of 120,000.00 EUR before and 60,000.00 EUR after',
    );
  });

  it('tells what to do first when the client has no vessels', async () => {
    serveFleet({ ...fleet, vessels: [], pool: null, macCurve: [] });
    renderRoute('/customers/3/fleet');
    expect(await screen.findByText(/Add a project and its vessels to see the fleet here\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open the client's projects" })).toHaveAttribute('href', '/customers/3');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download xlsx' })).not.toBeInTheDocument();
  });

  it('downloads the fleet as a workbook under the name the server gives', async () => {
    const user = userEvent.setup();
    const calls = serveFleet();
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:xlsx');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute('/customers/3/fleet');
    await user.click(await screen.findByRole('button', { name: 'Download xlsx' }));
    await waitFor(() => expect(saved).toEqual(['Njord Shipping fleet 2026.xlsx']));
    const [, init] = callsTo(calls, 'GET', '/api/customers/3/fleet/export')[0]!;
    expect(new Headers(init.headers).get('Authorization')).toBe('bearer token-1');
  });
});
