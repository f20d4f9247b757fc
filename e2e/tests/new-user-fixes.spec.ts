import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { e2e } from './env.ts';
import { createVesselViaApi, signInThroughApi } from './helpers.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1400, height: 900 };

test("a client's Edit button keeps its whole word beside a long name, on a phone and a desktop", async ({ page }) => {
  const stamp = Date.now();
  const path = await createVesselViaApi(
    page,
    `Mediterranean Bulk & Tanker Shipping Corporation of the Eastern Seaboard ${stamp}`,
    `Long Name ${stamp}`,
  );
  const customerPath = path.split('/projects/')[0]!;
  await signInThroughApi(page);
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await page.goto(customerPath);
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    await expect(edit).toBeVisible();
    // Nothing of the label is cut off: its content fits the button.
    expect(await edit.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    expect((await edit.boundingBox())!.width).toBeGreaterThan(40);
    await expectAccessible(page, `client at ${size.width} px`);
    // Nor does the long name (in the breadcrumbs too) widen the page past the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/client-details-${size.width}.png`, fullPage: true });
  }
});

test('staff particulars ask before leaving with typed text unsaved', async ({ page }) => {
  const path = await createVesselViaApi(page, `Unsaved Lines ${Date.now()}`, 'Careful Star');
  await signInThroughApi(page);
  await page.goto(`${path}/particulars`);
  await expect(page.getByRole('heading', { name: 'Solution Design: Vessel Particulars' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Response text' }).first().fill('Typed, not saved');

  await page.getByRole('tab', { name: 'Vessel Reports' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page, 'unsaved changes dialog');
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('textbox', { name: 'Response text' }).first()).toHaveValue('Typed, not saved');

  await page.getByRole('tab', { name: 'Vessel Reports' }).click();
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(`${e2e.baseUrl}${path}`);
});
