import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { apiSession, expectToast, field, startSignedIn } from './helpers.ts';

test('a new consumption type reaches every rates page and can still be deleted after they were opened', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Ammonia ${Date.now()}`;
  const { headers } = await apiSession(request);
  const [demo] = await (await request.get('/api/customers?search=Demo%20Shipping', { headers })).json();
  const [project] = await (await request.get(`/api/customers/${demo.id}/projects`, { headers })).json();
  const vessel = project.vessels[0];

  await startSignedIn(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Consumption Types' }).click();
  await page.getByRole('button', { name: 'Create Consumption Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Consumption Type' });
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'Short name').fill('NH3');
  await field(dialog, 'Default price (USD per MT)').fill('650');
  await field(dialog, 'Default CO2 conversion constant (per MT fuel)').fill('0');
  await expectAccessible(page, 'Create Consumption Type dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Consumption type created');

  // Every project and vessel has a rate for it from the start, with the type's defaults.
  await page.goto(`/customers/${demo.id}/projects/${project.id}/consumption`);
  await expect(page.getByRole('textbox', { name: `${name} Price (USD per MT)` })).toHaveValue('650');
  await expectAccessible(page, 'project consumption rates');
  await page.goto(`/customers/${demo.id}/projects/${project.id}/vessels/${vessel.id}`);
  await page.getByRole('tab', { name: 'Edit Vessel' }).click();
  const rates = page.getByRole('region', { name: 'Consumption Rates' });
  await expect(rates.getByRole('textbox', { name: `${name} Price (USD per MT)` })).toHaveValue('650');
  await expectAccessible(page, 'edit vessel');

  // Opening those pages saved nothing, so the type can still be deleted.
  await page.goto('/consumption-types');
  await page.getByRole('cell', { name, exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit Consumption Type' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Yes' })).toBeVisible();
  await expectAccessible(page, 'delete question');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Consumption type deleted');
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});
