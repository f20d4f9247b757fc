import { type HistoryAction, type HistoryEntry, providerSignInMessages } from '@backoffice/contracts';

const historyActionWords: Record<HistoryAction, string> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  status: 'Status changed',
  shared: 'Shared with the ship owner',
  unshared: 'Sharing stopped',
  opened: 'Opened',
  downloaded: 'Downloaded',
  signedIn: 'Signed in',
};

/** What an entry did, as its Action column reads: a sign-in names its identity provider ('Signed in with Microsoft'). */
export function historyActionText(entry: HistoryEntry): string {
  if (entry.action !== 'signedIn') return historyActionWords[entry.action];
  const provider = entry.changes.find((change) => change.field === providerSignInMessages.historyField)?.after;
  return typeof provider === 'string' ? providerSignInMessages.signedInWith(provider) : historyActionWords.signedIn;
}

type ChangeValue = HistoryEntry['changes'][number]['before'];

/** A value before or after a change as it reads in the list: nothing as '(empty)', yes/no for a checkbox. */
export function changeValueText(value: ChangeValue): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
