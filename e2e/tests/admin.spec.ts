import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { expectToast, field, signIn, signOut, startSignedIn, uniqueEmail } from './helpers.ts';

test('an admin creates a department and a user; that user sees no admin menu and no admin page', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const department = `Fleet Performance ${Date.now()}`;
  await startSignedIn(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Departments' }).click();
  await expect(page).toHaveURL(/\/departments$/);
  await page.getByRole('button', { name: 'Create Department' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('*', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'Create Department dialog with errors');
  await field(dialog, 'Name').fill(department);
  await field(dialog, 'City').fill('Copenhagen');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Department created');
  await expect(page.getByRole('cell', { name: department })).toBeVisible();
  await expectAccessible(page, 'departments');

  await nav.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect(field(page, 'Full Name')).toBeVisible();
  await expectAccessible(page, 'create user');
  await field(page, 'Full Name').fill('Nina Newcomer');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Title').fill('Consultant');
  await field(page, 'Department').first().click();
  await page.getByRole('option', { name: department }).click();
  await field(page, 'Role').first().click();
  await expect(page.getByRole('option', { name: 'Super Admin' })).toBeVisible();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await field(page, 'Password').fill('newcomer-pass');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'User created');

  await page.goto('/users');
  await page.getByPlaceholder('Search by name or e-mail').fill('Nina New');
  await page.getByPlaceholder('Search by name or e-mail').press('Enter');
  await expect(page.getByRole('cell', { name: 'Nina Newcomer' })).toBeVisible();
  await expectAccessible(page, 'users');
  await signOut(page);

  await signIn(page, email, 'newcomer-pass');
  await expect(page.getByRole('main').getByText('Nina Newcomer')).toBeVisible();
  await expectAccessible(page, 'front page of a User');
  const userNav = page.getByRole('navigation', { name: 'Main' });
  await expect(userNav.getByRole('link', { name: 'Clients' })).toBeVisible();
  for (const adminItem of ['Users', 'Departments', 'Technologies', 'Exports']) {
    await expect(userNav.getByRole('link', { name: adminItem })).toHaveCount(0);
  }
  await page.goto('/users');
  await expect(page.getByRole('button', { name: 'Create User' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page).toHaveURL(/\/users$/);
});
