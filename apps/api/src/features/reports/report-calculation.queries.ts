import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  consumptionCategories,
  consumptionTechnologies,
  consumptionTypes,
  projectConsumptionRates,
  reports,
  reportTechnologies,
  technologies,
  vesselConsumptionRates,
  vesselConsumptions,
  vessels,
  vesselTypes,
} from '../../db/schema/index.ts';
import { mappedAnswersOf } from '../questionnaires/index.ts';

/** The vessel's consumption rows with their category and the consumption type of their rate. */
export function consumptionRowsOf(db: Db, vesselId: number) {
  return db
    .select({
      categoryId: consumptionCategories.id,
      categoryName: consumptionCategories.name,
      typeId: consumptionTypes.id,
      typeName: consumptionTypes.name,
      annualConsumption: vesselConsumptions.annualConsumption,
    })
    .from(vesselConsumptions)
    .innerJoin(consumptionCategories, eq(consumptionCategories.id, vesselConsumptions.consumptionCategoryId))
    .innerJoin(vesselConsumptionRates, eq(vesselConsumptionRates.id, vesselConsumptions.vesselConsumptionRateId))
    .innerJoin(projectConsumptionRates, eq(projectConsumptionRates.id, vesselConsumptionRates.projectConsumptionRateId))
    .innerJoin(consumptionTypes, eq(consumptionTypes.id, projectConsumptionRates.consumptionTypeId))
    .where(eq(vesselConsumptions.vesselId, vesselId))
    .orderBy(asc(vesselConsumptions.position), asc(vesselConsumptions.id));
}

/** The places of the report's technologies in the consumption categories' technology lists. */
export function categoryOrderRowsOf(db: Db, reportId: number) {
  return db
    .select({
      categoryId: consumptionCategories.id,
      categoryName: consumptionCategories.name,
      technologyId: technologies.id,
      technologyName: technologies.name,
      calculationSequence: consumptionTechnologies.calculationSequence,
    })
    .from(consumptionTechnologies)
    .innerJoin(consumptionCategories, eq(consumptionCategories.id, consumptionTechnologies.consumptionCategoryId))
    .innerJoin(technologies, eq(technologies.id, consumptionTechnologies.technologyId))
    .where(
      inArray(
        consumptionTechnologies.technologyId,
        db
          .select({ id: reportTechnologies.technologyId })
          .from(reportTechnologies)
          .where(eq(reportTechnologies.reportId, reportId)),
      ),
    )
    .orderBy(asc(consumptionCategories.id), asc(consumptionTechnologies.calculationSequence));
}

/** The report's regulatory impact fields and its vessel's type name. */
export async function calculationFieldsOf(db: Db, reportId: number) {
  const [row] = await db
    .select({
      pctInEu: reports.regulatoryImpactPctInEu,
      carbonRate: reports.regulatoryImpactCarbonRate,
      startYear: reports.regulatoryImpactStartYear,
      numberOfYears: reports.regulatoryImpactNumberOfYears,
      usdPerEur: reports.regulatoryImpactUsdPerEur,
      vesselTypeName: vesselTypes.name,
    })
    .from(reports)
    .innerJoin(vessels, eq(vessels.id, reports.vesselId))
    .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .where(eq(reports.id, reportId));
  return row ?? null;
}

/** The particulars the outlooks read among the questionnaire items: the CII's, and the MCR for FuelEU's wind reward. */
const outlookKinds = ['deadweight', 'grossTonnage', 'vesselType', 'totalAnnualDistance', 'mainEngineMcrPower'] as const;

/** The vessel's questionnaire answers of the kinds the outlooks read, in questionnaire order. */
export const outlookItemsOf = (db: Db, vesselId: number) => mappedAnswersOf(db, vesselId, outlookKinds);
