import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { createUserViaApi, signOut } from './helpers.ts';

// Sign-in through the company's identity provider: start-server.mjs starts oidc-provider (a certified
// OpenID provider) beside the app, with the accounts 'ada' (Ada.Lovelace@backoffice.test, the user
// made here) and 'stranger' (an e-mail no user has). Its own pages ask for a login, any password, and
// consent.

const button = (page: Page) => page.getByRole('link', { name: 'Sign in with Test Provider' });

/** At the provider's own pages: the login form, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the sign-in page offers the identity provider, at desktop and phone sizes', async ({ page }) => {
  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await expect(button(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`sign-in-${width}x${height}.png`) });
    await expectAccessible(page, `sign-in with the provider's button at ${width}×${height}`);
  }
});

test('someone the provider knows but who is no user is told so on the sign-in page, signed out', async ({ page }) => {
  await page.goto('/login');
  await button(page).click();
  await signInAtProvider(page, 'stranger');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(
    'No active user has the e-mail stranger@backoffice.test. Ask an admin to add you.',
  );
  await expect(button(page)).not.toHaveAttribute('data-loading');
  await page.screenshot({ path: test.info().outputPath('sign-in-refused.png') });
  await expectAccessible(page, 'sign-in with a refusal');
  // Nothing opens without a session.
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a user signs in with the provider, lands on the front page signed in, and signs out', async ({ page }) => {
  await createUserViaApi(page.request, {
    email: 'ada.lovelace@backoffice.test',
    password: 'a-password-she-never-types',
    fullName: 'Ada Lovelace',
  });
  await page.goto('/login');
  await button(page).click();
  await signInAtProvider(page, 'ada');

  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Back office' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ada Lovelace, user menu' })).toBeVisible();
  await expectAccessible(page, 'front page after the provider sign-in');

  // The session survives a reload; signing out ends it.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Back office' })).toBeVisible();
  await signOut(page);
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/login$/);
});
