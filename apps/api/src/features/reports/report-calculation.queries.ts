import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  consumptionCategories,
  consumptionTechnologies,
  questionnaireItems,
  questionnaires,
  reports,
  reportTechnologies,
  technologies,
  vessels,
  vesselTypes,
} from '../../db/schema/index.ts';
import { mappedAnswersOf } from '../questionnaires/index.ts';

const categoryOrderColumns = {
  categoryId: consumptionCategories.id,
  categoryName: consumptionCategories.name,
  technologyId: technologies.id,
  technologyName: technologies.name,
  calculationSequence: consumptionTechnologies.calculationSequence,
};

/** The places of the report's technologies in the consumption categories' technology lists. */
export function categoryOrderRowsOf(db: Db, reportId: number) {
  return selectCategoryOrderRows(db, eq(reportTechnologies.reportId, reportId));
}

/** The places of the technologies of the reports meeting `reportWhere` in the categories' lists. */
function selectCategoryOrderRows(db: Db, reportWhere: SQL) {
  return db
    .select(categoryOrderColumns)
    .from(consumptionTechnologies)
    .innerJoin(consumptionCategories, eq(consumptionCategories.id, consumptionTechnologies.consumptionCategoryId))
    .innerJoin(technologies, eq(technologies.id, consumptionTechnologies.technologyId))
    .where(
      inArray(
        consumptionTechnologies.technologyId,
        db.select({ id: reportTechnologies.technologyId }).from(reportTechnologies).where(reportWhere),
      ),
    )
    .orderBy(asc(consumptionCategories.id), asc(consumptionTechnologies.calculationSequence));
}

/**
 * The places of the technologies of any of these reports in the categories' lists, each once: a
 * report's own are those of its technologies (categoryOrderRowsOf's rows, in the same order).
 */
export const categoryOrderRowsForReports = (db: Db, reportIds: number[]) =>
  selectCategoryOrderRows(db, inArray(reportTechnologies.reportId, reportIds));

const calculationFieldColumns = {
  pctInEu: reports.regulatoryImpactPctInEu,
  carbonRate: reports.regulatoryImpactCarbonRate,
  startYear: reports.regulatoryImpactStartYear,
  numberOfYears: reports.regulatoryImpactNumberOfYears,
  usdPerEur: reports.regulatoryImpactUsdPerEur,
  vesselTypeName: vesselTypes.name,
};

function selectCalculationFields(db: Db, where: SQL) {
  return db
    .select({ ...calculationFieldColumns, reportId: reports.id })
    .from(reports)
    .innerJoin(vessels, eq(vessels.id, reports.vesselId))
    .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .where(where);
}

/** The report's regulatory impact fields and its vessel's type name. */
export async function calculationFieldsOf(db: Db, reportId: number) {
  const [row] = await selectCalculationFields(db, eq(reports.id, reportId));
  return row ?? null;
}

/** The regulatory impact fields and vessel type name of all these reports, each with its report. */
export const calculationFieldsForReports = (db: Db, reportIds: number[]) =>
  selectCalculationFields(db, inArray(reports.id, reportIds));

/** The particulars the outlooks read among the questionnaire items: the CII's, and the MCR for FuelEU's wind reward. */
const outlookKinds = ['deadweight', 'grossTonnage', 'vesselType', 'totalAnnualDistance', 'mainEngineMcrPower'] as const;

/** The vessel's questionnaire answers of the kinds the outlooks read, in questionnaire order. */
export const outlookItemsOf = (db: Db, vesselId: number) => mappedAnswersOf(db, vesselId, outlookKinds);

/** The answers of the kinds the outlooks read of all these vessels, each with its vessel, in questionnaire order. */
export function outlookItemsForVessels(db: Db, vesselIds: number[]) {
  return db
    .select({ vesselId: questionnaires.vesselId, kind: questionnaireItems.mappedTo, value: questionnaireItems.value })
    .from(questionnaireItems)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireItems.questionnaireId))
    .where(and(inArray(questionnaires.vesselId, vesselIds), inArray(questionnaireItems.mappedTo, [...outlookKinds])))
    .orderBy(asc(questionnaireItems.position), asc(questionnaireItems.id));
}
