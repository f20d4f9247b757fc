import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { createUserViaApi, expectToast, field, signInThroughApi, startSignedIn, uniqueEmail } from './helpers.ts';
import { adminHeaders, vesselWithScreeningReport } from './report-setup.ts';

// Two consultants edit the same report's name in their own browsers: the later save is refused with who
// changed it and when, keeps what was typed, and after Reload shows the other person's value beside it.
test('the later of two saves of a report keeps its text and shows both after Reload; the history and the Activity page name both', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request);
  const ida = { email: uniqueEmail('ida'), password: 'ida-password', fullName: 'Ida Holm' };
  const ole = { email: uniqueEmail('ole'), password: 'ole-password', fullName: 'Ole Berg' };
  await createUserViaApi(request, ida);
  await createUserViaApi(request, ole);
  const { vesselPath, report } = await vesselWithScreeningReport(request, headers, {
    vessel: 'Concurrent Star',
    report: 'Screening 2026',
  });
  const reportPath = `${vesselPath}/screening-reports/${report.id}`;

  const idaContext = await browser.newContext();
  const oleContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const idaPage = await idaContext.newPage();
    const olePage = await oleContext.newPage();
    await signInThroughApi(idaPage, ida);
    await signInThroughApi(olePage, ole);
    for (const page of [idaPage, olePage]) {
      await page.goto(reportPath);
      await expect(page.getByRole('heading', { name: 'Screening Report: Screening 2026' })).toBeVisible();
    }
    const idaForm = idaPage.getByRole('region', { name: 'Edit report' });
    const oleForm = olePage.getByRole('region', { name: 'Edit report' });
    await expect(field(oleForm, 'Report Name')).toHaveValue('Screening 2026');

    await field(idaForm, 'Report Name').fill('Screening by Ida');
    await idaForm.getByRole('button', { name: 'Save' }).click();
    await expectToast(idaPage, 'Report updated successfully');

    await field(oleForm, 'Report Name').fill('Screening by Ole');
    await oleForm.getByRole('button', { name: 'Save' }).click();
    const refusal = olePage.getByRole('alert').filter({
      hasText: /^This record was changed by Ida Holm at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Reload to see the changes\./,
    });
    await expect(refusal).toBeVisible();
    await expect(field(oleForm, 'Report Name')).toHaveValue('Screening by Ole');
    await expectAccessible(olePage, 'screening report with a refused save');

    await refusal.getByRole('button', { name: 'Reload' }).click();
    await expect(oleForm.getByText('Saved by the other person: Screening by Ida')).toBeVisible();
    await expectAccessible(olePage, 'screening report with the other change');
    await expect(field(oleForm, 'Report Name')).toHaveValue('Screening by Ole');

    // Ole keeps his name and saves again, on the version he now has.
    await oleForm.getByRole('button', { name: 'Save' }).click();
    await expectToast(olePage, 'Report updated successfully');
    await expect(olePage.getByRole('heading', { name: 'Screening Report: Screening by Ole' })).toBeVisible();
    await idaPage.reload();
    await expect(idaPage.getByRole('heading', { name: 'Screening Report: Screening by Ole' })).toBeVisible();

    // The report's history says who changed the name, when, and from what to what, newest first.
    const history = idaPage.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'Show history' }).click();
    const rows = history.getByRole('row');
    await expect(rows.nth(1)).toContainText('Ole Berg');
    await expect(rows.nth(1)).toContainText('Report Name: Screening by Ida → Screening by Ole');
    await expect(rows.nth(2)).toContainText('Ida Holm');
    await expect(rows.nth(2)).toContainText('Report Name: Screening 2026 → Screening by Ida');

    // An admin finds Ole's change on the Activity page, filtered by user, and opens its report.
    const admin = await adminContext.newPage();
    await startSignedIn(admin);
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await expect(admin.getByRole('heading', { name: 'Activity' })).toBeVisible();
    const filters = admin.getByRole('search', { name: 'Filter the activity' });
    await field(filters, 'User').click();
    await admin.getByRole('option', { name: 'Ole Berg', exact: true }).click();
    const activity = admin.getByRole('row').filter({ hasText: 'Report Name: Screening by Ida → Screening by Ole' });
    await expect(activity).toHaveCount(1);
    await expect(admin.getByRole('row').filter({ hasText: 'Ida Holm' })).toHaveCount(0);
    await activity.getByRole('button', { name: 'Report: Screening by Ole' }).click();
    await expect(admin.getByRole('heading', { name: 'Screening Report: Screening by Ole' })).toBeVisible();
  } finally {
    await idaContext.close();
    await oleContext.close();
    await adminContext.close();
  }
});
