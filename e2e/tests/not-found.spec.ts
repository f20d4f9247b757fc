import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { e2e } from './env.ts';
import { signInThroughApi } from './helpers.ts';

test('an unknown client shows the not-found page in the shell, without a toast, with the way back', async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto('/customers/999999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'not found');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('link', { name: 'Go to the front page' }).click();
  await expect(page).toHaveURL(`${e2e.baseUrl}/`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});
