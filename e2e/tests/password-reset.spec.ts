import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { createUserViaApi, expectToast, field, signIn, uniqueEmail } from './helpers.ts';
import { linkFromLatestMail } from './outbox.ts';

test('a user who forgot the password resets it through the mailed link, once', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await createUserViaApi(request, { email, password: 'old-password', fullName: 'Forgetful Fiona' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page, 'forgot password');
  await field(page, 'E-mail').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If the e-mail address is known')).toBeVisible();
  await expectAccessible(page, 'forgot password sent');

  const link = await linkFromLatestMail(email);
  expect(link).toContain('/reset-password/');
  await page.goto(link);
  await expect(field(page, 'E-mail')).toHaveValue(email);
  await field(page, 'New Password').fill('brand-new-pass');
  await field(page, 'Confirm Password').fill('something else');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expectAccessible(page, 'reset password with errors');
  await field(page, 'Confirm Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'brand-new-pass');
  await expect(page.getByRole('main').getByText('Forgetful Fiona')).toBeVisible();

  // The link works once: a second use is refused and sends the user to ask again.
  await page.goto(link);
  await field(page, 'New Password').fill('third-password');
  await field(page, 'Confirm Password').fill('third-password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expectToast(page, 'Invalid reset password link. Could be expired. Try resetting your password again.');
  await expect(page).toHaveURL(/\/forgot-password$/);
});
