import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { e2e } from './env.ts';
import { expectToast, field } from './helpers.ts';
import { expectFocusTrapped, expectVisibleFocus, tabTo } from './keyboard.ts';

// The journey of a consultant who uses no mouse: only the keys, from the sign-in page on. At each step
// the focused element is seen and shows a focus indicator, dialogs keep focus inside and give it back to
// their opener, and each page and dialog passes axe. It goes through the demo data: the demo client's
// vessel and its screening report.
const demoClient = 'Demo Shipping A/S (demo data)';
const demoVessel = 'MV Demo Explorer';
const demoReport = 'Energy screening 2026 (demo)';
const technology = 'Hull air lubrication system';

/**
 * The report's results are in and its charts drawn (they draw once scrolled near, below the results'
 * last table, and again after a change).
 */
async function chartsDrawn(page: Page) {
  await page.getByRole('table', { name: 'Saving Categories' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'Fuel and CO2 saved per year, by technology' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Drawing the charts')).toHaveCount(0);
}

test('a consultant does the report journey with the keyboard alone: sign in, a client, a vessel’s report, the savings dialog, save, export Word', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The e-mail field has focus at once.
  await expect(field(page, 'E-mail')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(e2e.admin.email);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Password')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(e2e.admin.password);
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Back office' })).toBeVisible();

  // The first Tab stop is the skip link; it moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();
  await expectVisibleFocus(page);
  await expectAccessible(page, 'home');

  // The user menu, back before the navigation: it opens, its items are reached by arrows, Escape
  // closes it and focus is back on its button.
  const userMenu = page.getByRole('button', { name: /user menu$/ });
  await tabTo(page, userMenu, { back: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit Profile' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(userMenu).toBeFocused();
  await expectVisibleFocus(page);

  // Clients, from the navigation.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Clients' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expectAccessible(page, 'clients');

  // The demo client, found by a search.
  await tabTo(page, main.getByRole('textbox', { name: 'Search' }));
  await page.keyboard.type('Demo Shipping');
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/customers' && url.searchParams.get('search') === 'Demo Shipping';
  });
  await page.keyboard.press('Enter');
  await searched;
  const row = main.getByRole('row').filter({ hasText: demoClient });
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: demoClient })).toBeVisible();
  await expectAccessible(page, 'client');

  // Its vessel, then its screening report.
  await tabTo(page, main.getByRole('link', { name: new RegExp(`^${demoVessel}`) }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: `${demoVessel} (Bulk Carrier)` })).toBeVisible();
  await expectAccessible(page, 'vessel');
  await tabTo(page, main.getByRole('link', { name: demoReport }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: `Screening Report: ${demoReport}` })).toBeVisible();
  const edit = main.getByRole('button', { name: `Edit ${technology}` });
  await expect(edit).toBeVisible({ timeout: 30_000 });
  await chartsDrawn(page);
  await expectAccessible(page, 'screening report');

  // The savings dialog: focus stays inside it, and Escape gives it back to its opener.
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Edit ${technology}` });
  await expect(field(dialog, 'Savings (%)')).not.toHaveValue('');
  await expectFocusTrapped(page, dialog);
  await expectAccessible(page, 'savings dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expectVisibleFocus(page);

  // Again, a changed value saved.
  await page.keyboard.press('Enter');
  await expect(field(dialog, 'Savings (%)')).not.toHaveValue('');
  await tabTo(page, field(dialog, 'Savings (%)'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4');
  await expect(field(dialog, 'Savings (%)')).toHaveValue('4');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  const resultsReloaded = page.waitForResponse((response) => response.url().endsWith('/calculated-results'));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Technology updated successfully');
  await resultsReloaded;
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expectVisibleFocus(page);

  await chartsDrawn(page);

  // An available technology added: a field in error still shows focus, and once added, focus goes to
  // the next technology's Add button, its row having gone with its own.
  const addButtons = main.getByRole('button', { name: /^Add / });
  const [adding, next] = [
    await addButtons.nth(0).getAttribute('aria-label'),
    await addButtons.nth(1).getAttribute('aria-label'),
  ];
  await tabTo(page, main.getByRole('button', { name: adding!, exact: true }));
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog', { name: adding! });
  await expect(field(addDialog, 'Savings (%)')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await tabTo(page, addDialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(field(addDialog, 'Savings (%)')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(addDialog, 'Savings (%)')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('2');
  await tabTo(page, addDialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Technology added successfully');
  await expect(addDialog).toBeHidden();
  await expect(main.getByRole('button', { name: next!, exact: true })).toBeFocused();
  await expectVisibleFocus(page);
  await chartsDrawn(page);

  // Remove asks first; No gives focus back to the Remove button (above, in the included technologies).
  const remove = main.getByRole('button', { name: `Remove ${technology}` });
  await tabTo(page, remove, { back: true });
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question.getByRole('button', { name: 'No' })).toBeVisible();
  await expectFocusTrapped(page, question);
  await expectAccessible(page, 'remove question');
  await tabTo(page, question.getByRole('button', { name: 'No' }));
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await expectVisibleFocus(page);
  await expect(edit).toBeVisible();

  // Export as Word file: the link to the document downloads it.
  const exportButton = main.getByRole('button', { name: 'Export as Word file' });
  await tabTo(page, exportButton, { back: true });
  await page.keyboard.press('Enter');
  const exportDialog = page.getByRole('dialog', { name: 'Export as Word file' });
  const link = exportDialog.getByRole('link', { name: /\.docx$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expectFocusTrapped(page, exportDialog);
  await expectAccessible(page, 'Export as Word file dialog');
  await tabTo(page, link);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await page.keyboard.press('Escape');
  await expect(exportDialog).toBeHidden();
  await expect(exportButton).toBeFocused();
  await expectVisibleFocus(page);
});
