import type { HistoryAction, HistoryEntry } from '@backoffice/contracts';

export const historyActionWords: Record<HistoryAction, string> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  status: 'Status changed',
  shared: 'Shared with the ship owner',
  unshared: 'Sharing stopped',
  opened: 'Opened',
  downloaded: 'Downloaded',
};

type ChangeValue = HistoryEntry['changes'][number]['before'];

/** A value before or after a change as it reads in the list: nothing as '(empty)', yes/no for a checkbox. */
export function changeValueText(value: ChangeValue): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
