import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { e2e } from './env.ts';
import { expectToast, field, signOut } from './helpers.ts';

test('a visitor is sent to sign in, is told what is wrong, signs in and out', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, 'sign-in');

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'One or more fields not filled out correct');
  await expectAccessible(page, 'sign-in with errors');

  await field(page, 'E-mail').fill(e2e.admin.email);
  await field(page, 'Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Wrong email or password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Please wait a moment before submitting again');

  await page.waitForTimeout(2_100);
  await field(page, 'Password').fill(e2e.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${e2e.baseUrl}/`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Back office' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Super Admin', { exact: true })).toBeVisible();
  await expectAccessible(page, 'front page');

  // The session survives a reload, then Sign Out ends it.
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Back office' })).toBeVisible();
  await signOut(page);
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/login$/);
});
