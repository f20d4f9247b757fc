// Plain values and rules of reports, without zod: the web's pages import them at first load.
import { formatLimit, formatNumber } from './format.ts';
import { messages } from './messages.ts';

/**
 * A report's status is its unified code (spec part 1 §4): a screening report is 6 Draft,
 * 7 Published or 8 Completed; a solution design 9, 10 or 11.
 */
export const reportStatuses = {
  ScreeningReportDraft: 6,
  ScreeningReportPublished: 7,
  ScreeningReportCompleted: 8,
  SolutionDesignReportDraft: 9,
  SolutionDesignReportPublished: 10,
  SolutionDesignReportCompleted: 11,
} as const;
type ReportStatus = (typeof reportStatuses)[keyof typeof reportStatuses];

/** The statuses a report of a type may have, Draft first. */
export function statusesOfType(type: number): ReportStatus[] {
  return type === 1 ? [9, 10, 11] : [6, 7, 8];
}
export const draftStatusOf = (type: number): ReportStatus => statusesOfType(type)[0]!;
export const isCompletedStatus = (status: number) => status === 8 || status === 11;
export const reportStatusLabels: Record<number, string> = {
  6: 'Draft',
  7: 'Published',
  8: 'Completed',
  9: 'Draft',
  10: 'Published',
  11: 'Completed',
};

type FixedSavings = readonly { fixedCalcSavingsInMt: number | null }[];

/** A technology that saves a fixed amount, in words: 'Fixed: 180.00 MT per year'; null when it saves a %. */
export function fixedSavingText(fixed: FixedSavings): string | null {
  const fixedMt = fixed.reduce((sum, f) => sum + (f.fixedCalcSavingsInMt ?? 0), 0);
  return fixedMt > 0 ? `Fixed: ${formatNumber(fixedMt)} MT per year` : null;
}

/** A technology's saving as a reader should read it: its savings %, or its fixed MT (never 'Savings 0.00 %'). */
export function savingText(savingsPct: number | null, fixed: FixedSavings): string {
  return fixedSavingText(fixed) ?? `${formatNumber(savingsPct)} %`;
}

/** The savings rule of spec part 2 §5, shared by the form and the server. */
export function savingsIssue(v: {
  calcSavings?: number | null;
  vesselTechnologyFixedConsumptionSavings?: { fixedCalcSavingsInMt: number | null }[];
}): string | null {
  const fixed = (v.vesselTechnologyFixedConsumptionSavings ?? []).some((f) => (f.fixedCalcSavingsInMt ?? 0) > 0);
  if (fixed) return null;
  if (v.calcSavings === undefined || v.calcSavings === null) return messages.required;
  return v.calcSavings > 0 ? null : messages.mustBeGreaterThanZero;
}

/**
 * A fixed MT saving above the vessel's annual consumption A of its (category, type) (docs/calculation.md
 * 'Fixed MT savings'): refused, never capped.
 */
export const fixedSavingAboveConsumption = (annualConsumptionInMt: number) =>
  `Must be at most ${formatLimit(annualConsumptionInMt)}, the vessel's annual consumption`;

/** Texts of reports (spec part 2 §8); the product's own below the line. */
export const reportMessages = {
  reportCreated: 'Report created',
  reportCreateFailed: 'Failed to create report',
  reportUpdated: 'Report updated successfully',
  technologyAdded: 'Technology added successfully',
  technologyUpdated: 'Technology updated successfully',
  technologyRemoved: 'Technology removed successfully',
  novelTechnologyAdded: 'Novel Technology added successfully',
  novelTechnologyRemoved: 'Novel Technology removed successfully',
  regulatoryImpactUpdated: 'Regulatory Impact updated successfully',
  regulatoryImpactFailed: 'Failed to update Regulatory Impact',
  regulatoryImpactFileUploaded: 'Regulatory Impact File uploaded successfully',
  regulatoryImpactFileDeleted: 'Regulatory Impact File deleted successfully',
  regulatoryImpactFileDeleteFailed: 'Regulatory Impact File delete failed',
  extractFailed: 'File uploaded, but could not extract calculation data. Please fill in manually.',
  missingConsumption: 'Vessel is missing categories & types, and therefore cannot calculate results.',
  clearCalculationFileConfirm: 'Are you sure you want to clear the calculation file?',
  // Not worded by the spec: the product's own.
  reportLocked: 'This report is completed and can no longer be changed. Set its status back to change it.',
  basedOnNotScreening: 'Must be a screening report of the same vessel',
  statusOfOtherType: 'Must be a status of this report type',
  technologyAlreadyIncluded: 'This technology is already in the report',
  technologyNotAvailable: 'This technology is not available for the vessel',
  notTechnologyMaker: 'Must be a maker of this technology',
  notTechnologySupplier: 'Must be a supplier of this technology',
  notTechnologyCategory: 'Must be a consumption category of this technology',
  fixedSavingTwice: 'This consumption category and type already has a fixed saving',
  fixedSavingNotConsumed: 'The vessel burns no fuel of this type in this consumption category',
  extractXlsUnsupported:
    'File uploaded, but this server cannot read .xls files. Please fill in manually, or upload it as .xlsx.',
  novelTechnologyExists: 'This technology is already a novel technology of the report',
  novelOnlyInScreening: 'Only a screening report has novel technologies',
  reportFileExists: 'This file is already in the report',
  removeTechnologyConfirm: 'Are you sure you want to remove this technology from the report?',
  removeNovelTechnologyConfirm: 'Are you sure you want to remove this novel technology?',
  deleteRegulatoryFileConfirm: 'Are you sure you want to delete the Regulatory Impact file?',
  noScreeningReportToBaseOn: 'Create a screening report first: a solution design is based on one',
  reportFileUploaded: 'File uploaded',
  reportFileUpdated: 'File updated',
  reportFileDeleted: 'File deleted',
  deleteReportFileConfirm: 'Are you sure you want to delete this file?',
} as const;
