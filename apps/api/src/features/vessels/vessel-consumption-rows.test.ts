import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVessel, referenceData } from '../../../test/factories.ts';
import { buildProjectWithRates } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { vessels } from '../../db/schema/index.ts';
import { listVesselRates, replaceConsumptions, vesselConsumptionRows } from './vessel-consumption.queries.ts';

const t = useTestApp();

/**
 * Two vessels of one project: the first burns HFO and MGO on three categories (rows saved in an order
 * that is neither by category nor by type), the second has no rows; and a third vessel with a row of
 * its own, which no read below asks for unless it names it.
 */
async function setup() {
  const db = t.database.db;
  const { project } = await buildProjectWithRates(db, { HFO: 480, MGO: 700 });
  const { categories } = await referenceData(db);
  const [mainEngine, auxiliary, boiler] = categories;
  const burning = await buildVessel(db, { projectId: project.id });
  const idle = await buildVessel(db, { projectId: project.id });
  const other = await buildVessel(db, { projectId: project.id });
  const rateOf = async (vesselId: number, shortName: string) =>
    (await listVesselRates(db, vesselId)).find((rate) => rate.consumptionTypeShortName === shortName)!;
  const [hfo, mgo, otherHfo] = [
    await rateOf(burning.id, 'HFO'),
    await rateOf(burning.id, 'MGO'),
    await rateOf(other.id, 'HFO'),
  ];
  await replaceConsumptions(db, burning.id, [
    { vesselConsumptionRateId: mgo.id, consumptionCategoryId: mainEngine!.id, annualConsumption: 100 },
    { vesselConsumptionRateId: hfo.id, consumptionCategoryId: auxiliary!.id, annualConsumption: 20 },
    { vesselConsumptionRateId: mgo.id, consumptionCategoryId: boiler!.id, annualConsumption: 30 },
    { vesselConsumptionRateId: hfo.id, consumptionCategoryId: mainEngine!.id, annualConsumption: 40 },
  ]);
  await replaceConsumptions(db, other.id, [
    { vesselConsumptionRateId: otherHfo.id, consumptionCategoryId: boiler!.id, annualConsumption: 7 },
  ]);
  return { db, burning, idle, other, hfo, mgo, mainEngine: mainEngine!, auxiliary: auxiliary!, boiler: boiler! };
}

/** A row as the tests name it: category name, fuel short name, annual consumption. */
/** Every column the function can answer. */
const everyColumn = [
  'id',
  'vesselId',
  'annualConsumption',
  'categoryId',
  'categoryName',
  'vesselConsumptionRateId',
  'price',
  'co2ConversionConstant',
  'projectPrice',
  'projectCo2ConversionConstant',
  'typeId',
  'typeName',
  'typeShortName',
] as const;

const briefly = (row: { categoryName: string; typeShortName: string; annualConsumption: number }) =>
  `${row.categoryName} · ${row.typeShortName} · ${row.annualConsumption}`;

describe('vesselConsumptionRows', () => {
  it("answers each asked vessel's rows in their saved order with category, type and rates; none for a vessel without rows", async () => {
    const { db, burning, idle, hfo, mgo, mainEngine, auxiliary } = await setup();
    const rows = await vesselConsumptionRows(db, [burning.id, idle.id], everyColumn);
    expect(rows.map(briefly)).toEqual([
      'Main Engine · MGO · 100',
      'Auxiliary Engine · HFO · 20',
      'Boiler · MGO · 30',
      'Main Engine · HFO · 40',
    ]);
    expect(rows.every((row) => row.vesselId === burning.id)).toBe(true);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      vesselId: burning.id,
      categoryId: mainEngine.id,
      categoryName: 'Main Engine',
      vesselConsumptionRateId: mgo.id,
      typeId: mgo.consumptionTypeId,
      typeName: mgo.consumptionTypeName,
      typeShortName: 'MGO',
      annualConsumption: 100,
      price: mgo.price,
      co2ConversionConstant: mgo.co2ConversionConstant,
      projectPrice: 700,
      projectCo2ConversionConstant: 7,
    });
    expect(rows[1]).toMatchObject({ categoryId: auxiliary.id, vesselConsumptionRateId: hfo.id, projectPrice: 480 });
    expect(await vesselConsumptionRows(db, [idle.id], everyColumn)).toEqual([]);
    expect(await vesselConsumptionRows(db, [], everyColumn)).toEqual([]);
    // Only the columns asked for.
    expect(await vesselConsumptionRows(db, [burning.id], ['typeShortName', 'annualConsumption'])).toEqual([
      { typeShortName: 'MGO', annualConsumption: 100 },
      { typeShortName: 'HFO', annualConsumption: 20 },
      { typeShortName: 'MGO', annualConsumption: 30 },
      { typeShortName: 'HFO', annualConsumption: 40 },
    ]);
  });

  it('orders by consumption type name when asked, each type in its saved order', async () => {
    const { db, burning, idle } = await setup();
    const rows = await vesselConsumptionRows(db, [idle.id, burning.id], everyColumn, { order: 'typeName' });
    // Heavy Fuel Oil before Marine Gas Oil.
    expect(rows.map(briefly)).toEqual([
      'Auxiliary Engine · HFO · 20',
      'Main Engine · HFO · 40',
      'Main Engine · MGO · 100',
      'Boiler · MGO · 30',
    ]);
  });

  it('reads a page in id order after an id, and takes the vessels as a subquery', async () => {
    const { db, burning, idle, other } = await setup();
    const all = await vesselConsumptionRows(db, [burning.id, idle.id, other.id], everyColumn, {
      order: 'id',
      afterId: 0,
      limit: 10,
    });
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => a - b));
    expect(all.map(briefly)).toEqual([
      'Main Engine · MGO · 100',
      'Auxiliary Engine · HFO · 20',
      'Boiler · MGO · 30',
      'Main Engine · HFO · 40',
      'Boiler · HFO · 7',
    ]);
    const page = await vesselConsumptionRows(db, [burning.id, idle.id, other.id], everyColumn, {
      order: 'id',
      afterId: all[1]!.id,
      limit: 2,
    });
    expect(page.map(briefly)).toEqual(['Boiler · MGO · 30', 'Main Engine · HFO · 40']);
    const idleAndOther = db
      .select({ id: vessels.id })
      .from(vessels)
      .where(inArray(vessels.id, [idle.id, other.id]));
    const ofSubquery = await vesselConsumptionRows(db, idleAndOther, everyColumn, {
      order: 'id',
      afterId: 0,
      limit: 10,
    });
    expect(ofSubquery.map((row) => [row.vesselId, briefly(row)])).toEqual([[other.id, 'Boiler · HFO · 7']]);
  });
});
