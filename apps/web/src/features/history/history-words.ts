import type { HistoryAction, HistoryEntry, HistoryRecordType } from '@backoffice/contracts';

export const historyActionWords: Record<HistoryAction, string> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  status: 'Status changed',
};

export const historyRecordTypeWords: Record<HistoryRecordType, string> = {
  customer: 'Client',
  project: 'Project',
  vessel: 'Vessel',
  questionnaire: 'Questionnaire',
  particulars: 'Vessel Particulars',
  report: 'Report',
  technology: 'Technology',
};

type ChangeValue = HistoryEntry['changes'][number]['before'];

/** A value before or after a change as it reads in the list: nothing as '(empty)', yes/no for a checkbox. */
export function changeValueText(value: ChangeValue): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
