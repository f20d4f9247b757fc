import { FormStatus, Role, reportStatuses } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { particulars, questionnaires, reports } from '../src/db/schema/index.ts';
import { seedCatalogue } from '../src/db/seed/catalogue.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { seedDemoData } from '../src/features/demo-data/index.ts';
import { clientHeaders } from './factories-client-area.ts';
import { xlsxOf } from './factories-clients.ts';
import { download, uploadFile } from './factories-files.ts';
import { linkMakerAndSupplier } from './factories-report-technologies.ts';
import { fingerprints } from './table-fingerprints.ts';
import { useTestApp } from './test-app.ts';

// Reads never write: every GET of the API document, sent for the demo data's records (ids 1 to 3 of
// every kind), leaves every row of every table as it was. A GET that wrote once made a consumption
// type undeletable far from where it happened; new endpoints are covered as soon as they exist.

const t = useTestApp();

type OpenApi = { paths: Record<string, Record<string, unknown>> };

const withParams = (path: string, value: number) => path.replace(/\{[^}]+\}/g, String(value));

describe('reads', () => {
  it('never write: no GET changes a row, for staff or for a ship owner', async () => {
    const db = t.database.db;
    await seedReferenceData(db);
    await seedCatalogue(db);
    await seedDemoData(db);
    const admin = await t.signIn(Role.SUPERADMIN);
    // What the demo data lacks: a maker and a supplier of technology 1, and a calculation file.
    await linkMakerAndSupplier(db, 1);
    const calculation = await xlsxOf([
      ['calcSavings', 5],
      ['calcConfidenceInterval', 1],
    ]);
    const file = await uploadFile(t.app, admin.headers, {
      name: 'calculation.xlsx',
      bytes: calculation,
      usage: 'calculation',
    });
    // The ship owner's forms must be shared for a client token.
    await db.update(questionnaires).set({ status: FormStatus.Published });
    await db.update(particulars).set({ status: FormStatus.Published });
    const [questionnaire] = await db.select().from(questionnaires);
    const [form] = await db.select().from(particulars);
    // And a Completed report shared with its ship owner.
    await db.update(reports).set({ status: reportStatuses.ScreeningReportCompleted }).where(eq(reports.id, 1));
    const share = await t.app.inject({ method: 'POST', url: '/api/reports/1/share', headers: admin.headers });
    const shipOwners = [
      await clientHeaders(t.app, questionnaire!),
      await clientHeaders(t.app, form!),
      await clientHeaders(t.app, share.json()),
    ];

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const paths = Object.entries(doc.paths)
      .filter(([path, methods]) => 'get' in methods && path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .map(([path]) => path);
    expect(paths.length).toBeGreaterThan(50);

    const before = await fingerprints(db);
    const answered = new Map<string, number[]>();
    for (const path of paths) {
      const values = path.includes('{') ? [1, 2, 3] : [0];
      const callers = path.startsWith('/api/client/') ? shipOwners : [admin.headers];
      for (const value of values) {
        for (const headers of callers) {
          const res = await t.app.inject({ url: withParams(path, value), headers });
          answered.set(path, [...(answered.get(path) ?? []), res.statusCode]);
        }
      }
    }
    // A stored file's bytes, by its signed address.
    expect((await download(t.app, file.fileUrl!)).statusCode).toBe(200);
    expect(await fingerprints(db)).toEqual(before);

    // The walk reached real records, not only 404s.
    const unreached = [...answered].filter(([, statuses]) => !statuses.includes(200)).map(([path]) => path);
    expect(unreached).toEqual(['/api/storage/{*}']);
  }, 300_000);
});
