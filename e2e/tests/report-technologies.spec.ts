import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { expectToast, field, signInThroughApi } from './helpers.ts';
import { adminHeaders, type Headers, vesselWithScreeningReport } from './report-setup.ts';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const shown = (value: number) => twoDecimals.format(value);

/** A maker of the technology whose link says 3.3 % savings, with the Word template the link needs. */
async function makerOf(request: APIRequestContext, headers: Headers, technologyName: string) {
  const [technology] = await (
    await request.get(`/api/technologies?search=${encodeURIComponent(technologyName)}`, { headers })
  ).json();
  const maker = await (
    await request.post('/api/makers', {
      headers,
      data: { name: `Polish Works ${Date.now()}`, country: 'Norway', description: null },
    })
  ).json();
  const bytes = readFileSync(path.join(import.meta.dirname, '../fixtures/maker-word-template.docx'));
  const mimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const created = await (
    await request.post('/api/files', {
      headers,
      data: { name: 'maker.docx', contentSize: bytes.length, mimeType, usage: 'docx' },
    })
  ).json();
  const put = await request.put(created.presignedUrl, {
    headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': mimeType },
    data: bytes,
  });
  expect(put.ok()).toBe(true);
  const link = await request.post(`/api/technologies/${technology.id}/makers`, {
    headers,
    data: {
      maker: { id: maker.id },
      calcSavings: 3.3,
      calcConfidenceInterval: 30,
      calcEquipmentCost: 0,
      calcInstallationCost: 0,
      calcOperationCost: 12000,
      wordTemplateFile: { id: created.file.id },
    },
  });
  expect(link.status()).toBe(201);
  return maker.name as string;
}

/** Adds an available technology through the savings form, optionally changing fields first. */
async function addTechnology(page: Page, name: string, fill: (dialog: Locator) => Promise<void> = async () => {}) {
  await page.getByRole('button', { name: `Add ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${name}` });
  await expect(field(dialog, 'Savings (%)')).not.toHaveValue('');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Technology added successfully');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
}

const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });
const totalsOf = (table: Locator) => table.locator('tfoot tr');

test('a consultant includes three technologies, one with a fixed MT saving, and sees the results and charts, and FuelEU Maritime once the regulatory impact has its years; a solution design marks what the screening had', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const headers = await adminHeaders(request);
  const { vessel, vesselPath, report } = await vesselWithScreeningReport(request, headers, {
    vessel: 'Savings Journey',
    report: 'Savings screening',
  });
  const makerName = await makerOf(request, headers, 'Propeller polishing');

  await signInThroughApi(page);
  await page.goto(`${vesselPath}/screening-reports/${report.id}`);

  // Nothing included yet: no results. The report page's parts load on first visit, which takes a
  // while on a busy machine.
  await expect(page.getByRole('button', { name: 'Add Hull air lubrication system' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Njord Score/)).toHaveCount(0);
  await expectAccessible(page, 'screening report without technologies');

  await addTechnology(page, 'Hull air lubrication system');
  await addTechnology(page, 'Propeller polishing', async (dialog) => {
    // The what-if shows the effect before saving.
    await expect(dialog.getByRole('region', { name: 'Effect on the report' })).toBeVisible();
    await expectAccessible(page, 'add technology dialog');
  });
  await addTechnology(page, 'LED lighting', async (dialog) => {
    await field(dialog, 'Auxiliary Engine – Marine Gas Oil / Marine Diesel Oil (MT)').fill('20');
    await expect(field(dialog, 'Savings (%)')).toHaveValue('0');
    await expect(field(dialog, 'Savings (MT)')).toHaveValue('20.00');
    // Escape with typed values asks first; Keep editing keeps them.
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    // It stays and takes the focus (the Escape that opened it does not close it again).
    await expect(question.locator(':focus')).toHaveCount(1);
    await expectAccessible(page, 'unsaved changes question');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    await expect(field(dialog, 'Savings (MT)')).toHaveValue('20.00');
  });

  // The results on screen are the server's numbers at 2 decimals.
  const results = await (await request.get(`/api/reports/${report.id}/calculated-results`, { headers })).json();
  expect(results.canCalculate).toBe(true);
  await expect(page.getByText(`Njord Score ${results.calcNjordScore}`)).toBeVisible();
  const technologies = page.getByRole('table', { name: 'Technologies' });
  await expect(totalsOf(technologies)).toContainText(shown(results.calcTechnologiesSavings.totalFuelSavings));
  // The fixed 20 MT on the auxiliary engine's MGO, which no other technology touches.
  await expect(rowOf(technologies, 'LED lighting')).toContainText('20.00');
  const finances = page.getByRole('table', { name: 'Finances' });
  await expect(totalsOf(finances)).toContainText(shown(results.calcFinances.totalInvestment));
  await expect(page.getByRole('table', { name: 'Consumption Categories' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Saving Categories' })).toBeVisible();
  // The charts, below it, are drawn when the user scrolls to them.
  await page.getByRole('table', { name: 'Saving Categories' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'Fuel and CO2 saved per year, by technology' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page, 'screening report with results');

  // Without the regulatory impact's years FuelEU Maritime says what it needs; with them, its outlook.
  const fuelEu = page.getByRole('region', { name: 'FuelEU Maritime' });
  await expect(fuelEu).toContainText("needs the Regulatory Impact's % in EU, start year and number of years");
  const impact = page.getByRole('region', { name: 'Regulatory Impact' });
  await field(impact, '% in EU').fill('50');
  await field(impact, 'Start year').fill('2026');
  await field(impact, 'Number of years').fill('3');
  await impact.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Regulatory Impact updated successfully');
  const fuelEuTable = page.getByRole('table', { name: 'FuelEU Maritime' });
  await expect(page.getByRole('heading', { name: 'FuelEU Maritime' })).toBeVisible();
  const outlook = (await (await request.get(`/api/reports/${report.id}/calculated-results`, { headers })).json())
    .fuelEuOutlook;
  await expect(totalsOf(fuelEuTable)).toContainText(shown(outlook.totalPenaltyBefore));
  await expect(page.getByRole('img', { name: /^FuelEU Maritime GHG intensity and penalty per year/ })).toBeVisible();

  // Export as Word file: the document downloads and is kept in the report files.
  await page.getByRole('button', { name: 'Export as Word file' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export as Word file' });
  const link = exportDialog.getByRole('link', { name: /\.docx$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'Export as Word file dialog');
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await exportDialog.getByRole('button', { name: 'Close', exact: true }).click();
  const files = await (await request.get(`/api/reports/${report.id}/files`, { headers })).json();
  expect(files.map((f: { file: { name: string } }) => f.file.name)).toContain(download.suggestedFilename());

  // A solution design based on this screening report: the technologies the screening has get a green dot.
  const design = await request.post('/api/reports', {
    headers,
    data: { name: 'Savings design', type: 1, vessel: { id: vessel.id }, basedOn: { id: report.id } },
  });
  expect(design.status()).toBe(201);
  await page.goto(`${vesselPath}/solution-designs/${(await design.json()).id}`);
  // It starts with the screening report's technologies, each with the green dot.
  for (const name of ['Hull air lubrication system', 'Propeller polishing', 'LED lighting']) {
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove ${name}` }) });
    await expect(row.getByRole('img', { name: 'Included in the screening report' })).toBeVisible();
  }

  // A solution design needs a maker; choosing one offers its values, which, once taken, replace the
  // screening's, which stay beside them.
  await page.getByRole('button', { name: 'Edit Propeller polishing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Propeller polishing' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Technology maker (*)')).toBeVisible();
  await expectAccessible(page, 'edit technology dialog with errors');
  await field(dialog, 'Technology maker').first().click();
  await page.getByRole('option', { name: makerName }).click();
  await expect(field(dialog, 'Savings (%)')).toHaveValue('2.5');
  await dialog.getByRole('button', { name: `Use ${makerName}'s values` }).click();
  await expect(field(dialog, 'Savings (%)')).toHaveValue('3.3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Technology updated successfully');
  const polishing = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Remove Propeller polishing' }) });
  await expect(polishing.getByText('3.30')).toBeVisible();
  await expect(polishing.getByText('screening: 2.50')).toBeVisible();
  await expectAccessible(page, 'solution design with technologies');
});
