import type { Db } from '../../db/client.ts';
import { currentSnapshots } from '../technologies/index.ts';
import { insertFixedSavings, insertIncludedTechnologies } from './report-copy.queries.ts';

export interface CatalogueTechnology {
  technologyId: number;
  fixedSavings?: { consumptionCategoryId: number; consumptionTypeId: number; fixedSavingsInMt: number }[];
}

/**
 * Includes catalogue technologies in a new screening report with the values the savings form
 * starts from: the current snapshot for the vessel type, its values as value and original, and
 * Savings (%) 0 where a fixed saving in MT is given (spec part 2 §5). For data the app brings along
 * (the demo), where nobody fills in the form.
 */
export async function includeCatalogueTechnologies(
  tx: Db,
  report: { id: number; vesselTypeId: number },
  entries: CatalogueTechnology[],
) {
  const snapshots = await currentSnapshots(
    tx,
    entries.map((entry) => entry.technologyId),
    report.vesselTypeId,
  );
  const ids = await insertIncludedTechnologies(
    tx,
    entries.map(({ technologyId, fixedSavings = [] }) => {
      const { id: snapshotId, values } = snapshots.get(technologyId)!;
      return {
        reportId: report.id,
        technologyId,
        snapshotId,
        calcSavings: fixedSavings.some((saving) => saving.fixedSavingsInMt > 0) ? 0 : values.calcSavings,
        calcConfidenceInterval: values.calcConfidenceInterval,
        calcEquipmentCost: values.calcEquipmentCost,
        calcInstallationCost: values.calcInstallationCost,
        calcOperationCost: values.calcOperationCost,
        originalCalcSavings: values.calcSavings,
        originalCalcConfidenceInterval: values.calcConfidenceInterval,
        originalCalcEquipmentCost: values.calcEquipmentCost,
        originalCalcInstallationCost: values.calcInstallationCost,
        originalCalcOperationCost: values.calcOperationCost,
      };
    }),
  );
  await insertFixedSavings(
    tx,
    entries.flatMap(({ technologyId, fixedSavings = [] }) =>
      fixedSavings.map((saving) => ({ ...saving, reportTechnologyId: ids.get(technologyId)! })),
    ),
  );
}
