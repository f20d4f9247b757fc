import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { createUserViaApi, expectToast, field, signIn, signOut, uniqueEmail } from './helpers.ts';

test('a user edits their profile and changes their password', async ({ page, request }) => {
  const email = uniqueEmail('profile');
  await createUserViaApi(request, { email, password: 'first-pass', fullName: 'Pia Profile' });
  await signIn(page, email, 'first-pass');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(field(page, 'Full Name')).toHaveValue('Pia Profile');
  await field(page, 'Full Name').fill('Pia Performance');
  await field(page, 'Phone').fill('+45 7070 1234');
  await field(page, 'Title').fill('Fleet analyst');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved successfully');

  await field(page, 'Current Password').fill('wrong-pass');
  await field(page, 'New Password').fill('second-pass');
  await field(page, 'Confirm Password').fill('second-pas');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await field(page, 'Confirm Password').fill('second-pass');
  await page.getByRole('button', { name: 'Change Password' }).click();
  // The server's answer lands on the field it is about.
  await expect(page.getByText('Current password is not correct')).toBeVisible();
  await expect(page.getByText('Current Password (*)')).toBeVisible();
  await expectAccessible(page, 'my profile with errors');
  await field(page, 'Current Password').fill('first-pass');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed successfully');

  // Still signed in with the fresh tokens; the new name shows on the front page.
  await page.goto('/');
  await expect(page.getByRole('main').getByText('Pia Performance')).toBeVisible();
  await signOut(page);
  await signIn(page, email, 'second-pass');

  // A new e-mail address needs the current password.
  await page.goto('/my-profile');
  const newEmail = uniqueEmail('profile-moved');
  await field(page, 'E-mail').fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter your current password to change your e-mail address')).toBeVisible();
  await field(page, 'Current password').fill('second-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved successfully');
  await signOut(page);
  await signIn(page, newEmail, 'second-pass');
});
