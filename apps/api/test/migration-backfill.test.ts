import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  particulars,
  particularsItems,
  projectConsumptionRates,
  questionnaireItems,
  questionnaires,
  vesselConsumptionRates,
  vessels,
} from '../src/db/schema/index.ts';
import { defaultParticularsSections } from '../src/features/particulars/index.ts';
import { defaultQuestionnaireTemplate } from '../src/features/questionnaires/index.ts';
import { buildVessel, referenceData } from './factories.ts';
import { useTestApp } from './test-app.ts';

const t = useTestApp();

/** The data statements of the migration that made rows with their parents (its column changes left out). */
const backfill = readFileSync(
  new URL('../src/db/migrations/0005_rows_made_with_their_parent.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement && !statement.startsWith('ALTER TABLE'));

async function runBackfill() {
  for (const statement of backfill) await t.database.db.execute(sql.raw(statement));
}

async function snapshot() {
  const db = t.database.db;
  return {
    projectRates: await db.select().from(projectConsumptionRates).orderBy(projectConsumptionRates.id),
    vesselRates: await db.select().from(vesselConsumptionRates).orderBy(vesselConsumptionRates.id),
    questionnaires: await db.select().from(questionnaires).orderBy(questionnaires.id),
    questionnaireItems: await db.select().from(questionnaireItems).orderBy(questionnaireItems.id),
    particulars: await db.select().from(particulars).orderBy(particulars.id),
    particularsItems: await db.select().from(particularsItems).orderBy(particularsItems.id),
    vessels: await db.select().from(vessels).orderBy(vessels.id),
  };
}

describe('migration 0005: rows that used to be made on first read', () => {
  it('gives projects and vessels made before it their rates and forms, once', async () => {
    const db = t.database.db;
    await referenceData(db);
    const complete = await buildVessel(db);
    const older = await buildVessel(db);
    // An older vessel: no forms, no status, and its project lacks a rate a type added later would have.
    await db.delete(questionnaires).where(eq(questionnaires.vesselId, older.id));
    await db.delete(particulars).where(eq(particulars.vesselId, older.id));
    await db.update(vessels).set({ status: null, statusChangedOn: null }).where(eq(vessels.id, older.id));
    const [dropped] = await db
      .select()
      .from(projectConsumptionRates)
      .where(eq(projectConsumptionRates.projectId, older.projectId))
      .limit(1);
    await db.delete(vesselConsumptionRates).where(eq(vesselConsumptionRates.projectConsumptionRateId, dropped!.id));
    await db.delete(projectConsumptionRates).where(eq(projectConsumptionRates.id, dropped!.id));
    const completeBefore = await snapshot();

    await runBackfill();
    const after = await snapshot();

    const [questionnaire] = after.questionnaires.filter((q) => q.vesselId === older.id);
    expect(questionnaire).toMatchObject({ status: 0, existingEnergySavingTechnologies: null });
    expect(questionnaire!.urlHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(questionnaire!.pinCode).toMatch(/^\d{6}$/);
    const items = after.questionnaireItems.filter((item) => item.questionnaireId === questionnaire!.id);
    expect(items.map((item) => [item.title, item.valueExample, item.mappedTo, item.value, item.hide]).sort()).toEqual(
      defaultQuestionnaireTemplate
        .flatMap((section) => section.items.map((item) => [item.title, item.valueExample, item.mappedTo, null, false]))
        .sort(),
    );
    const [form] = after.particulars.filter((p) => p.vesselId === older.id);
    expect(form!.urlHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(form!.urlHash).not.toBe(questionnaire!.urlHash);
    expect(after.particularsItems.filter((i) => i.particularsId === form!.id).map((i) => i.title)).toEqual(
      defaultParticularsSections.map((s) => s.title),
    );
    expect(after.vessels.find((v) => v.id === older.id)).toMatchObject({ status: 0 });
    const restored = after.projectRates.find(
      (r) => r.projectId === older.projectId && r.consumptionTypeId === dropped!.consumptionTypeId,
    );
    expect(restored).toMatchObject({ savedOn: null });
    expect(after.vesselRates.filter((r) => r.vesselId === older.id)).toHaveLength(
      completeBefore.vesselRates.filter((r) => r.vesselId === complete.id).length,
    );

    // The vessel that had everything is untouched, and a second run adds nothing.
    const untouched = (s: Awaited<ReturnType<typeof snapshot>>) => ({
      questionnaires: s.questionnaires.filter((q) => q.vesselId === complete.id),
      particulars: s.particulars.filter((p) => p.vesselId === complete.id),
      vesselRates: s.vesselRates.filter((r) => r.vesselId === complete.id),
      vessel: s.vessels.find((v) => v.id === complete.id),
    });
    expect(untouched(after)).toEqual(untouched(completeBefore));
    await runBackfill();
    expect(await snapshot()).toEqual(after);
  });
});
