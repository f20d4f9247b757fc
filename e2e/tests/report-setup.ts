// Set-up of the report journeys through the API: what a consultant would have typed before the journey starts.
import { type APIRequestContext, expect } from '@playwright/test';
import { apiSession } from './helpers.ts';

export type Headers = { authorization: string };

/** The first Super Admin's authorization header, for a journey's set-up through the API. */
export async function adminHeaders(request: APIRequestContext): Promise<Headers> {
  return (await apiSession(request)).headers;
}

/**
 * A bulk carrier of its own in the demo project, burning 6000 MT HFO in the main engine and 800 MT
 * MGO in the auxiliary engine, with a screening report.
 */
export async function vesselWithScreeningReport(
  request: APIRequestContext,
  headers: Headers,
  names: { vessel: string; report: string },
) {
  const [demo] = await (await request.get('/api/customers?search=Demo%20Shipping', { headers })).json();
  const [project] = await (await request.get(`/api/customers/${demo.id}/projects`, { headers })).json();
  const types = await (await request.get('/api/vessel-types', { headers })).json();
  const bulk = types.find((t: { shortName: string }) => t.shortName === 'BC');
  const created = await request.post('/api/vessels', {
    headers,
    data: { name: `${names.vessel} ${Date.now()}`, project: { id: project.id }, vesselType: { id: bulk.id } },
  });
  expect(created.ok()).toBe(true);
  const vessel = await created.json();
  const categories = await (await request.get('/api/consumptions/categories', { headers })).json();
  const rates = await (await request.get(`/api/vessels/${vessel.id}/consumption-rates`, { headers })).json();
  const category = (shortName: string) => categories.find((c: { shortName: string }) => c.shortName === shortName).id;
  const rate = (shortName: string) =>
    rates.find(
      (r: { projectConsumptionRate: { consumptionType: { shortName: string } } }) =>
        r.projectConsumptionRate.consumptionType.shortName === shortName,
    ).id;
  const rows = await request.put(`/api/vessels/${vessel.id}/consumptions`, {
    headers,
    data: {
      consumptions: [
        {
          vesselConsumptionRate: { id: rate('HFO') },
          consumptionCategory: { id: category('ME') },
          annualConsumption: 6000,
        },
        {
          vesselConsumptionRate: { id: rate('MGO') },
          consumptionCategory: { id: category('AE') },
          annualConsumption: 800,
        },
      ],
    },
  });
  expect(rows.ok()).toBe(true);
  const report = await request.post('/api/reports', {
    headers,
    data: { name: names.report, type: 0, vessel: { id: vessel.id } },
  });
  expect(report.status()).toBe(201);
  const vesselPath = `/customers/${demo.id}/projects/${project.id}/vessels/${vessel.id}`;
  return { vessel, vesselPath, report: await report.json() };
}
