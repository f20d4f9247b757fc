import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { expectToast, field, startSignedIn } from './helpers.ts';

// A 1×1 PNG and a small SVG: real image files, checked byte for byte by the server.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#0a5"/></svg>',
);
const libreOfficeXlsx = path.join(import.meta.dirname, '../../apps/api/test/fixtures/vessels-libreoffice.xlsx');

test('a consultant sets up a client with contact, project, rates and a vessel, then copies, imports and archives', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const client = `Journey Shipping ${stamp}`;
  await startSignedIn(page);

  // Client
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'New Client' }).click();
  let dialog = page.getByRole('dialog', { name: 'New Client' });
  await field(dialog, 'Name').fill(client);
  await field(dialog, 'Address').fill('Kalkbrænderiløbskaj 4, Copenhagen');
  await expectAccessible(page, 'New Client dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Client created');
  await expect(page.getByRole('heading', { name: client })).toBeVisible();
  await expectAccessible(page, 'client');
  const clientUrl = page.url();

  // Contact
  await page.getByRole('button', { name: 'Add' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('*', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'Add Contact dialog with errors');
  await field(dialog, 'Name').fill('Jens Chief');
  await field(dialog, 'Title').fill('Chief Engineer');
  await field(dialog, 'Email').fill('jens@journey.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Contact added');
  await expect(page.getByRole('cell', { name: 'Jens Chief' })).toBeVisible();

  // Two projects: the second is where the vessel gets copied to.
  for (const name of ['Copy target', 'Fleet screening']) {
    await page.goto(clientUrl);
    await page.getByRole('button', { name: 'Create Project' }).click();
    dialog = page.getByRole('dialog');
    await field(dialog, 'Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Project created');
    await expect(page).toHaveURL(/\/projects\/\d+\/vessels$/);
  }
  const projectUrl = page.url();
  await expect(page.getByRole('button', { name: 'Create Vessel' })).toBeVisible();
  await expectAccessible(page, 'project vessels');

  // Consumption rates: prefilled from the fuel defaults, both values required.
  await page.getByRole('tab', { name: 'Consumption Rates' }).click();
  await expect(page).toHaveURL(/\/consumption$/);
  const hfoPrice = page.getByRole('textbox', { name: 'Heavy Fuel Oil Price (USD per MT)' });
  await expect(hfoPrice).toHaveValue('480');
  await hfoPrice.fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('*', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'project consumption rates with errors');
  await hfoPrice.fill('512.5');
  await page.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Consumption rates updated');

  // Vessel
  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByRole('button', { name: 'Create Vessel' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Vessel' });
  await field(dialog, 'Name').fill('MV Journey');
  await expectAccessible(page, 'Create Vessel dialog');
  await field(dialog, 'Vessel type').first().click();
  await page.getByRole('option', { name: 'Bulk Carrier', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Vessel created');
  await expect(page.getByRole('heading', { name: /MV Journey \(Bulk Carrier\)/ })).toBeVisible();
  await expectAccessible(page, 'vessel');

  // Consumption rows
  await page.getByRole('tab', { name: 'Edit Vessel' }).click();
  const panel = page.getByRole('region', { name: 'Categories & Types' });
  await expect(
    panel.getByText('Consumption data from questionnaire below. Please review and add values manually.'),
  ).toBeVisible();
  const row1 = panel.getByRole('group', { name: 'Consumption row 1' });
  await field(row1, 'Consumption Category').first().click();
  await page.getByRole('option', { name: 'Main Engine', exact: true }).click();
  await field(row1, 'Consumption Rate').first().click();
  await page.getByRole('option', { name: /HFO/ }).click();
  await field(row1, 'Annual Consumption').fill('5400');
  await panel.getByRole('button', { name: 'Add' }).click();
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel.getByText('*', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'edit vessel with errors');
  const row2 = panel.getByRole('group', { name: 'Consumption row 2' });
  await field(row2, 'Consumption Category').first().click();
  await page.getByRole('option', { name: 'Auxiliary Engine', exact: true }).click();
  await field(row2, 'Consumption Rate').first().click();
  await page.getByRole('option', { name: /MGO/ }).click();
  await field(row2, 'Annual Consumption').fill('720');
  await panel.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Vessel categories and types updated successfully');

  // Report images
  const images = page.getByRole('region', { name: 'Report Images' });
  for (const [slot, file] of [
    ['Vessel Image 1', { name: 'bridge.png', mimeType: 'image/png', buffer: png }],
    ['Vessel Image 2', { name: 'profile.svg', mimeType: 'image/svg+xml', buffer: svg }],
  ] as const) {
    const group = images.getByRole('group', { name: slot });
    const chooser = page.waitForEvent('filechooser');
    await group.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(file);
    await expect(group.getByRole('img', { name: slot })).toBeVisible();
  }
  const preview = images.getByRole('img', { name: 'Vessel Image 1' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.reload();
  await expect(images.getByRole('img', { name: 'Vessel Image 2' })).toBeVisible();
  await expectAccessible(page, 'edit vessel with images');
  const vesselUrl = page.url().replace(/\/edit$/, '');

  // Copy to the other project
  await page.goto(vesselUrl);
  await page.getByRole('button', { name: 'Copy to ..' }).click();
  dialog = page.getByRole('dialog');
  await field(dialog, 'Project').first().click();
  await page.getByRole('option', { name: 'Copy target', exact: true }).click();
  await expectAccessible(page, 'Copy vessel dialog');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Vessel copied to project');
  await expect(page.getByRole('heading', { name: /MV Journey \(Bulk Carrier\)/ })).toBeVisible();
  expect(page.url()).not.toBe(vesselUrl);
  await page.getByRole('tab', { name: 'Edit Vessel' }).click();
  await expect(
    page.getByRole('region', { name: 'Report Images' }).getByRole('img', { name: 'Vessel Image 1' }),
  ).toBeVisible();

  // Import vessels from a spreadsheet written by LibreOffice
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Import Vessels' }).click();
  await expect(page.getByRole('dialog', { name: 'Import Vessels' })).toBeVisible();
  await expectAccessible(page, 'Import Vessels dialog');
  await page.getByRole('dialog', { name: 'Import Vessels' }).getByRole('button', { name: 'Cancel' }).click();
  await expectToast(page, 'Project Vessels import cancelled');
  await page.getByRole('button', { name: 'Import Vessels' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Import Vessels' }).getByRole('button', { name: 'Continue' }).click();
  await (await chooser).setFiles(libreOfficeXlsx);
  await expectToast(page, 'Project Vessels imported');
  await expectToast(page, '3 vessels imported');
  for (const name of ['Nordic Star', 'Ocean Pearl', 'Polar Wind']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Sea Breeze')).toHaveCount(0);
  await expectAccessible(page, 'project vessels after import');

  // Archive the vessel: the word must be DELETE (any case)
  await page.goto(`${vesselUrl}/edit`);
  await page.getByRole('button', { name: 'Archive Vessel' }).click();
  dialog = page.getByRole('dialog', { name: 'Archive Vessel' });
  await field(dialog, 'Confirmation').fill('remove');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(
    dialog.getByText('If you really want to archive this entity, type DELETE and click Delete button again.'),
  ).toBeVisible();
  await field(dialog, 'Confirmation').fill('delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Vessel archived');
  await expect(page).toHaveURL(projectUrl);
  await expect(page.getByText('MV Journey', { exact: true })).toHaveCount(0);
  await page.goto(vesselUrl);
  await expect(page.getByRole('heading', { name: /MV Journey/ })).toHaveCount(0);
});
