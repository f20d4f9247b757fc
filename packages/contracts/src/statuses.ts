import type { VesselCard } from './vessels.ts';

/** Status of a questionnaire or particulars form as sent (spec part 1 §4). */
export const FormStatus = { Draft: 0, Published: 1, Complete: 2 } as const;
export type FormStatus = (typeof FormStatus)[keyof typeof FormStatus];
export const formStatusLabels: Record<FormStatus, string> = { 0: 'Draft', 1: 'Published', 2: 'Complete' };

/** The vessel's unified status code for a form status (spec part 1 §4). */
export const questionnaireVesselStatus = (status: FormStatus) => status;
export const particularsVesselStatus = (status: FormStatus) => 3 + status;

/** Technology installed status: NOT_INSTALLED 0, PLANNED 1, INSTALLED 2. */
export const InstalledStatus = { NOT_INSTALLED: 0, PLANNED: 1, INSTALLED: 2 } as const;
export type InstalledStatus = (typeof InstalledStatus)[keyof typeof InstalledStatus];
export const installedStatusLabels: Record<InstalledStatus, string> = {
  0: 'Not installed',
  1: 'Planned',
  2: 'Installed',
};

/**
 * The unified status codes of spec part 1 §4: a vessel carries the code of its last changed document.
 * Every label is in the full form the spec shows on the vessel card ('Screening Report (Draft)').
 */
export const vesselStatusLabels: Record<number, string> = {
  0: 'Questionnaire (Draft)',
  1: 'Questionnaire (Published)',
  2: 'Questionnaire (Completed)',
  3: 'Particulars (Draft)',
  4: 'Particulars (Published)',
  5: 'Particulars (Completed)',
  6: 'Screening Report (Draft)',
  7: 'Screening Report (Published)',
  8: 'Screening Report (Completed)',
  9: 'Solution Design Report (Draft)',
  10: 'Solution Design Report (Published)',
  11: 'Solution Design Report (Completed)',
};

/** The card's date: status change, else modified, else created, else '-'. */
export function vesselCardDate(v: Pick<VesselCard, 'statusChangedOn' | 'modifiedOn' | 'createdOn'>): string | null {
  return v.statusChangedOn ?? v.modifiedOn ?? v.createdOn ?? null;
}
