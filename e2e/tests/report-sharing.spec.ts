import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { e2e } from './env.ts';
import { expectToast, field, signInThroughApi } from './helpers.ts';
import { adminHeaders, type Headers, vesselWithScreeningReport } from './report-setup.ts';

const desktop = { width: 1400, height: 900 };
const phone = { width: 390, height: 844 };

/** Two technologies of the catalogue included through the API, with the regulatory impact's years for the outlooks. */
async function includeTechnologies(request: APIRequestContext, headers: Headers, reportId: number) {
  const available = await (await request.get(`/api/reports/${reportId}/available-technologies`, { headers })).json();
  for (const name of ['Rotor sails', 'LED lighting']) {
    const offer = available.find((a: { technology: { name: string } }) => a.technology.name === name);
    const res = await request.post(`/api/reports/${reportId}/included-technologies`, {
      headers,
      data: {
        vesselTypeTechnologyDetailSnapshotId: offer.vesselTypeTechnologyDetailSnapshotId,
        technology: { id: offer.technology.id },
        calcSavings: offer.calcSavings ?? 3,
        calcConfidenceInterval: offer.calcConfidenceInterval ?? 10,
        calcEquipmentCost: offer.calcEquipmentCost ?? 100_000,
        calcInstallationCost: offer.calcInstallationCost ?? 20_000,
        calcOperationCost: offer.calcOperationCost ?? 1_000,
        vesselTechnologyFixedConsumptionSavings: [],
      },
    });
    expect(res.status()).toBe(201);
  }
  const impact = await request.put(`/api/reports/${reportId}/regulatory-impact`, {
    headers,
    data: {
      regulatoryImpactPctInEu: 50,
      regulatoryImpactCarbonRate: 80,
      regulatoryImpactStartYear: 2026,
      regulatoryImpactNumberOfYears: 5,
    },
  });
  expect(impact.ok()).toBe(true);
}

/** A record's History card opened: its entries, newest first (row 0 is the header). */
async function historyRows(page: Page): Promise<Locator> {
  const card = page.getByRole('region', { name: 'History', exact: true });
  const hide = card.getByRole('button', { name: 'Hide history' });
  if (!(await hide.isVisible())) await card.getByRole('button', { name: 'Show history' }).click();
  await expect(card.getByRole('table')).toBeVisible();
  return card.getByRole('row');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('staff complete and share a report; the ship owner opens it on a phone with the PIN, reads it and downloads the PDF; staff see it opened', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const headers = await adminHeaders(request);
  const stamp = Date.now();
  const { vessel, vesselPath, report } = await vesselWithScreeningReport(request, headers, {
    vessel: 'Shared Star',
    report: `Screening ${stamp}`,
  });
  await includeTechnologies(request, headers, report.id);
  const reportUrl = `${vesselPath}/screening-reports/${report.id}`;

  // Staff complete the report; then it can be shared.
  await page.setViewportSize(desktop);
  await signInThroughApi(page);
  await page.goto(reportUrl);
  await expect(page.getByRole('heading', { name: `Screening Report: Screening ${stamp}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ship owner' })).toHaveCount(0);
  const form = page.getByRole('region', { name: 'Edit report' });
  await field(form, 'Status').first().click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Report updated successfully');
  const card = page.getByRole('region', { name: 'Ship owner' });
  await card.getByRole('button', { name: 'Share with the ship owner' }).click();
  await expectToast(page, 'The report is shared with the ship owner');
  await expect(card.getByText('Not opened by the ship owner yet')).toBeVisible();
  // The link now sits under the pointer: its 'Click to copy' tip goes once the pointer leaves.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectAccessible(page, 'shared report, staff');

  const access = card.getByRole('group', { name: 'Client access' });
  await access.getByRole('button', { name: 'Copy URL' }).click();
  await expectToast(page, 'Copied to clipboard');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  await access.getByRole('button', { name: 'Copy PIN Code' }).click();
  const pin = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/client\/report\/[A-Za-z0-9_-]{43}$/);
  expect(pin).toMatch(/^\d{6}$/);

  // The ship owner, on a phone: a wrong PIN first, then the report.
  const ownerContext = await browser.newContext({ baseURL: e2e.baseUrl, viewport: phone, acceptDownloads: true });
  const owner = await ownerContext.newPage();
  await owner.goto(url);
  await expect(owner.getByRole('heading', { name: 'Vessel Report' })).toBeVisible();
  await expectAccessible(owner, 'shared report PIN page');
  await field(owner, 'PIN Code').fill(pin === '000000' ? '111111' : '000000');
  await owner.getByRole('button', { name: 'Open' }).click();
  await expectToast(owner, 'Invalid PIN code');
  await field(owner, 'PIN Code').fill(pin);
  await owner.getByRole('button', { name: 'Open' }).click();
  await expect(owner.getByRole('heading', { name: `Screening Report: Screening ${stamp}` })).toBeVisible();
  await expect(owner.getByText(vessel.name)).toBeVisible();

  // The summary first, in the first screen; then the technologies, charts and outlooks.
  const summary = owner.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Fuel saved per year')).toBeInViewport();
  const sections = await owner.getByRole('heading', { level: 3 }).allTextContents();
  expect(sections).toEqual(['Summary', 'Technologies and finances', 'Charts', 'Outlooks', 'Download']);
  const technologies = owner.getByRole('table', { name: 'Included technologies' });
  await expect(technologies.getByRole('rowheader', { name: 'Rotor sails' })).toBeVisible();
  // The charts are drawn when the reader scrolls to them.
  const charts = owner.getByRole('region', { name: 'Charts' });
  await charts.scrollIntoViewIfNeeded();
  await expect(charts.getByRole('img', { name: 'Fuel and CO2 saved per year, by technology' })).toBeVisible();
  await expect(charts.getByText(/Bar chart of the fuel saved/)).toBeVisible();
  await expect(owner.getByRole('table', { name: 'EU ETS outlook' })).toBeAttached();
  // Nothing is wider than the phone: the page does not scroll sideways.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(owner, 'shared report on a phone');

  // As long as the server lets LibreOffice convert (PDF_TIMEOUT_MS): on a busy machine more than the 15 s of a click.
  const download = owner.waitForEvent('download', { timeout: 60_000 });
  await owner.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Screening ${stamp} \\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Staff see it opened and downloaded, by the ship owner through the link.
  await page.reload();
  await expect(card.getByText(/^Opened by the ship owner on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  const rows = await historyRows(page);
  await expect(rows.nth(1)).toContainText('Ship owner (link)');
  await expect(rows.nth(1)).toContainText('Downloaded');
  await expect(rows.nth(1)).toContainText(pdf.suggestedFilename());
  await expect(rows.nth(2)).toContainText('Opened');
  await expect(rows.nth(3)).toContainText('Shared with the ship owner');
  await expectAccessible(page, 'shared report opened, staff');

  // Staff stop sharing: the ship owner's page asks for the PIN again, and the PIN opens nothing.
  await card.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'The report is no longer shared');
  await expect(card.getByRole('button', { name: 'Share with the ship owner' })).toBeVisible();
  await owner.getByRole('button', { name: 'Download PDF' }).click();
  await expect(field(owner, 'PIN Code')).toBeVisible();
  await field(owner, 'PIN Code').fill(pin);
  await owner.getByRole('button', { name: 'Open' }).click();
  await expectToast(owner, 'This report is not available. Please contact the provider directly.');
  await ownerContext.close();
});
