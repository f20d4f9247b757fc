import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { expectToast, field, signInThroughApi } from './helpers.ts';
import { adminHeaders, type Headers, vesselWithScreeningReport } from './report-setup.ts';

/**
 * A bulk carrier of the demo project burning 6000 MT HFO in the main engine and 800 MT MGO in the
 * auxiliary engine, with a screening report and a solution design based on it.
 */
async function vesselWithSolutionDesign(request: APIRequestContext, headers: Headers) {
  const { vessel, vesselPath, report } = await vesselWithScreeningReport(request, headers, {
    vessel: 'Savings Form Journey',
    report: 'Form screening',
  });
  const design = await request.post('/api/reports', {
    headers,
    data: { name: 'Form design', type: 1, vessel: { id: vessel.id }, basedOn: { id: report.id } },
  });
  expect(design.status()).toBe(201);
  return { vesselPath, design: await design.json() };
}

type MakerLink = {
  maker: { name: string };
  calcSavings: number;
  calcConfidenceInterval: number;
  calcEquipmentCost: number;
  calcInstallationCost: number;
  calcOperationCost: number;
};

/**
 * A maker's link to the technology, with its offer: one the catalogue has already, else a new maker
 * linked to it here (a link needs a Word template: the fixture's).
 */
async function makerOf(request: APIRequestContext, headers: Headers, technologyName: string): Promise<MakerLink> {
  const [technology] = await (
    await request.get(`/api/technologies?search=${encodeURIComponent(technologyName)}`, { headers })
  ).json();
  const links = await (await request.get(`/api/technologies/${technology.id}/makers`, { headers })).json();
  if (links.length > 0) return links[0];
  const maker = await (
    await request.post('/api/makers', {
      headers,
      data: { name: `Heat Works ${Date.now()}`, country: 'Denmark', description: null },
    })
  ).json();
  const bytes = readFileSync(path.join(import.meta.dirname, '../fixtures/maker-word-template.docx'));
  const mimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const file = await (
    await request.post('/api/files', {
      headers,
      data: { name: 'maker.docx', contentSize: bytes.length, mimeType, usage: 'docx' },
    })
  ).json();
  const put = await request.put(file.presignedUrl, {
    headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': mimeType },
    data: bytes,
  });
  expect(put.ok()).toBe(true);
  const link = await request.post(`/api/technologies/${technology.id}/makers`, {
    headers,
    data: {
      maker: { id: maker.id },
      calcSavings: 3,
      calcConfidenceInterval: 30,
      calcEquipmentCost: 500_000,
      calcInstallationCost: 100_000,
      calcOperationCost: 10_000,
      wordTemplateFile: { id: file.file.id },
    },
  });
  expect(link.status()).toBe(201);
  return link.json();
}

/** A solution design of the journey's own vessel, and a maker's offer for the technology. */
async function designAndOffer(request: APIRequestContext, technology: string) {
  const headers = await adminHeaders(request);
  const { vesselPath, design } = await vesselWithSolutionDesign(request, headers);
  return { headers, vesselPath, design, offer: await makerOf(request, headers, technology) };
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a consultant saves a solution design technology with a maker; the form shows the engine’s saving and refuses what it cannot calculate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const technology = 'Waste heat recovery';
  const { headers, vesselPath, design, offer } = await designAndOffer(request, technology);
  const makerName = offer.maker.name;

  await signInThroughApi(page);
  await page.goto(`${vesselPath}/solution-designs/${design.id}`);
  await page.getByRole('button', { name: `Add ${technology}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${technology}` });
  const whatIf = dialog.getByRole('region', { name: 'Effect on the report' });

  // Savings (MT) is the engine's saving: its savings % of the 6000 + 800 MT it acts on.
  const savingsPct = Number(await field(dialog, 'Savings (%)').inputValue());
  expect(savingsPct).toBeGreaterThan(0);
  await expect(field(dialog, 'Savings (MT)')).toHaveValue(twoDecimals.format((6800 * savingsPct) / 100));
  await field(dialog, 'Savings (%)').fill('4');
  await expect(field(dialog, 'Savings (MT)')).toHaveValue('272.00');
  await expect(whatIf.getByText('Njord Score')).toBeVisible();
  await expectAccessible(page, 'add technology dialog');

  // The what-if shows nothing from invalid input, only which field to fix.
  await field(dialog, 'Savings (%)').fill('250');
  await expect(whatIf).toContainText('Savings (%): Must be at most 100');
  await expect(whatIf.getByText('Njord Score')).toHaveCount(0);
  await expect(field(dialog, 'Savings (MT)')).toHaveValue('–');
  await field(dialog, 'Savings (%)').fill('4');
  await expect(whatIf.getByText('Njord Score')).toBeVisible();

  // Fixed MT only where the vessel burns fuel, and at most what it burns there.
  const fixed = dialog.getByRole('group', { name: 'Fixed savings (MT)' });
  await expect(fixed.getByRole('textbox')).toHaveCount(2);
  await expect(fixed.getByLabel(/^Main Engine – Marine Gas Oil/)).toHaveCount(0);
  await field(dialog, 'Main Engine – Heavy Fuel Oil (MT)').fill('7000');
  const tooMuch = "Must be at most 6,000, the vessel's annual consumption";
  await expect(whatIf).toContainText(tooMuch);
  await expectAccessible(page, 'add technology dialog with errors');

  // Saving refuses it on its field and asks for the maker; the same toast twice is one toast.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'One or more fields not filled out correct');
  await expect(dialog.getByText('Technology maker (*)')).toBeVisible();
  await expect(field(dialog, 'Main Engine – Heavy Fuel Oil (MT)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'One or more fields not filled out correct' })).toHaveCount(1);

  await field(dialog, 'Main Engine – Heavy Fuel Oil (MT)').fill('500');
  await expect(field(dialog, 'Savings (%)')).toHaveValue('0');
  await expect(field(dialog, 'Savings (MT)')).toHaveValue('500.00');
  await field(dialog, 'Technology maker').first().click();
  await page.getByRole('option', { name: makerName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Technology added successfully');
  await expect(dialog).toBeHidden();

  // The table shows the saving the form showed, and the report keeps the maker.
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove ${technology}` }) });
  await expect(row).toContainText('500.00');
  const included = await (await request.get(`/api/reports/${design.id}/included-technologies`, { headers })).json();
  expect(included).toHaveLength(1);
  expect(included[0].technologyMaker?.name).toBe(makerName);
  expect(included[0].calcSavingsInMt.value).toBe(500);
});

test('on a phone a consultant takes a maker’s offer in one step; the table scrolls sideways once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const technology = 'Waste heat recovery';
  const { headers, vesselPath, design, offer } = await designAndOffer(request, technology);
  const makerName = offer.maker.name;

  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page);
  await page.goto(`${vesselPath}/solution-designs/${design.id}`);
  await page.getByRole('button', { name: `Add ${technology}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${technology}` });
  await field(dialog, 'Savings (%)').fill('1');
  await field(dialog, 'Technology maker').first().click();
  await page.getByRole('option', { name: makerName }).click();

  // The maker's values beside the current ones, taken with one button.
  const offered = dialog.getByRole('group', { name: `${makerName}'s values` });
  await expect(offered).toContainText(`savings ${twoDecimals.format(offer.calcSavings)} %`);
  await offered.getByRole('button', { name: `Use ${makerName}'s values` }).click();
  await expect(offered).toBeHidden();
  const shown = async (label: string) => Number((await field(dialog, label).inputValue()).replaceAll(',', ''));
  expect(await shown('Savings (%)')).toBe(offer.calcSavings);
  expect(await shown('Confidence interval (%)')).toBe(offer.calcConfidenceInterval);
  expect(await shown('Equipment cost (USD)')).toBe(offer.calcEquipmentCost);
  expect(await shown('Installation cost (USD)')).toBe(offer.calcInstallationCost);
  expect(await shown('Operation cost (USD/year)')).toBe(offer.calcOperationCost);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Technology added successfully');
  await expect(dialog).toBeHidden();

  const included = await (await request.get(`/api/reports/${design.id}/included-technologies`, { headers })).json();
  expect(included[0].technologyMaker?.name).toBe(makerName);
  expect(included[0].calcSavings.value).toBe(offer.calcSavings);
  expect(included[0].calcEquipmentCost.value).toBe(offer.calcEquipmentCost);

  // Wider than the phone, the included technologies table scrolls in one scroller, not two nested.
  const table = page.getByRole('table').filter({ has: page.getByRole('button', { name: `Remove ${technology}` }) });
  const scrollers = await table.evaluate((element) => {
    const found: number[] = [];
    for (let e = element.parentElement; e; e = e.parentElement) {
      const { overflowX } = getComputedStyle(e);
      if ((overflowX === 'auto' || overflowX === 'scroll') && e.scrollWidth > e.clientWidth) found.push(e.scrollWidth);
    }
    return found;
  });
  expect(scrollers).toHaveLength(1);
});
