import type {
  ConsumptionCategory,
  ConsumptionTechnology,
  IncludedTechnology,
  Questionnaire,
  Report,
  VesselConsumption,
  VesselConsumptionRate,
} from '@backoffice/contracts';
import type { IncludedTechnologyData, ReportCalculationData } from './report-input.ts';

/** What the web reads of a report for its calculation, as the API answers it. */
export interface ReportApiAnswers {
  /** GET reports/{id}. */
  report: Report;
  /** GET reports/{id}/included-technologies. */
  included: IncludedTechnology[];
  /** GET vessels/{vesselId}/consumptions. */
  consumptions: VesselConsumption[];
  /** GET vessels/{vesselId}/consumption-rates. */
  rates: VesselConsumptionRate[];
  /** GET consumptions/categories: the names of the consumption rows' categories. */
  categories: ConsumptionCategory[];
  /** GET consumptions/categories/{id}/technologies of (at least) the categories the technologies act on. */
  categoryLists: ConsumptionTechnology[][];
  /**
   * GET vessels/{vesselId}/questionnaire, for the CII particulars; null when not read (the savings
   * form's preview shows no CII figure), which leaves the CII outlook without them.
   */
  questionnaire: Questionnaire | null;
}

const ref = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });

/** An included technology as the API answers it, with the report's values. */
function includedTechnologyData(t: IncludedTechnology): IncludedTechnologyData {
  return {
    technology: ref(t.technology),
    savingsCategory: ref(t.technology.savingsCategory),
    consumptionCategories: t.technology.consumptionCategories.map(ref),
    calcSavings: t.calcSavings.value,
    calcConfidenceInterval: t.calcConfidenceInterval.value,
    calcEquipmentCost: t.calcEquipmentCost.value,
    calcInstallationCost: t.calcInstallationCost.value,
    calcOperationCost: t.calcOperationCost.value,
    fixedSavings: t.vesselTechnologyFixedConsumptionSavings.map((f) => ({
      consumptionCategory: ref(f.consumptionCategory),
      consumptionType: ref(f.consumptionType),
      fixedCalcSavingsInMt: f.fixedCalcSavingsInMt,
    })),
    windAssisted: t.technology.windAssisted,
    windPowerKw: t.windPowerKw,
    serviceLifeYears: t.serviceLifeYears,
  };
}

/** The questionnaire's items in the order the API reads them for the CII: by position, then id, across sections. */
function answersOf(questionnaire: Questionnaire | null): ReportCalculationData['questionnaireAnswers'] {
  if (!questionnaire) return [];
  return questionnaire.formSections
    .flatMap((section) => section.formItems)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((item) => ({ mappedTo: item.mappedTo, value: item.value }));
}

/** The calculation data of a report from the API's answers: the same data the API reads from its tables. */
export function reportDataFromApi(answers: ReportApiAnswers): ReportCalculationData {
  const { report } = answers;
  const typeOfRate = new Map(answers.rates.map((rate) => [rate.id, rate.projectConsumptionRate.consumptionType]));
  const categoryNames = new Map(answers.categories.map((category) => [category.id, category.name]));
  return {
    consumptionRows: answers.consumptions.flatMap((row) => {
      const type = typeOfRate.get(row.vesselConsumptionRate.id);
      if (!type) return [];
      const { id } = row.consumptionCategory;
      return [
        {
          consumptionCategory: { id, name: categoryNames.get(id) ?? String(id) },
          consumptionType: ref(type),
          annualConsumption: row.annualConsumption,
        },
      ];
    }),
    consumptionRates: answers.rates.map((rate) => ({
      consumptionType: ref(rate.projectConsumptionRate.consumptionType),
      price: rate.price,
      co2ConversionConstant: rate.co2ConversionConstant,
      fuelKind: rate.projectConsumptionRate.consumptionType.fuelKind,
    })),
    includedTechnologies: answers.included.map(includedTechnologyData),
    categoryListEntries: answers.categoryLists.flat().map((entry) => ({
      consumptionCategory: ref(entry.consumptionCategory),
      technology: ref(entry.technology),
      calculationSequence: entry.calculationSequence,
    })),
    regulatoryImpact: {
      pctInEu: report.regulatoryImpactPctInEu,
      carbonRate: report.regulatoryImpactCarbonRate,
      startYear: report.regulatoryImpactStartYear,
      numberOfYears: report.regulatoryImpactNumberOfYears,
      usdPerEur: report.regulatoryImpactUsdPerEur,
    },
    questionnaireAnswers: answersOf(answers.questionnaire),
    vesselTypeName: report.vessel.vesselType.name,
  };
}
