import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { signInThroughApi } from './helpers.ts';
import { adminHeaders, vesselWithScreeningReport } from './report-setup.ts';

test("a consultant reads a client's fleet, sorts it by payback and downloads it", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  // The demo client's vessel has a report with technologies; this one a report without any yet.
  const { vessel } = await vesselWithScreeningReport(request, headers, {
    vessel: 'MV Fleet',
    report: 'Fleet screening',
  });
  const [demo] = await (await request.get('/api/customers?search=Demo%20Shipping', { headers })).json();

  await signInThroughApi(page);
  await page.goto(`/customers/${demo.id}`);
  await page.getByRole('tab', { name: 'Fleet' }).click();
  const table = page.getByRole('table', { name: /^Fleet figures \d{4}$/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('link', { name: 'MV Demo Explorer' })).toBeVisible();
  await expect(table.getByRole('link', { name: vessel.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /Cost of each tonne of CO2 avoided/ })).toBeVisible();
  await expectAccessible(page, 'fleet tab');

  const payback = table.getByRole('columnheader', { name: 'Payback (years)' });
  await payback.getByRole('button').click();
  await expect(payback).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').last()).toContainText('Total');
  await payback.getByRole('button').press('Enter');
  await expect(payback).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').last()).toContainText('Total');
  // Without a payback, the new vessel stays under the demo vessel either way.
  const names = await table.locator('tbody tr th').allTextContents();
  expect(names.indexOf(vessel.name)).toBeGreaterThan(names.indexOf('MV Demo Explorer'));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download xlsx' }).click();
  // The client's name, its '/' made safe by the browser.
  expect((await download).suggestedFilename()).toMatch(/^Demo Shipping A.S \(demo data\) fleet\.xlsx$/);
});
