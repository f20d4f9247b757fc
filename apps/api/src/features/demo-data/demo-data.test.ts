import { Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  consumptionTypes,
  customers,
  particulars,
  projectConsumptionRates,
  questionnaires,
  vesselConsumptionRates,
  vesselConsumptions,
  vessels,
} from '../../db/schema/index.ts';
import { seedReferenceData } from '../../db/seed/reference-data.ts';
import { demoCustomerName, seedDemoData } from './demo-data.service.ts';

const t = useTestApp();

describe('demo data', () => {
  it('adds one clearly named client with a vessel made as the app makes one, once', async () => {
    const db = t.database.db;
    await seedReferenceData(db);
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    expect((await db.select().from(customers)).map((c) => c.name)).toEqual([demoCustomerName]);
    const [vessel, ...others] = await db.select().from(vessels);
    expect(others).toEqual([]);
    expect(vessel).toMatchObject({ name: 'MV Demo Explorer', status: 0 });
    const types = await db.select().from(consumptionTypes);
    expect(await db.select().from(projectConsumptionRates)).toHaveLength(types.length);
    expect(await db.select().from(vesselConsumptionRates)).toHaveLength(types.length);
    expect(await db.select().from(vesselConsumptions)).toHaveLength(3);
    expect(await db.select().from(questionnaires)).toHaveLength(1);
    expect(await db.select().from(particulars)).toHaveLength(1);

    const user = await t.signIn(Role.USER);
    for (const path of ['questionnaire', 'particulars', 'consumptions', 'consumption-rates']) {
      const res = await t.app.inject({ url: `/api/vessels/${vessel!.id}/${path}`, headers: user.headers });
      expect(res.statusCode).toBe(200);
    }
  });
});
