import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { createVesselViaApi, expectToast, field, signInThroughApi } from './helpers.ts';

const xlsx = path.join(import.meta.dirname, '../fixtures/calculation-template.xlsx');

/** Opens a Mantine select by its label and picks an option (the first when none is named). */
async function pick(page: Page, scope: Page | Locator, label: string, option?: string) {
  await field(scope, label).first().click();
  const options = page.getByRole('option');
  await (option ? page.getByRole('option', { name: option, exact: true }) : options.first()).click();
}

test('a consultant creates, fills and completes a screening report, then bases a solution design on it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signInThroughApi(page);
  const vesselPath = await createVesselViaApi(page, `Report Shipping ${stamp}`, `MV Report ${stamp}`);
  await page.goto(vesselPath);
  await expect(page.getByRole('heading', { name: `MV Report ${stamp} (Bulk Carrier)` })).toBeVisible();

  // No screening report yet: nothing to base a solution design on.
  await expect(page.getByRole('button', { name: 'New Solution Design Report' })).toBeDisabled();
  await expectAccessible(page, 'vessel without reports');

  // Create the screening report from the vessel tab.
  await page.getByRole('button', { name: 'New Screening Report' }).click();
  let dialog = page.getByRole('dialog', { name: 'New Screening Report' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('*', { exact: true })).toBeVisible();
  await expectAccessible(page, 'New Screening Report dialog with errors');
  await field(dialog, 'Name').fill('First screening');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Report created');
  await expect(page).toHaveURL(/\/screening-reports\/\d+$/);
  const reportUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Screening Report: First screening' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export as Word file' })).toBeEnabled();
  await expectAccessible(page, 'screening report');

  // Name, the provider's contact and status.
  const form = page.getByRole('region', { name: 'Edit report' });
  await field(form, 'Report Name').fill('Screening 2026');
  await pick(page, form, 'Provider Contact');
  await pick(page, form, 'Status', 'Published');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Report updated successfully');
  await expect(page.getByRole('heading', { name: 'Screening Report: Screening 2026' })).toBeVisible();

  // A novel technology.
  const novel = page.getByRole('region', { name: 'Novel Technologies' });
  await pick(page, novel, 'Technology');
  await novel.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Novel Technology added successfully');
  await expect(novel.getByRole('button', { name: /^Remove / })).toHaveCount(1);

  // Regulatory impact: the numbers are checked, then saved; then its xlsx file.
  const impact = page.getByRole('region', { name: 'Regulatory Impact' });
  await field(impact, 'Start year').fill('2026.5');
  await impact.getByRole('button', { name: 'Save' }).click();
  await expect(impact.getByText('Must be a positive whole number')).toBeVisible();
  await expectAccessible(page, 'screening report with errors');
  await field(impact, '% in EU').fill('50');
  await field(impact, 'Carbon rate (EUR per t CO2)').fill('85');
  await field(impact, 'Start year').fill('2026');
  await field(impact, 'Number of years').fill('5');
  await field(impact, 'CII Projection Description').fill('Rating C until 2030, then D without measures.');
  await impact.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Regulatory Impact updated successfully');
  await impact.locator('input[type="file"]').setInputFiles(xlsx);
  await expectToast(page, 'Regulatory Impact File uploaded successfully');
  await expect(impact.getByRole('link', { name: 'calculation-template.xlsx' })).toBeVisible();

  // A report file.
  await page.getByRole('button', { name: 'Report files' }).click();
  await expect(page).toHaveURL(/\/screening-reports\/\d+\/files$/);
  // The files page, not the report page it replaces (whose Regulatory Impact has a file input too).
  await expect(page.getByRole('heading', { name: /^Report files: / })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'meeting-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Agreed to look at air lubrication.\n'),
  });
  await expectToast(page, 'File uploaded');
  await expect(page.getByRole('cell', { name: 'meeting-notes.txt', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download meeting-notes.txt' })).toBeVisible();
  await expectAccessible(page, 'report files');

  // Completing the report locks its content; the status stays editable.
  await page.goto(reportUrl);
  await pick(page, form, 'Status', 'Completed');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Report updated successfully');
  await expect(novel.getByRole('button', { name: 'Add' })).toBeDisabled();
  await expect(novel.getByRole('button', { name: /^Remove / })).toBeDisabled();
  await expect(field(impact, 'Carbon rate (EUR per t CO2)')).toBeDisabled();
  await expect(impact.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(impact.getByRole('button', { name: 'Upload file' })).toBeDisabled();
  await expect(impact.getByRole('button', { name: 'Delete file' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expectAccessible(page, 'completed screening report');

  // A solution design based on it.
  await page.goto(vesselPath);
  const screenings = page.getByRole('region', { name: 'Screenings' });
  await expect(screenings.getByText('Completed')).toBeVisible();
  await expectAccessible(page, 'vessel with a report');
  await page.getByRole('button', { name: 'New Solution Design Report' }).click();
  dialog = page.getByRole('dialog', { name: 'New Solution Design Report' });
  await field(dialog, 'Name').fill('Design 2026');
  await pick(page, dialog, 'Based on screening report', 'Screening 2026');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Report created');
  await expect(page).toHaveURL(/\/solution-designs\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Solution Design Report: Design 2026' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Report summary' });
  await expect(summary.getByRole('link', { name: 'Screening 2026' })).toHaveAttribute(
    'href',
    new URL(reportUrl).pathname,
  );
  await expect(page.getByRole('region', { name: 'Novel Technologies' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Regulatory Impact' })).toBeVisible();
  await expectAccessible(page, 'solution design');
});
