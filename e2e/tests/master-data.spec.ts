import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { createUserViaApi, expectToast, field, startSignedIn, uniqueEmail } from './helpers.ts';

test('an admin keeps vessel types, consumption types and users, and cannot delete what is in use', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await startSignedIn(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  // Vessel types: required fields, create, edit, delete; a type in use is refused.
  await nav.getByRole('link', { name: 'Vessel Types' }).click();
  await expect(page.getByRole('cell', { name: 'Bulk Carrier', exact: true })).toBeVisible();
  await expectAccessible(page, 'vessel types');
  await page.getByRole('button', { name: 'Create Vessel Type' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Vessel Type' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('*', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'Create Vessel Type dialog with errors');
  await field(dialog, 'Name').fill(`Icebreaker ${stamp}`);
  await field(dialog, 'Short name').fill('IB');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Vessel Type created');
  // A name the server refuses (it is taken) is shown under the Name field, whose label turns red.
  await page.getByRole('button', { name: 'Create Vessel Type' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Vessel Type' });
  await field(dialog, 'Name').fill(`Icebreaker ${stamp}`);
  await field(dialog, 'Short name').fill('IB2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A vessel type with this name already exists')).toBeVisible();
  await expect(dialog.getByText('Name (*)')).toBeVisible();
  await expect(field(dialog, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'Create Vessel Type dialog with a server error');
  // Escape with typed values asks first; Discard closes.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('cell', { name: `Icebreaker ${stamp}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Vessel Type' });
  await field(dialog, 'Short name').fill('ICE');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Vessel Type updated');
  await page.getByRole('cell', { name: `Icebreaker ${stamp}` }).click();
  await page.getByRole('dialog', { name: 'Edit Vessel Type' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Vessel Type deleted');
  await expect(page.getByRole('cell', { name: `Icebreaker ${stamp}` })).toHaveCount(0);

  await page.getByRole('cell', { name: 'Bulk Carrier', exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit Vessel Type' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'This vessel type is used by vessels or technology values and cannot be deleted.');
  await page.keyboard.press('Escape');

  // Consumption types: numbers are checked.
  await nav.getByRole('link', { name: 'Consumption Types' }).click();
  await page.getByRole('button', { name: 'Create Consumption Type' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Consumption Type' });
  await field(dialog, 'Name').fill(`Bio-methanol ${stamp}`);
  await field(dialog, 'Short name').fill('BMEOH');
  await field(dialog, 'Default price (USD per MT)').fill('cheap');
  await field(dialog, 'Default CO2 conversion constant (per MT fuel)').fill('1.375');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be a number')).toBeVisible();
  await field(dialog, 'Default price (USD per MT)').fill('820');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Consumption type created');
  await expect(page.getByRole('cell', { name: `Bio-methanol ${stamp}` })).toBeVisible();
  await expectAccessible(page, 'consumption types');

  // Consumption categories: the seeded list.
  await nav.getByRole('link', { name: 'Consumption Categories' }).click();
  for (const name of ['Main Engine', 'Auxiliary Engine', 'Boiler', 'Other']) {
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'consumption categories');

  // A department with users cannot be deleted.
  await nav.getByRole('link', { name: 'Departments' }).click();
  await page.getByRole('cell', { name: 'Head office', exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit Department' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'This department still has users and cannot be deleted.');
  await page.keyboard.press('Escape');

  // User details: edit, then delete after confirmation.
  const email = uniqueEmail('leaver');
  await createUserViaApi(request, { email, password: 'leaver-pass', fullName: `Lars Leaver ${stamp}` });
  await nav.getByRole('link', { name: 'Users' }).click();
  await page.getByPlaceholder('Search by name or e-mail').fill(`Leaver ${stamp}`);
  await page.getByPlaceholder('Search by name or e-mail').press('Enter');
  await page.getByRole('cell', { name: `Lars Leaver ${stamp}` }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(field(page, 'Full Name')).not.toHaveValue('');
  await expectAccessible(page, 'user');
  await field(page, 'Full Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('*', { exact: true }).first()).toBeVisible();
  await field(page, 'Full Name').fill(`Lars Leaving ${stamp}`);
  await field(page, 'Title').fill('Former analyst');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'User updated');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Yes' })).toBeVisible();
  await expectAccessible(page, 'delete user question');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'User deleted');
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('cell', { name: `Lars Leaving ${stamp}` })).toHaveCount(0);
});
