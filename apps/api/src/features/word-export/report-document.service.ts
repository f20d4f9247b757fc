import {
  type CalculatedResultsResponse,
  type CalcValue,
  type CalcValueKey,
  calcValueKeys,
  formatDate,
  formatPayback,
  type IncludedTechnology,
  formatNumber as n,
  type QuestionnaireKind,
  questionnaireKinds,
  type Report,
  reportStatusLabels,
  reportTypeLabels,
  reportTypes,
  savingText,
} from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { companyProfileForDocument } from '../company-profile/index.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { mappedAnswersOf } from '../questionnaires/index.ts';
import { type LoopRows, questionnaireTagName, type ReportTemplateData } from '../report-templates/index.ts';
import { includedTechnologiesWithResults, listNovelTechnologies, makerOffers } from '../reports/index.ts';
import { findActiveUser } from '../users/index.ts';
import { vesselConsumptionRows } from '../vessels/index.ts';
import { designChangesData, makersChosen } from './design-changes-document.ts';
import { addMakerPages } from './maker-pages.ts';
import { pictureOf } from './report-images.ts';
import { resultsData } from './results-document.service.ts';
import { snapshotTexts, vesselImageFileIds } from './word-export.queries.ts';

const value = (calc: CalcValue) => n(calc.value);
const text = (value: string | null | undefined) => value?.trim() ?? '';
/** The parts that are given, joined: no separator is left dangling where a part is missing. */
const joined = (separator: string, ...parts: (string | null | undefined)[]) =>
  parts
    .map(text)
    .filter((part) => part !== '')
    .join(separator);

/** The questionnaire answers the vessel section lists, when given, in this order. */
const vesselFacts: [label: string, kinds: QuestionnaireKind[], unit?: string][] = [
  ['IMO number', ['imoNumber']],
  ['Owner', ['owner']],
  ['Technical manager', ['technicalManager']],
  ['Build year', ['buildYear']],
  ['Shipyard', ['shipyard']],
  ['Flag', ['flag']],
  ['Class society', ['classSociety']],
  ['Deadweight', ['deadweight'], 't'],
  ['Gross tonnage', ['grossTonnage'], 'GT'],
  ['Length overall', ['lengthOverall'], 'm'],
  ['Beam', ['beam'], 'm'],
  ['Design draught', ['designDraught'], 'm'],
  ['Design speed', ['designSpeed'], 'kn'],
  ['Main engine', ['mainEngineMaker', 'mainEngineModel']],
  ['Main engine MCR power', ['mainEngineMcrPower'], 'kW'],
  ['Auxiliary engines', ['auxiliaryEnginesNumber', 'auxiliaryEngineMaker']],
  ['Boiler', ['boilerMaker']],
  ['Propeller', ['propellerType']],
  ['Hull paint', ['hullPaintType']],
  ['Scrubber', ['scrubber']],
  ['Trade route', ['tradeRoute']],
  ['Distance per year', ['totalAnnualDistance'], 'nm'],
  ['Energy-saving devices on board', ['existingEnergySavingDevices']],
];

/** An answer that is a bare number gets its unit ('82,000' → '82,000 t'); one that names its own keeps it. */
const withUnit = (answer: string, unit: string | undefined) =>
  unit && /^[\d\s.,]+$/.test(answer) ? `${answer} ${unit}` : answer;

/** The stored pictures as document images, read together: a picture for each file id, null when none. */
async function pictures(deps: FeatureDeps, fileIds: (number | null)[], maxWidth?: number, maxHeight?: number) {
  const stored = await deps.files.readContents(deps.db, fileIds);
  return (fileId: number | null) => {
    const file = fileId === null ? undefined : stored.get(fileId);
    return file?.content ? pictureOf(file.content, file.name, maxWidth, maxHeight) : null;
  };
}

async function companyPart(deps: FeatureDeps) {
  const company = await companyProfileForDocument(deps);
  const logo = company.logo?.content ? pictureOf(company.logo.content, company.logo.name, 220, 80) : null;
  return {
    'Company name': text(company.name),
    'Company address': text(company.address).replace(/\s*\n\s*/g, ', '),
    'Company website': text(company.website),
    'Company line': joined(' · ', company.name, text(company.address).replace(/\s*\n\s*/g, ', '), company.website),
    'Company logo': logo,
    'Has company logo': logo !== null,
    Disclaimer: text(company.disclaimer),
    'Has disclaimer': text(company.disclaimer) !== '',
    brandColour: company.brandColour,
    timeZone: company.timeZone,
  };
}

async function reportPart(deps: FeatureDeps, report: Report, timeZone: string) {
  const contact = report.internalContact ? await findActiveUser(deps.db, report.internalContact.id) : null;
  const images = await vesselImageFileIds(deps.db, report.vessel.id);
  const picture = await pictures(deps, [images.image1, images.image2], 600, 340);
  const { regulatoryImpactStartYear: start, regulatoryImpactNumberOfYears: years } = report;
  return {
    'Report name': report.name,
    'Report type': reportTypeLabels[report.type as 0 | 1],
    'Report status': reportStatusLabels[report.status] ?? '',
    'Report date': formatDate(new Date(), timeZone),
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
    'Contact line': joined(
      ' · ',
      joined(', ', contact?.fullName ?? report.internalContact?.fullName, contact?.title),
      contact?.email,
      contact?.phone,
    ),
    'Regulatory impact % in EU': n(report.regulatoryImpactPctInEu),
    'Carbon rate (EUR per t CO2)': n(report.regulatoryImpactCarbonRate),
    'USD per EUR': n(report.regulatoryImpactUsdPerEur),
    'Start year': start === null ? '' : String(start),
    'End year': start === null || years === null ? '' : String(start + years - 1),
    'Number of years': years === null ? '' : String(years),
    'Has CII projection description': text(report.regulatoryImpactDescription) !== '',
    'CII projection description': text(report.regulatoryImpactDescription),
  } satisfies Partial<ReportTemplateData>;
}

async function questionnairePart(db: Db, vesselId: number) {
  const answers = new Map<string, string>();
  for (const item of await mappedAnswersOf(db, vesselId)) {
    // The first item of a kind is the answer; later ones of the same kind add nothing.
    if (!answers.has(item.kind!)) answers.set(item.kind!, text(item.value));
  }
  const tags = Object.fromEntries(
    questionnaireKinds.map((kind) => [questionnaireTagName(kind), answers.get(kind) ?? '']),
  ) as Pick<ReportTemplateData, `Questionnaire: ${QuestionnaireKind}`>;
  const facts: LoopRows<'Vessel facts'> = vesselFacts.flatMap(([label, kinds, unit]) => {
    const given = kinds.map((kind) => answers.get(kind) ?? '').filter((answer) => answer !== '');
    return given.length > 0 ? [{ Fact: label, Value: withUnit(given.join(' '), unit) }] : [];
  });
  return { ...tags, 'Vessel facts': facts };
}

type FiveValues = Record<CalcValueKey, number | null>;

/**
 * Whose values a technology's figures use: the chosen maker's offer as the catalogue holds it, the
 * catalogue's indicative values (of the vessel type, as snapshotted), or the consultant's own. A
 * fixed saving holds Savings (%) at 0, so it is not compared.
 */
function valuesFrom(technology: IncludedTechnology, offer: FiveValues | undefined, catalogue: FiveValues | undefined) {
  const fixed = technology.vesselTechnologyFixedConsumptionSavings.some((f) => f.fixedCalcSavingsInMt > 0);
  const same = (source: FiveValues | undefined) =>
    source !== undefined &&
    calcValueKeys.every((key) => (key === 'calcSavings' && fixed) || technology[key].value === source[key]);
  if (technology.technologyMaker && same(offer)) return `the maker's offer (${technology.technologyMaker.name})`;
  if (same(catalogue)) return "the catalogue's indicative values";
  return "the consultant's own values";
}

async function technologiesPart(
  deps: FeatureDeps,
  included: IncludedTechnology[],
  calculated: CalculatedResultsResponse,
): Promise<LoopRows<'Technologies'>> {
  const texts = await snapshotTexts(
    deps.db,
    included.map((t) => t.vesselTypeTechnologyDetailSnapshotId),
  );
  const offers = await makerOffers(
    deps.db,
    included.map((t) => t.technology.id),
  );
  const offerOf = (t: IncludedTechnology) =>
    offers.find((o) => o.technologyId === t.technology.id && o.makerId === t.technologyMaker?.id);
  const iconOf = (technology: IncludedTechnology) => technology.technology.icon?.id ?? null;
  const icon = await pictures(deps, included.map(iconOf), 64, 64);
  const finances = new Map(
    (calculated.canCalculate ? calculated.calcFinances.finances : []).map((row) => [row.technology.id, row]),
  );
  return included.map((technology) => {
    const catalogue = texts.get(technology.vesselTypeTechnologyDetailSnapshotId);
    const finance = finances.get(technology.technology.id);
    const maker = text(technology.technologyMaker?.name);
    const supplier = text(technology.technologySupplier?.name);
    const potential = text(technology.potentialForVessel);
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
      'Has lead time': text(catalogue?.leadTime) !== '',
      'Lead time': text(catalogue?.leadTime),
      'Has maturity level': technology.technologyMaturityLevel !== null,
      'Maturity level': technology.technologyMaturityLevel === null ? '' : String(technology.technologyMaturityLevel),
      'Savings category': technology.technology.savingsCategory.name,
      'In screening report': technology.isIncludedInScreeningReport ? 'Yes' : 'No',
      'Savings (%)': value(technology.calcSavings),
      Savings: savingText(technology.calcSavings.value, technology.vesselTechnologyFixedConsumptionSavings),
      'Confidence interval (%)': value(technology.calcConfidenceInterval),
      'Savings (MT)': value(technology.calcSavingsInMt),
      'Equipment cost (USD)': value(technology.calcEquipmentCost),
      'Installation cost (USD)': value(technology.calcInstallationCost),
      'Investment (USD)': n(finance?.totalInvestment),
      'Operation cost (USD)': value(technology.calcOperationCost),
      'Total cost (USD)': value(technology.generatedTotalCost),
      'Payback time (years)': formatPayback(finance?.pbtInYears),
      'Values from': valuesFrom(technology, offerOf(technology), catalogue),
      'Has maker': maker !== '',
      Maker: maker,
      'Has supplier': supplier !== '',
      Supplier: supplier,
      'Has potential for the vessel': potential !== '',
      'Potential for the vessel': potential,
      // A solution design's maker's page: addMakerPages fills them.
      'Has maker page': false,
      'Lacks maker page': true,
      'Maker page': null,
    };
  });
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
  } satisfies Partial<ReportTemplateData>;
}

/**
 * The fuels the vessel burns, by consumption type name: each rate's yearly consumption (its rows
 * summed), and the price and CO2 factor the calculation uses.
 */
async function fuelsPart(db: Db, vesselId: number): Promise<LoopRows<'Fuels'>> {
  const rows = await vesselConsumptionRows(
    db,
    [vesselId],
    ['vesselConsumptionRateId', 'typeName', 'annualConsumption', 'price', 'co2ConversionConstant'],
    { order: 'typeName' },
  );
  const fuels = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const fuel = fuels.get(row.vesselConsumptionRateId);
    if (fuel) fuel.annualConsumption += row.annualConsumption;
    else fuels.set(row.vesselConsumptionRateId, { ...row });
  }
  return [...fuels.values()].map((fuel) => ({
    'Consumption type': fuel.typeName,
    'Annual consumption (MT)': n(fuel.annualConsumption),
    'Price (USD per MT)': n(fuel.price),
    'CO2 factor (t CO2 per t fuel)': String(fuel.co2ConversionConstant),
  }));
}

/**
 * Everything a report template can show of one report, typed by the tag list (template-tags.ts),
 * the brand colour of the default templates and the company's time zone, which its dates are read in.
 */
export async function reportDocumentData(
  deps: FeatureDeps,
  report: Report,
): Promise<{ data: ReportTemplateData; brandColour: string | null; timeZone: string }> {
  const { included, results } = await includedTechnologiesWithResults(deps, report.id);
  const { brandColour, timeZone, ...company } = await companyPart(deps);
  const reportFacts = await reportPart(deps, report, timeZone);
  const data: ReportTemplateData = {
    ...company,
    ...reportFacts,
    'Has regulatory impact': results.canCalculate && results.etsOutlook !== null,
    ...(await questionnairePart(deps.db, report.vessel.id)),
    ...(await resultsData(results)),
    ...(await novelPart(deps.db, report)),
    Fuels: await fuelsPart(deps.db, report.vessel.id),
    ...makersChosen(included),
    ...(await designChangesData(deps, report, included, results)),
    'Has technologies': included.length > 0,
    Technologies: await technologiesPart(deps, included, results),
  };
  await addMakerPages(deps, report, included, data);
  return { data, brandColour, timeZone };
}
