import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { e2e } from './env.ts';
import { createVesselViaApi, expectToast, startSignedIn } from './helpers.ts';

test('an admin starts a data export, sees it finish and opens its workbook', async ({ page }) => {
  await createVesselViaApi(page, `Export Shipping ${Date.now()}`, 'Export Star');
  await startSignedIn(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exports' }).click();
  await expect(page).toHaveURL(/\/exports$/);
  await expect(page.getByRole('heading', { name: 'Exports' })).toBeVisible();
  await expectAccessible(page, 'exports');
  const rowsBefore = await page.getByRole('link', { name: /^Back Office export / }).count();

  await page.getByRole('button', { name: 'Start export' }).click();
  await expectToast(page, 'Export started successfully');
  const newest = page.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').first()).toHaveText('Exporting ..');

  // The list is asked again every 5 seconds: the name becomes the workbook's.
  const link = newest.getByRole('link', { name: /^Back Office export \d{4}-\d{2}-\d{2} \d{4}\.xlsx$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(newest.getByRole('cell', { name: 'Completed' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Back Office export / })).toHaveCount(rowsBefore + 1);
  await expectAccessible(page, 'exports with a finished export');

  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('spreadsheetml');
  expect(file.headers()['content-disposition']).toContain('.xlsx');
  // An xlsx is a zip.
  expect((await file.body()).subarray(0, 2).toString()).toBe('PK');

  // A click on the row opens the same file, in a new tab that downloads it and closes.
  const path = new URL(href!, e2e.baseUrl).pathname;
  const requested = page.context().waitForEvent('request', (request) => new URL(request.url()).pathname === path);
  await newest.getByRole('cell', { name: 'Completed' }).click();
  expect((await requested).method()).toBe('GET');
});
