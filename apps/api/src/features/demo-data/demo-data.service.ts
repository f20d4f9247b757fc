import { reportTypes } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { insertProject, insertProjectRates } from '../projects/index.ts';
import { includeCatalogueTechnologies, insertNewReport } from '../reports/index.ts';
import { createVessels, replaceConsumptions } from '../vessels/index.ts';
import {
  claimDemo,
  consumptionTypeId,
  demoReferences,
  insertDemoCustomer,
  technologyIdsByShortName,
  vesselRateIdsByType,
} from './demo-data.queries.ts';

export const demoCustomerName = 'Demo Shipping A/S (demo data)';

/**
 * A screening report of the demo vessel with three technologies of the seeded catalogue (the foul-release
 * coating with a fixed saving on the main engine's HFO), and a solution design based on it. Left out
 * when the catalogue no longer has them.
 */
async function seedDemoReports(tx: Db, vessel: { id: number; vesselTypeId: number }, mainEngineId: number) {
  const ids = await technologyIdsByShortName(tx, ['ALS', 'FRC', 'PBCF']);
  const hfo = await consumptionTypeId(tx, 'HFO');
  if (ids.size < 3 || hfo === null) return;
  const screeningId = await insertNewReport(tx, {
    vesselId: vessel.id,
    type: reportTypes.ScreeningReport,
    name: 'Energy screening 2026 (demo)',
    basedOnReportId: null,
    contactId: null,
  });
  await includeCatalogueTechnologies(tx, { id: screeningId, vesselTypeId: vessel.vesselTypeId }, [
    { technologyId: ids.get('ALS')! },
    {
      technologyId: ids.get('FRC')!,
      fixedSavings: [{ consumptionCategoryId: mainEngineId, consumptionTypeId: hfo, fixedSavingsInMt: 250 }],
    },
    { technologyId: ids.get('PBCF')! },
  ]);
  await insertNewReport(tx, {
    vesselId: vessel.id,
    type: reportTypes.SolutionDesignReport,
    name: 'Solution design 2026 (demo)',
    basedOnReportId: screeningId,
    contactId: null,
  });
}

/**
 * A clearly named demo client with a project, a vessel with its forms, its consumption and two
 * reports, so that a newcomer on the embedded database sees every screen working. Everything is
 * made as the app makes it (rates, forms, reports, status). Loaded once; never on PostgreSQL.
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
    const [vesselId] = await createVessels(tx, [{ projectId, vesselTypeId: bulk.id, name: 'MV Demo Explorer' }]);
    const rates = await vesselRateIdsByType(tx, vesselId!, ['HFO', 'MGO']);
    if (rates.size < 2) return false;
    await replaceConsumptions(tx, vesselId!, [
      { vesselConsumptionRateId: rates.get('HFO')!, consumptionCategoryId: categoryOf('ME')!, annualConsumption: 6200 },
      { vesselConsumptionRateId: rates.get('MGO')!, consumptionCategoryId: categoryOf('AE')!, annualConsumption: 850 },
      { vesselConsumptionRateId: rates.get('HFO')!, consumptionCategoryId: categoryOf('BO')!, annualConsumption: 300 },
    ]);
    await seedDemoReports(tx, { id: vesselId!, vesselTypeId: bulk.id }, categoryOf('ME')!);
    return true;
  });
}
