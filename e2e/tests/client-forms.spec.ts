import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { e2e } from './env.ts';
import { createVesselViaApi, expectToast, field, signInThroughApi } from './helpers.ts';

const readOnlyText =
  'This form has been marked as complete and therefore is read-only. If you wish to make changes, please contact the provider directly.';

/** Sets the status, saves, and reads the copied link and PIN from the clipboard. */
async function publish(page: Page, status: 'Published' | 'Complete', toast: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, toast);
  const access = page.getByRole('group', { name: 'Client access' });
  await access.getByRole('button', { name: 'Copy URL' }).click();
  await expectToast(page, 'Copied to clipboard');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  await access.getByRole('button', { name: 'Copy PIN Code' }).click();
  const pin = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/client\/(questionnaire|particulars)\/[A-Za-z0-9_-]{43}$/);
  expect(pin).toMatch(/^\d{6}$/);
  return { url, pin };
}

/** A separate browser context: the ship owner, who has no staff session. */
async function clientPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: e2e.baseUrl });
  return context.newPage();
}

async function enterPin(client: Page, url: string, pin: string) {
  await client.goto(url);
  await client.getByRole('button', { name: 'Open' }).click();
  await expect(client.getByText('*', { exact: true }).first()).toBeVisible();
  await expectAccessible(client, 'client PIN page with errors');
  await field(client, 'PIN Code').fill(pin === '000000' ? '111111' : '000000');
  await client.getByRole('button', { name: 'Open' }).click();
  await expectToast(client, 'Invalid PIN code');
  await field(client, 'PIN Code').fill(pin);
  await client.getByRole('button', { name: 'Open' }).click();
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('staff publish the questionnaire; the owner fills it in behind the PIN; staff complete it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInThroughApi(page);
  const path = await createVesselViaApi(page, `Forms Shipping ${stamp}`, `Nordic Star ${stamp}`);

  await page.goto(`${path}/questionnaire`);
  await expect(page.getByRole('heading', { name: 'Screening: Vessel Questionnaire' })).toBeVisible();
  await expectAccessible(page, 'staff questionnaire');
  await expect(page.getByRole('group', { name: 'Client access' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sea Searcher Import' })).toHaveCount(0);
  // Import Template downloads the xlsx the Import takes; importing it back asks first.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Import Template' }).click();
  const template = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^questionnaire-template-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('dialog', { name: 'Import Questionnaire' }).getByRole('button', { name: 'Cancel' }).click();
  await expectToast(page, 'Questionnaire import has been cancelled');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('dialog', { name: 'Import Questionnaire' }).getByRole('button', { name: 'Continue' }).click();
  await (await chooser).setFiles({
    name: 'questionnaire.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(template),
  });
  await expectToast(page, 'A new questionnaire has been imported');
  await page.getByRole('checkbox', { name: 'Hide: Call sign' }).check();
  await expectAccessible(page, 'staff questionnaire imported');
  const { url, pin } = await publish(page, 'Published', 'Questionnaire updated successfully');
  await expect(page.getByRole('button', { name: 'Sea Searcher Import' })).toHaveCount(0);

  // The owner: wrong PIN first, then the form without the hidden item.
  const client = await clientPage(browser);
  await enterPin(client, url, pin);
  await expect(client.getByRole('heading', { name: `Nordic Star ${stamp}` })).toBeVisible();
  await expect(field(client, 'Call sign')).toHaveCount(0);
  await expectAccessible(client, 'client questionnaire');
  await field(client, 'IMO number').fill('9321483');
  await field(client, 'Main engine fuel consumption, last 12 months (t)').fill('8200');
  await client.getByLabel('Add technology').selectOption({ label: 'Rotor sails' });
  const rotor = client.getByRole('group', { name: 'Rotor sails' });
  await rotor.getByLabel('Installed status').selectOption({ label: 'Planned' });
  await field(rotor, 'Planned date').fill('2027-03-01');
  await field(client, 'Existing energy saving technologies').fill('Mewis duct fitted in 2019');
  await expectAccessible(client, 'client questionnaire filled in');

  // Leaving with unsaved changes asks first: the browser's own warning, and Log out.
  const warning = new Promise<string>((resolve) =>
    client.once('dialog', async (dialog) => {
      resolve(dialog.type());
      await dialog.dismiss();
    }),
  );
  await client.close({ runBeforeUnload: true });
  expect(await warning).toBe('beforeunload');
  await client.getByRole('button', { name: 'Log out' }).click();
  await expect(client.getByText('You have unsaved changes. Leave the page without saving?')).toBeVisible();
  await expectAccessible(client, 'client unsaved changes dialog');
  await client.getByRole('button', { name: 'Stay' }).click();
  await client.getByRole('button', { name: 'Save' }).click();
  await expectToast(client, 'Questionnaire updated successfully');

  // Staff see the answers and the chosen technology, then complete the form.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Value: IMO number' })).toHaveValue('9321483');
  await expectAccessible(page, 'staff questionnaire answered');
  // This server has no Sea Searcher: the button says so instead of answering 'maintenance'.
  await expect(page.getByRole('button', { name: 'Sea Searcher Import' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Edit Vessel' }).click();
  await expect(page.getByText('Main engine fuel consumption, last 12 months (t): 8200')).toBeVisible();
  await expect(page.getByText('Rotor sails (01/03/2027)')).toBeVisible();
  await expect(page.getByText('Mewis duct fitted in 2019')).toBeVisible();
  await expectAccessible(page, 'edit vessel with questionnaire data');
  await page.getByRole('tab', { name: 'Screening: Questionnaire' }).click();
  await publish(page, 'Complete', 'Questionnaire updated successfully');
  await page.getByRole('tab', { name: 'Edit Vessel' }).click();
  await expect(page.getByText('Questionnaire (Completed)')).toBeVisible();

  await client.reload();
  await expect(client.getByText(readOnlyText)).toBeVisible();
  await expect(client.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(field(client, 'IMO number')).toHaveAttribute('readonly', '');
  await expectAccessible(client, 'client questionnaire read-only');
  await client.context().close();

  // A leaked link: staff replace the link and PIN after a confirmation.
  await page.getByRole('tab', { name: 'Screening: Questionnaire' }).click();
  const access = page.getByRole('group', { name: 'Client access' });
  const oldUrl = (await access.getByRole('button', { name: 'Copy URL' }).textContent()) ?? '';
  await access.getByRole('button', { name: 'New link and PIN' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'new link dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'New link and PIN created');
  await expect(access.getByRole('button', { name: 'Copy URL' })).not.toHaveText(oldUrl);
});

test('staff publish the particulars; the owner answers and uploads a file; staff see it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInThroughApi(page);
  const path = await createVesselViaApi(page, `Forms Shipping ${stamp}`, `Nordic Star ${stamp}`);

  await page.goto(`${path}/particulars`);
  await expect(page.getByRole('heading', { name: 'Solution Design: Vessel Particulars' })).toBeVisible();
  const first = page.getByRole('region', { name: 'Section 1', exact: true });
  await expect(field(first, 'Title')).toHaveValue('General arrangement plan');
  await expectAccessible(page, 'staff particulars');
  await page.getByRole('button', { name: 'Add section' }).click();
  const sections = page.getByRole('region', { name: /^Section \d+$/ });
  const added = sections.last();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(added.getByText('*', { exact: true })).toBeVisible();
  await expectAccessible(page, 'staff particulars with errors');
  await field(added, 'Title').fill('Shaft power meter data');
  await field(added, 'Request text').fill('Please attach one month of shaft power readings.');
  await added.getByRole('button', { name: 'Move up' }).click();
  const { url, pin } = await publish(page, 'Published', 'Vessel particulars updated');

  const client = await clientPage(browser);
  await enterPin(client, url, pin);
  const section = client.getByRole('region', { name: 'Shaft power meter data' });
  await expect(section.getByText('Please attach one month of shaft power readings.')).toBeVisible();
  await field(section, 'Response').fill('Readings from January attached.');
  const chooser = client.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({
    name: 'shaft-power.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('day;kW\n1;8450\n2;8390\n'),
  });
  await expect(section.getByText('shaft-power.txt')).toBeVisible();
  await expectAccessible(client, 'client particulars with a file');
  await client.getByRole('button', { name: 'Save' }).click();
  await expectToast(client, 'Vessel particulars updated');
  await expect(section.getByRole('link', { name: 'shaft-power.txt' })).toBeVisible();

  await page.reload();
  const answered = page.getByRole('region', { name: /^Section \d+$/ }).filter({
    has: page.getByRole('link', { name: 'shaft-power.txt' }),
  });
  await expect(field(answered, 'Response text')).toHaveValue('Readings from January attached.');
  await expectAccessible(page, 'staff particulars answered');
  await publish(page, 'Complete', 'Vessel particulars updated');
  await client.reload();
  await expect(client.getByText(readOnlyText)).toBeVisible();
  await expect(client.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expectAccessible(client, 'client particulars read-only');
  await client.context().close();
});
