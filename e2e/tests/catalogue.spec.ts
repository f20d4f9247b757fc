import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { apiSession, createUserViaApi, expectToast, field, startSignedIn, uniqueEmail } from './helpers.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** Chooses a file through the Upload button inside `scope`. */
async function upload(page: Page, scope: Locator, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(file);
}

async function pick(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin builds a technology with icon, supplier and maker, orders a category, uploads a report template and downloads the guide and a default template', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const supplier = `Blue Sea Supply ${stamp}`;
  const maker = `Propulsion Works ${stamp}`;
  const technology = `Hull Vane ${stamp}`;
  await startSignedIn(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  // A supplier and a maker to link.
  for (const [link, button, name, toast] of [
    ['Suppliers', 'Create Supplier', supplier, 'Supplier created'],
    ['Makers', 'Create Maker', maker, 'Maker created'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: button });
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'Country').fill('Netherlands');
    await expectAccessible(page, `${button} dialog`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, toast);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await expectAccessible(page, link);
  }

  // The seeded catalogue is there; a new technology is checked, then created with an icon.
  await nav.getByRole('link', { name: 'Technologies' }).click();
  await expect(page.getByRole('cell', { name: 'Rotor sails', exact: false }).first()).toBeVisible();
  await expectAccessible(page, 'technologies');
  await page.getByRole('button', { name: 'Create Technology' }).click();
  await expect(page).toHaveURL(/\/technologies\/create$/);
  const create = page.getByRole('button', { name: 'Create Technology' });
  await create.click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByText('Tick at least one implementation stage')).toBeVisible();
  await expect(page.getByText('Tick at least one regulatory impact type')).toBeVisible();
  await expectAccessible(page, 'create technology with errors');
  await field(page, 'Name').fill(technology);
  await field(page, 'Short name').fill('HV');
  await field(page, 'Description').fill('A fixed foil below the transom that turns stern waves into thrust.');
  await field(page, 'Short description').fill('Stern foil');
  await field(page, 'Savings potential').fill('Medium');
  await field(page, 'Savings range').fill('3 – 8');
  await field(page, 'Cost range').fill('250 – 400k');
  await field(page, 'Savings (%)').fill('5.5');
  await field(page, 'Confidence interval (%)').fill('20');
  await field(page, 'Equipment cost (USD)').fill('300000');
  await field(page, 'Installation cost (USD)').fill('ten');
  await field(page, 'Operation cost (USD/year)').fill('2000');
  await page.getByRole('checkbox', { name: 'Retrofit at dry dock' }).check();
  await page.getByRole('checkbox', { name: 'CII', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Main Engine' }).check();
  await create.click();
  await expect(page.getByText('Must be a number')).toBeVisible();
  await field(page, 'Installation cost (USD)').fill('60000');
  const icon = page.getByRole('group', { name: 'Icon' });
  await upload(page, icon, fixture('technology-icon.svg'));
  await expect(icon.getByRole('img', { name: 'Icon' })).toBeVisible();
  await create.click();
  await expectToast(page, 'Technology created');
  await expect(page).toHaveURL(/\/technologies\/\d+$/);
  await expect(page.getByRole('group', { name: 'Icon' }).getByRole('img', { name: 'Icon' })).toBeVisible();
  await expect(field(page, 'Installation cost (USD)')).toHaveValue('60000');
  await expectAccessible(page, 'technology');

  // Its savings differ on tankers: an own value for that vessel type, the others fall back.
  await page.getByRole('button', { name: 'Add vessel type values' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add vessel type values' });
  await pick(page, field(dialog, 'Vessel type'), 'Oil Tanker');
  await field(dialog, 'Savings (%)').fill('lots');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be a number')).toBeVisible();
  await expectAccessible(page, 'vessel type values dialog with errors');
  await field(dialog, 'Savings (%)').fill('7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Vessel type values saved');
  await expect(page.getByRole('cell', { name: 'Oil Tanker', exact: true })).toBeVisible();

  // Supplier link.
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/technologies\/\d+\/suppliers$/);
  await expect(page.getByRole('button', { name: 'Add Supplier' })).toBeVisible();
  await expectAccessible(page, 'technology suppliers');
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Supplier' });
  await pick(page, field(dialog, 'Supplier'), supplier);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Supplier added to technology');
  await expect(page.getByRole('cell', { name: supplier, exact: true })).toBeVisible();

  // Maker link: the Word template is required, then both templates are attached.
  await page.getByRole('tab', { name: 'Makers' }).click();
  await page.getByRole('button', { name: 'Add Maker' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Maker' });
  await pick(page, field(dialog, 'Maker'), maker);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Please upload Word template to create technology maker');
  await upload(page, dialog.getByRole('group', { name: 'Calculation template' }), fixture('calculation-template.xlsx'));
  await expect(dialog.getByText('calculation-template.xlsx')).toBeVisible();
  await upload(page, dialog.getByRole('group', { name: 'Word template' }), fixture('maker-word-template.docx'));
  await expect(dialog.getByText('maker-word-template.docx')).toBeVisible();
  await expectAccessible(page, 'Add Maker dialog with files');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Technology maker created');
  await expect(page.getByRole('cell', { name: maker, exact: true })).toBeVisible();
  await expectAccessible(page, 'technology makers');

  // The new technology acts on the main engine, last in its order; moving it up swaps it.
  await nav.getByRole('link', { name: 'Consumption Categories' }).click();
  await page.getByRole('cell', { name: 'Main Engine', exact: true }).click();
  await expect(page).toHaveURL(/\/consumption-categories\/\d+$/);
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Up' }) });
  await expect(rows.last()).toContainText(technology);
  await expectAccessible(page, 'consumption category');
  const count = await rows.count();
  await rows.last().getByRole('button', { name: 'Up' }).click();
  await expectToast(page, 'Saved');
  await expect(rows.nth(count - 2)).toContainText(technology);
  await page.reload();
  await expect(rows.nth(count - 2)).toContainText(technology);
  await expect(rows.last()).not.toContainText(technology);

  // A Word template for screening reports.
  await nav.getByRole('link', { name: 'Report Templates' }).click();
  const screening = page.getByRole('region', { name: 'Screening Report' });
  await upload(page, screening, fixture('screening-report-template.docx'));
  await expectToast(page, 'Report template uploaded');
  const row = screening.getByRole('row', { name: /screening-report-template\.docx/ });
  await expect(row).toContainText('In use');
  await expectAccessible(page, 'report templates');

  // The template guide and the default template download as Word documents.
  for (const [button, name] of [
    [page.getByRole('button', { name: 'Template guide' }), /guide.*\.docx$/i],
    [screening.getByRole('button', { name: 'Default template' }), /\.docx$/],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(name);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes('word/document.xml')).toBe(true);
  }
});

test('a User cannot open the catalogue pages or change the catalogue', async ({ page, request }) => {
  const email = uniqueEmail('consultant');
  await createUserViaApi(request, { email, password: 'consultant-pass', fullName: 'Cora Consultant' });
  await startSignedIn(page, { email, password: 'consultant-pass' });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Technologies' })).toHaveCount(
    0,
  );
  for (const address of ['/technologies', '/technologies/create', '/suppliers', '/makers', '/report-template-files']) {
    await page.goto(address);
    await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);
  }

  const { headers } = await apiSession(request, { email, password: 'consultant-pass' });
  const read = await request.get('/api/technologies', { headers });
  expect(read.status()).toBe(200);
  expect((await read.json()).length).toBeGreaterThanOrEqual(15);
  const write = await request.post('/api/suppliers', { headers, data: { name: 'Sneaky Supplies' } });
  expect(write.status()).toBe(403);
});
