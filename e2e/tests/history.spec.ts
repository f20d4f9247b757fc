import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import {
  createUserViaApi,
  createVesselViaApi,
  expectToast,
  field,
  signInThroughApi,
  startSignedIn,
  uniqueEmail,
} from './helpers.ts';
import { adminHeaders, type Headers, vesselWithScreeningReport } from './report-setup.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const dayMs = 24 * 60 * 60 * 1000;
/** A day as the Activity page's filter takes it (DD/MM/YYYY); its days are the company's, UTC here (no zone set). */
function filterDay(ms: number) {
  const date = new Date(ms);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** A record's History card: closed until asked for, then its entries, newest first (row 0 is the header). */
async function openHistory(page: Page, title: string) {
  const card = page.getByRole('region', { name: title, exact: true });
  const toggle = card.getByRole('button', { name: 'Show history' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('table')).toHaveCount(0);
  await toggle.click();
  await expect(card.getByRole('button', { name: 'Hide history' })).toHaveAttribute('aria-expanded', 'true');
  return card;
}

/** Closes the card again: its entries go. */
async function closeHistory(card: Locator) {
  await card.getByRole('button', { name: 'Hide history' }).click();
  await expect(card.getByRole('button', { name: 'Show history' })).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('table')).toHaveCount(0);
}

/** A technology of the catalogue's own, so its history holds only this journey's changes. */
async function createTechnologyViaApi(request: APIRequestContext, headers: Headers, name: string) {
  const [stage] = await (await request.get('/api/implementation-stages', { headers })).json();
  const [impact] = await (await request.get('/api/regulatory-impact-types', { headers })).json();
  const created = await request.post('/api/technologies', {
    headers,
    data: {
      name,
      shortName: 'HST',
      description: 'A trial of the history of a technology.',
      shortDescription: 'History trial',
      savingsPotential: 'Low',
      savingsRange: '1 – 2',
      costRange: '10 – 20k',
      implementationStages: [stage.id],
      regulatoryImpactTypes: [impact.id],
      calcSavings: 1,
      calcConfidenceInterval: 10,
      calcEquipmentCost: 0,
      calcInstallationCost: 0,
      calcOperationCost: 0,
    },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

test('a consultant renames a report and reads the change in its History; an admin finds it on the Activity page by record type, day and user', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const before = Date.now();
  const headers = await adminHeaders(request);
  const consultant = { email: uniqueEmail('karen'), password: 'karen-password', fullName: 'Karen Lund' };
  await createUserViaApi(request, consultant);
  const { vessel, vesselPath, report } = await vesselWithScreeningReport(request, headers, {
    vessel: 'History Star',
    report: `Screening ${before}`,
  });
  const renamed = `Screening ${before} renamed`;
  const change = `Report Name: Screening ${before} → ${renamed}`;

  const consultantContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const page = await consultantContext.newPage();
    await signInThroughApi(page, consultant);
    await page.goto(`${vesselPath}/screening-reports/${report.id}`);
    await expect(page.getByRole('heading', { name: `Screening Report: Screening ${before}` })).toBeVisible();

    // The History card, opened: the report as it was created.
    const history = await openHistory(page, 'History');
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Super Admin');
    await expect(rows.nth(1)).toContainText('Created');
    await expect(rows.nth(1)).toContainText(`Report Name: (empty) → Screening ${before}`);
    await expectAccessible(page, 'screening report with its history open');

    // The rename shows in the open card at once, newest first, with who made it.
    const form = page.getByRole('region', { name: 'Edit report' });
    await field(form, 'Report Name').fill(renamed);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Report updated successfully');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Karen Lund');
    await expect(rows.nth(1)).toContainText('Changed');
    await expect(rows.nth(1)).toContainText(change);
    await closeHistory(history);

    // An admin opens Activity from the Administration menu.
    const admin = await adminContext.newPage();
    await startSignedIn(admin);
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await expect(admin).toHaveURL(/\/activity$/);
    await expect(admin.getByRole('heading', { name: 'Activity' })).toBeVisible();
    const filters = admin.getByRole('search', { name: 'Filter the activity' });
    const entries = admin.getByRole('row');
    const renaming = entries.filter({ hasText: change });
    const vesselCreated = entries.filter({ hasText: `Name: (empty) → ${vessel.name}` });
    await expect(renaming).toHaveCount(1);
    await expectAccessible(admin, 'activity');

    // By record type: the reports' changes, not the vessels', and the other way round.
    await field(filters, 'Record type').click();
    await admin.getByRole('option', { name: 'Report', exact: true }).click();
    await expect(field(filters, 'Record type')).toHaveValue('Report');
    await expect(renaming).toHaveCount(1);
    await expect(renaming.getByRole('cell').nth(2)).toHaveText(`Report: ${renamed}`);
    await expect(vesselCreated).toHaveCount(0);
    await field(filters, 'Record type').click();
    await admin.getByRole('option', { name: 'Vessel', exact: true }).click();
    await expect(vesselCreated).toHaveCount(1);
    await expect(renaming).toHaveCount(0);
    await field(filters, 'Record type').click();
    await admin.getByRole('option', { name: 'Report', exact: true }).click();
    await expect(renaming).toHaveCount(1);

    // By day: a day not yet begun has nothing; a wrong date is said once the field is left.
    const from = field(filters, 'From');
    const to = field(filters, 'To');
    await from.fill(filterDay(Date.now() + dayMs));
    await expect(admin.getByText('No changes found')).toBeVisible();
    await to.fill('31/02/2026');
    await to.blur();
    await expect(filters.getByText('Must be a date (DD/MM/YYYY)')).toBeVisible();
    await expectAccessible(admin, 'activity with no changes and a wrong date');
    await from.fill(filterDay(before - dayMs));
    await to.fill(filterDay(Date.now() + dayMs));
    await expect(filters.getByText('Must be a date (DD/MM/YYYY)')).toHaveCount(0);
    await expect(renaming).toHaveCount(1);

    // By user: only the consultant's change; its record opens the report.
    await field(filters, 'User').click();
    await admin.getByRole('option', { name: 'Karen Lund', exact: true }).click();
    await expect(entries).toHaveCount(2);
    await expect(renaming).toHaveCount(1);
    await expectAccessible(admin, 'activity filtered');
    await renaming.getByRole('button', { name: `Report: ${renamed}` }).click();
    await expect(admin.getByRole('heading', { name: `Screening Report: ${renamed}` })).toBeVisible();
  } finally {
    await consultantContext.close();
    await adminContext.close();
  }
});

test("a client's and a technology's History cards open on request, load older entries with Load more and read again after a save", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const stamp = Date.now();
  const client = `History Shipping ${stamp}`;
  const created = await request.post('/api/customers', { headers, data: { name: client } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  // 51 saves of the note: with the creation, 52 entries, one more than a page (50) and one.
  for (let n = 1; n <= 51; n += 1) {
    const saved = await request.put(`/api/customers/${id}`, { headers, data: { name: client, note: `Call ${n}` } });
    expect(saved.ok()).toBe(true);
  }
  await signInThroughApi(page);

  // The client: the newest 50, then the older ones.
  await page.goto(`/customers/${id}`);
  await expect(page.getByRole('heading', { name: client })).toBeVisible();
  let history = await openHistory(page, 'History');
  let rows = history.getByRole('row');
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText('Note: Call 50 → Call 51');
  await expect(rows.nth(50)).toContainText('Note: Call 1 → Call 2');
  const more = history.getByRole('button', { name: 'Load more' });
  await expectAccessible(page, 'client with its history open');
  await more.click();
  await expect(rows).toHaveCount(53);
  await expect(rows.nth(51)).toContainText('Note: (empty) → Call 1');
  await expect(rows.nth(52)).toContainText('Created');
  await expect(more).toHaveCount(0);

  // A save in the Edit dialog shows at the top of the open card.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await field(dialog, 'Address').fill('Havnegade 1, Aarhus');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Client updated');
  await expect(rows.nth(1)).toContainText('Address: (empty) → Havnegade 1, Aarhus');
  await expect(rows.nth(1)).toContainText('Super Admin');
  await closeHistory(history);

  // A technology: its card below every tab.
  const technology = await createTechnologyViaApi(request, headers, `History Vane ${stamp}`);
  await page.goto(`/technologies/${technology.id}`);
  await expect(page.getByRole('heading', { name: `History Vane ${stamp}` })).toBeVisible();
  history = await openHistory(page, 'History');
  rows = history.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Created');
  await expect(history.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectAccessible(page, 'technology with its history open');
  await field(page, 'Short name').fill('HSV');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Technology updated');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Short name: HST → HSV');
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
  await expect(rows).toHaveCount(3);
  await expectAccessible(page, 'technology suppliers with its history open');
});

test("a vessel's Edit, Questionnaire and Particulars tabs each have a History card that reads again after a save; Activity names the forms by their vessel and opens their tabs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signInThroughApi(page);
  const vesselPath = await createVesselViaApi(page, `History Fleet ${stamp}`, `History Wind ${stamp}`);

  // Edit Vessel: the vessel's own history.
  await page.goto(`${vesselPath}/edit`);
  await expect(page.getByRole('heading', { name: `History Wind ${stamp}`, exact: true })).toBeVisible();
  let history = await openHistory(page, 'Vessel history');
  let rows = history.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Created');
  await expectAccessible(page, 'edit vessel with its history open');
  // The name and type's form, under its title Vessel.
  const vesselForm = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Vessel', exact: true }) });
  await field(vesselForm, 'Name').fill(`History Breeze ${stamp}`);
  await vesselForm.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Changes saved successfully');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Name: History Wind ${stamp} → History Breeze ${stamp}`);

  // Questionnaire
  await page.getByRole('tab', { name: 'Screening: Questionnaire' }).click();
  await expect(page.getByRole('heading', { name: 'Screening: Vessel Questionnaire' })).toBeVisible();
  history = await openHistory(page, 'Questionnaire history');
  rows = history.getByRole('row');
  await expect(history.getByText('No changes recorded yet')).toBeVisible();
  await field(page, 'Existing energy saving technologies').fill('Mewis duct fitted in 2019');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Questionnaire updated successfully');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Existing energy saving technologies: (empty) → Mewis duct fitted in 2019');
  await expectAccessible(page, 'questionnaire with a change in its history');

  // Particulars
  await page.getByRole('tab', { name: 'Solution Design: Vessel Particulars' }).click();
  await expect(page.getByRole('heading', { name: 'Solution Design: Vessel Particulars' })).toBeVisible();
  history = await openHistory(page, 'Vessel Particulars history');
  rows = history.getByRole('row');
  await expect(history.getByText('No changes recorded yet')).toBeVisible();
  const first = page.getByRole('region', { name: 'Section 1', exact: true });
  await expect(field(first, 'Title')).toHaveValue('General arrangement plan');
  await field(first, 'Response text').fill('Plan sent by e-mail.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Vessel particulars updated');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('General arrangement plan: (empty) → Plan sent by e-mail.');
  await expectAccessible(page, 'particulars with a change in its history');

  // Activity names each form by its vessel, and opens the vessel's tab of the form.
  const vesselName = `History Breeze ${stamp}`;
  const openFromActivity = async (recordType: string, linkText: string, heading: string, tab: string) => {
    await page.goto('/activity');
    const filters = page.getByRole('search', { name: 'Filter the activity' });
    await field(filters, 'Record type').click();
    await page.getByRole('option', { name: recordType, exact: true }).click();
    const link = page.getByRole('row').getByRole('button', { name: linkText, exact: true });
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${vesselPath}/${tab}$`));
  };
  await openFromActivity(
    'Questionnaire',
    `Questionnaire of ${vesselName}`,
    'Screening: Vessel Questionnaire',
    'questionnaire',
  );
  await openFromActivity(
    'Vessel Particulars',
    `Particulars of ${vesselName}`,
    'Solution Design: Vessel Particulars',
    'particulars',
  );
});
