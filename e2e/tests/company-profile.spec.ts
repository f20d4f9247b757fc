import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { expectToast, field, startSignedIn } from './helpers.ts';

const logo = path.join(import.meta.dirname, '..', 'fixtures', 'technology-icon.svg');

test('an admin keeps the company profile of the Word reports: refused values stay unsaved, saved ones come back', async ({
  page,
}) => {
  await startSignedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
  await expectAccessible(page, 'company profile');

  await field(page, 'Company name').fill('');
  await field(page, 'Brand colour').fill('navy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be a colour as #RRGGBB, e.g. #1F4E79')).toBeVisible();
  await expectToast(page, 'One or more fields not filled out correct');
  await expectAccessible(page, 'company profile with errors');

  await field(page, 'Company name').fill('Nordic Fuel Advisors ApS');
  await field(page, 'Brand colour').fill('#1F4E79');
  await field(page, 'Website').fill('https://www.nordicfuel.example');
  await field(page, 'Disclaimer').fill('Indicative figures; no warranty is given.');
  await page.getByRole('group', { name: 'Logo' }).locator('input[type="file"]').setInputFiles(logo);
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved successfully');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
  await expect(field(page, 'Company name')).toHaveValue('Nordic Fuel Advisors ApS');
  await expect(field(page, 'Brand colour')).toHaveValue('#1F4E79');
  await expect(field(page, 'Disclaimer')).toHaveValue('Indicative figures; no warranty is given.');
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
});
