import { reportChartSpecs } from '@backoffice/charts';
import {
  type CalculatedResultsDto,
  type CalcValue,
  type IncludedTechnology,
  formatNumber as n,
  type Report,
  reportTypeLabels,
  reportTypes,
} from '@backoffice/contracts';
import type { TemplateData } from 'easy-template-x';
import type { Db } from '../../db/client.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { questionnaireTagName } from '../report-templates/index.ts';
import { includedTechnologiesWithResults, listNovelTechnologies } from '../reports/index.ts';
import { findActiveUser } from '../users/index.ts';
import { chartPicture, pictureOf } from './report-images.ts';
import { mappedQuestionnaireAnswers, snapshotTexts, vesselImageFileIds } from './word-export.queries.ts';

const statusWords = ['Draft', 'Published', 'Completed'] as const;
const value = (calc: CalcValue) => n(calc.value);
const text = (value: string | null | undefined) => value ?? '';
const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

/** The stored pictures as document images, read together: a picture for each file id, null when none. */
async function pictures(deps: FeatureDeps, fileIds: (number | null)[], maxWidth?: number) {
  const stored = await deps.files.readContents(deps.db, fileIds);
  return (fileId: number | null) => {
    const file = fileId === null ? undefined : stored.get(fileId);
    return file?.content ? pictureOf(file.content, file.name, maxWidth) : null;
  };
}

async function reportPart(deps: FeatureDeps, report: Report) {
  const contact = report.internalContact ? await findActiveUser(deps.db, report.internalContact.id) : null;
  const images = await vesselImageFileIds(deps.db, report.vessel.id);
  const picture = await pictures(deps, [images.image1, images.image2]);
  return {
    'Report name': report.name,
    'Report type': reportTypeLabels[report.type as 0 | 1],
    'Report status': statusWords[(report.status - 6) % 3] ?? '',
    'Report date': ddmmyyyy(new Date()),
    'Based on': text(report.basedOn?.name),
    'Client name': report.vessel.project.customer.name,
    'Project name': report.vessel.project.name,
    'Vessel name': report.vessel.name,
    'Vessel type': report.vessel.vesselType.name,
    'Vessel image 1': picture(images.image1),
    'Vessel image 2': picture(images.image2),
    'Has contact': report.internalContact !== null,
    'Contact name': text(contact?.fullName ?? report.internalContact?.fullName),
    'Contact title': text(contact?.title),
    'Contact email': text(contact?.email),
    'Contact phone': text(contact?.phone),
    'Regulatory impact % in EU': n(report.regulatoryImpactPctInEu),
    'Carbon rate (USD)': n(report.regulatoryImpactCarbonRate),
    'Start year': report.regulatoryImpactStartYear === null ? '' : String(report.regulatoryImpactStartYear),
    'Number of years':
      report.regulatoryImpactNumberOfYears === null ? '' : String(report.regulatoryImpactNumberOfYears),
    'CII projection description': text(report.regulatoryImpactDescription),
  };
}

async function questionnairePart(db: Db, vesselId: number) {
  const answers: Record<string, string> = {};
  for (const item of await mappedQuestionnaireAnswers(db, vesselId)) {
    const name = questionnaireTagName(item.mappedTo!);
    // The first item of a kind is the answer; later ones of the same kind add nothing.
    if (!(name in answers)) answers[name] = text(item.value);
  }
  return answers;
}

async function technologiesPart(
  deps: FeatureDeps,
  included: IncludedTechnology[],
  results: CalculatedResultsDto | null,
) {
  const texts = await snapshotTexts(
    deps.db,
    included.map((t) => t.vesselTypeTechnologyDetailSnapshotId),
  );
  const iconOf = (technology: IncludedTechnology) => technology.technology.icon?.id ?? null;
  const icon = await pictures(deps, included.map(iconOf), 96);
  const payback = new Map(results?.calcFinances.finances.map((row) => [row.technology.id, row.pbtInYears]));
  return included.map((technology) => {
    const catalogue = texts.get(technology.vesselTypeTechnologyDetailSnapshotId);
    return {
      Name: technology.technology.name,
      'Short name': technology.technology.shortName,
      Icon: icon(iconOf(technology)),
      Description: text(catalogue?.description),
      'Short description': text(catalogue?.shortDescription),
      'Summary description': text(catalogue?.summaryDescription),
      'Summary table description': text(catalogue?.summaryTableDescription),
      'Savings potential': text(catalogue?.savingsPotential),
      'Savings range': text(catalogue?.savingsRange),
      'Cost range': text(catalogue?.costRange),
      'Lead time': text(catalogue?.leadTime),
      'Maturity level': technology.technologyMaturityLevel === null ? '' : String(technology.technologyMaturityLevel),
      'Savings category': technology.technology.savingsCategory.name,
      'In screening report': technology.isIncludedInScreeningReport ? 'Yes' : 'No',
      'Savings (%)': value(technology.calcSavings),
      'Confidence interval (%)': value(technology.calcConfidenceInterval),
      'Savings (MT)': value(technology.calcSavingsInMt),
      'Equipment cost (USD)': value(technology.calcEquipmentCost),
      'Installation cost (USD)': value(technology.calcInstallationCost),
      'Operation cost (USD)': value(technology.calcOperationCost),
      'Total cost (USD)': value(technology.generatedTotalCost),
      'Payback time (years)': n(payback.get(technology.technology.id)),
      Maker: text(technology.technologyMaker?.name),
      Supplier: text(technology.technologySupplier?.name),
      'Potential for the vessel': text(technology.potentialForVessel),
    };
  });
}

async function resultsPart(results: CalculatedResultsDto | null) {
  if (!results) return { 'Has results': false };
  const savings = results.calcTechnologiesSavings;
  const finances = results.calcFinances;
  const charts = Object.fromEntries(
    await Promise.all(reportChartSpecs(results).map(async (chart) => [chart.key, await chartPicture(chart)] as const)),
  );
  return {
    'Has results': true,
    Score: n(results.calcNjordScore),
    'Baseline fuel (MT)': n(results.baseline.fuelInMt),
    'Baseline CO2 (MT)': n(results.baseline.co2InMt),
    'Total fuel savings (MT)': n(savings.totalFuelSavings),
    'Total fuel savings low (MT)': n(results.savingsRange.low.totalFuelSavings),
    'Total fuel savings high (MT)': n(results.savingsRange.high.totalFuelSavings),
    'Total CO2 reduction (MT)': n(savings.totalCo2ReductionInMt),
    'Total CO2 reduction (%)': n(savings.totalCo2ReductionInPct),
    'Total investment (USD)': n(finances.totalInvestment),
    'Payback time (years)': n(finances.pbtInYears),
    'Yearly cost (USD)': n(finances.yearlyCost),
    'Yearly fuel cost saving (USD)': n(finances.totalYearlyFuelCostSaving),
    'Savings chart': charts.savings ?? null,
    'MAC chart': charts.mac ?? null,
    'CII chart': charts.cii ?? null,
    'ETS chart': charts.ets ?? null,
    'Savings by technology': savings.technologiesSavings.map((row) => ({
      Technology: row.technology.name,
      'Consumption category': row.consumptionCategory.name,
      'Consumption type': row.consumptionType.name,
      'Savings category': row.savingsCategory.name,
      'Fuel savings (MT)': n(row.fuelSavingsInMt),
      'CO2 reduction (MT)': n(row.co2ReductionInMt),
      'CO2 reduction (%)': n(row.co2ReductionInPct),
    })),
    Finances: finances.finances.map((row) => ({
      Technology: row.technology.name,
      'Investment (USD)': n(row.totalInvestment),
      'Payback time (years)': n(row.pbtInYears),
      'Cost per year (USD)': n(row.costPerYear),
    })),
    'Savings by consumption category': results.calcConsumptionSavings.consumptionCategoriesSavings.map((row) => ({
      'Consumption category': row.consumptionCategory.name,
      'Savings (MT)': n(row.totalSavingsInMt),
    })),
    'Savings by savings category': results.calcSavingsCategorySavings.savingsCategoriesSavings.map((row) => ({
      'Savings category': row.savingsCategory.name,
      'Savings (MT)': n(row.totalSavingsInMt),
      'Savings (%)': n(row.totalSavingsInPct),
      'CO2 reduction (MT)': n(row.totalCo2ReductionInMt),
    })),
    'Has CII outlook': results.ciiOutlook !== null,
    'CII outlook': (results.ciiOutlook?.years ?? []).map((year) => ({
      Year: String(year.year),
      'Required CII': n(year.requiredCii),
      'Rating before': year.ratingBefore,
      'Rating after': year.ratingAfter,
    })),
    'Has ETS outlook': results.etsOutlook !== null,
    'ETS outlook': (results.etsOutlook?.years ?? []).map((year) => ({
      Year: String(year.year),
      'Phase-in (%)': n(year.phaseInPct),
      'Cost before (USD)': n(year.costBefore),
      'Cost after (USD)': n(year.costAfter),
      'Avoided cost (USD)': n(year.avoidedCost),
    })),
  };
}

async function novelPart(db: Db, report: Report) {
  if (report.type !== reportTypes.ScreeningReport) return { 'Has novel technologies': false, 'Novel technologies': [] };
  const novel = await listNovelTechnologies(db, report.id);
  const texts = await snapshotTexts(
    db,
    novel.map((t) => t.vesselTypeTechnologyDetailSnapshotId),
  );
  return {
    'Has novel technologies': novel.length > 0,
    'Novel technologies': novel.map((t) => ({
      Name: t.technologyName,
      'Short description': text(texts.get(t.vesselTypeTechnologyDetailSnapshotId)?.shortDescription),
      Description: text(texts.get(t.vesselTypeTechnologyDetailSnapshotId)?.description),
    })),
  };
}

/** Everything a report template can show of one report (template-tags.ts names each field). */
export async function reportDocumentData(deps: FeatureDeps, report: Report): Promise<TemplateData> {
  const { included, results: calculated } = await includedTechnologiesWithResults(deps, report.id);
  const results = calculated.canCalculate ? calculated : null;
  return {
    ...(await reportPart(deps, report)),
    ...(await questionnairePart(deps.db, report.vessel.id)),
    ...(await resultsPart(results)),
    ...(await novelPart(deps.db, report)),
    Technologies: await technologiesPart(deps, included, results),
  } as TemplateData;
}
