import type { Db } from '../../db/client.ts';
import { insertProject, insertProjectRates } from '../projects/index.ts';
import { createVesselForms, insertVesselRates, insertVessels, replaceConsumptions } from '../vessels/index.ts';
import { claimDemo, demoReferences, insertDemoCustomer, vesselRateIdsByType } from './demo-data.queries.ts';

export const demoCustomerName = 'Demo Shipping A/S (demo data)';

/**
 * A clearly named demo client with a project, a vessel with its forms and its consumption, so that
 * a newcomer on the embedded database sees every screen working. The project and vessel are made
 * as the app makes them (rates, forms, status). Loaded once; never on PostgreSQL.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimDemo(tx))) return false;
    const { bulk, categories } = await demoReferences(tx);
    const categoryOf = (shortName: string) => categories.find((c) => c.shortName === shortName)?.id;
    if (!bulk || !categoryOf('ME') || !categoryOf('AE') || !categoryOf('BO')) return false;

    const customerId = await insertDemoCustomer(
      tx,
      {
        name: demoCustomerName,
        address: 'Amaliegade 10, 1256 Copenhagen K, Denmark',
        note: 'Demo data to explore the product. Archive it when you no longer need it.',
      },
      {
        name: 'Karen Demo',
        title: 'Technical Superintendent',
        email: 'karen@demo-shipping.example',
        phone: '+45 33 00 00 00',
      },
    );
    const projectId = await insertProject(tx, {
      customerId,
      name: 'Fleet screening (demo)',
      description: 'Energy-saving screening of the dry bulk fleet.',
    });
    await insertProjectRates(tx, projectId);
    const [vesselId] = await insertVessels(tx, [{ projectId, vesselTypeId: bulk.id, name: 'MV Demo Explorer' }]);
    await insertVesselRates(tx, [vesselId!]);
    await createVesselForms(tx, [vesselId!]);
    const rates = await vesselRateIdsByType(tx, vesselId!, ['HFO', 'MGO']);
    if (rates.size < 2) return false;
    await replaceConsumptions(tx, vesselId!, [
      { vesselConsumptionRateId: rates.get('HFO')!, consumptionCategoryId: categoryOf('ME')!, annualConsumption: 6200 },
      { vesselConsumptionRateId: rates.get('MGO')!, consumptionCategoryId: categoryOf('AE')!, annualConsumption: 850 },
      { vesselConsumptionRateId: rates.get('HFO')!, consumptionCategoryId: categoryOf('BO')!, annualConsumption: 300 },
    ]);
    return true;
  });
}
