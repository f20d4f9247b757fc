import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  appSettings,
  consumptionCategories,
  consumptionTypes,
  contacts,
  customers,
  projectConsumptionRates,
  projects,
  vesselConsumptionRates,
  vesselConsumptions,
  vessels,
  vesselTypes,
} from '../schema/index.ts';

const demoKey = 'seed.demo.v1';
export const demoCustomerName = 'Demo Shipping A/S (demo data)';

/**
 * A clearly named demo client with a project, a vessel and its consumption, so that a newcomer
 * on the embedded database sees every screen working. Loaded once; never on PostgreSQL.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: demoKey, value: 'done' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const [bulk] = await tx.select().from(vesselTypes).where(eq(vesselTypes.shortName, 'BC'));
    const types = await tx
      .select()
      .from(consumptionTypes)
      .where(inArray(consumptionTypes.shortName, ['HFO', 'MGO']));
    const categories = await tx.select().from(consumptionCategories);
    if (!bulk || types.length < 2 || categories.length === 0) return false;

    const [customer] = await tx
      .insert(customers)
      .values({
        name: demoCustomerName,
        address: 'Amaliegade 10, 1256 Copenhagen K, Denmark',
        note: 'Demo data to explore the product. Archive it when you no longer need it.',
      })
      .returning();
    await tx.insert(contacts).values({
      customerId: customer!.id,
      name: 'Karen Demo',
      title: 'Technical Superintendent',
      email: 'karen@demo-shipping.example',
      phone: '+45 33 00 00 00',
    });
    const [project] = await tx
      .insert(projects)
      .values({
        customerId: customer!.id,
        name: 'Fleet screening (demo)',
        description: 'Energy-saving screening of the dry bulk fleet.',
      })
      .returning();
    const projectRates = await tx
      .insert(projectConsumptionRates)
      .values(
        types.map((t) => ({
          projectId: project!.id,
          consumptionTypeId: t.id,
          price: t.defaultPrice,
          co2ConversionConstant: t.defaultCo2ConversionConstant,
        })),
      )
      .returning();
    const [vessel] = await tx
      .insert(vessels)
      .values({ projectId: project!.id, vesselTypeId: bulk.id, name: 'MV Demo Explorer' })
      .returning();
    const vesselRates = await tx
      .insert(vesselConsumptionRates)
      .values(
        projectRates.map((r) => ({
          vesselId: vessel!.id,
          projectConsumptionRateId: r.id,
          price: r.price,
          co2ConversionConstant: r.co2ConversionConstant,
        })),
      )
      .returning();
    const rateOf = (shortName: string) => {
      const type = types.find((t) => t.shortName === shortName)!;
      const projectRate = projectRates.find((r) => r.consumptionTypeId === type.id)!;
      return vesselRates.find((r) => r.projectConsumptionRateId === projectRate.id)!.id;
    };
    const categoryOf = (shortName: string) => categories.find((c) => c.shortName === shortName)!.id;
    await tx.insert(vesselConsumptions).values([
      {
        vesselId: vessel!.id,
        vesselConsumptionRateId: rateOf('HFO'),
        consumptionCategoryId: categoryOf('ME'),
        annualConsumption: 6200,
        position: 0,
      },
      {
        vesselId: vessel!.id,
        vesselConsumptionRateId: rateOf('MGO'),
        consumptionCategoryId: categoryOf('AE'),
        annualConsumption: 850,
        position: 1,
      },
      {
        vesselId: vessel!.id,
        vesselConsumptionRateId: rateOf('HFO'),
        consumptionCategoryId: categoryOf('BO'),
        annualConsumption: 300,
        position: 2,
      },
    ]);
    return true;
  });
}
