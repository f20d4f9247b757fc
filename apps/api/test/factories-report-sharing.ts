// Test setup of sharing a report: a Completed report with results, a maker, a note and a contact,
// shared through the API.
import { type ReportShare, Role, reportStatuses } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { companyProfile, reports, reportTechnologies } from '../src/db/schema/index.ts';
import { type Headers, includeTechnology, linkMakerAndSupplier, reportSetUp } from './factories-report-technologies.ts';
import type { TestContext } from './test-app.ts';

export const staffNote = 'Staff only: the owner haggles on price';

/** Staff signed in, and a Completed screening report of two technologies (one with a maker and a note). */
export async function completedReport(t: TestContext) {
  const db = t.database.db;
  const { user, headers } = await t.signIn(Role.USER, { fullName: 'Ingrid Staff', email: 'ingrid@provider.test' });
  const data = await reportSetUp(db);
  const { maker } = await linkMakerAndSupplier(db, data.wide.id);
  await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5 });
  const wide = await includeTechnology(t, headers, data.report.id, data.wide.id, {
    calcSavings: 8,
    technologyMaker: { id: maker.id },
  });
  await db
    .update(reportTechnologies)
    .set({ notes: { calcSavings: staffNote } })
    .where(eq(reportTechnologies.id, wide.id));
  await db
    .update(reports)
    .set({ status: reportStatuses.ScreeningReportCompleted, internalContactUserId: user.id })
    .where(eq(reports.id, data.report.id));
  await db.insert(companyProfile).values({ name: 'Njord Consulting', brandColour: '#1F4E79', website: 'njord.test' });
  return { ...data, user, headers, maker };
}

export function shareReport(t: TestContext, headers: Headers | Record<string, string>, reportId: number | string) {
  return t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/share`, headers });
}

/** A Completed report shared with its ship owner: the setup and the share. */
export async function sharedReport(t: TestContext) {
  const setUp = await completedReport(t);
  const res = await shareReport(t, setUp.headers, setUp.report.id);
  if (res.statusCode !== 200) throw new Error(`report not shared: ${res.statusCode} ${res.body}`);
  return { ...setUp, share: res.json() as ReportShare };
}
