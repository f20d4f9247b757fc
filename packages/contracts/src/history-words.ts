import type { HistoryRecordType } from './history.ts';

// Apart from history.ts, which builds zod schemas: the Activity page needs these words, not zod.

/** Each kind of record as the screens call it. */
export const historyRecordTypeWords: Record<HistoryRecordType, string> = {
  customer: 'Client',
  project: 'Project',
  vessel: 'Vessel',
  questionnaire: 'Questionnaire',
  particulars: 'Vessel Particulars',
  report: 'Report',
  technology: 'Technology',
  companyProfile: 'Company Profile',
  department: 'Department',
  supplier: 'Supplier',
  maker: 'Maker',
  vesselType: 'Vessel Type',
  consumptionCategory: 'Consumption Category',
  consumptionType: 'Consumption Type',
  user: 'User',
};

/** The name of a record that no longer exists, in place of the one it had. */
export const deletedRecordName = (recordType: HistoryRecordType, recordId: number) =>
  `${historyRecordTypeWords[recordType]} #${recordId} (deleted)`;
