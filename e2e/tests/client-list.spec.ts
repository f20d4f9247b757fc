import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { startSignedIn } from './helpers.ts';
import { adminHeaders } from './report-setup.ts';

// 51 clients of one name: one more than a page holds (50), listed by name.
const clientCount = 51;

test('a consultant searches the clients, pages to the last one, opens it from the keyboard and comes back to the search', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const stamp = Date.now();
  const prefix = `Listed Shipping ${stamp}`;
  const name = (n: number) => `${prefix} ${String(n).padStart(2, '0')}`;
  for (let n = 1; n <= clientCount; n += 1) {
    const created = await request.post('/api/customers', { headers, data: { name: name(n) } });
    expect(created.status()).toBe(201);
  }
  await startSignedIn(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  // The demo client and these: more than a page.
  await expect(rows).toHaveCount(51); // the header and 50 clients
  await expect(page.getByRole('button', { name: '2', exact: true })).toBeVisible();
  await expectAccessible(page, 'clients');

  // A search by name, with Enter: one page of 50 and a second one.
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(prefix);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?search=Listed(\\+|%20)Shipping(\\+|%20)${stamp}$`));
  await expect(page.getByText(`${clientCount} entries`)).toBeVisible();
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(name(1));
  await expect(rows.nth(50)).toContainText(name(50));
  await expect(page.getByRole('cell', { name: /^Demo Shipping/ })).toHaveCount(0);
  await expectAccessible(page, 'clients searched');

  const pages = page.getByRole('button', { name: '2', exact: true });
  await pages.click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(name(51));
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('0'); // no projects
  await expectAccessible(page, 'clients searched, page 2');

  // The client opens from the keyboard: its row takes the focus, Enter opens it.
  await rows.nth(1).focus();
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { name: name(51) })).toBeVisible();

  // Back: the search is still there, and a narrower one (with the Filter button) starts at page 1.
  await page.goBack();
  await expect(search).toHaveValue(prefix);
  await expect(page.getByText(`${clientCount} entries`)).toBeVisible();
  await search.fill(name(7));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(/\d+ entries/)).toHaveCount(0);
  await rows.nth(1).click();
  await expect(page.getByRole('heading', { name: name(7) })).toBeVisible();

  // A search that finds nothing says so.
  await page.goto(`/customers?search=${encodeURIComponent(`${prefix} none`)}`);
  await expect(page.getByText('No entries found')).toBeVisible();
  await expectAccessible(page, 'clients found none');
});
