import { sameValue } from './stale-save-values.ts';

export interface MergedValues<Values> {
  /** The form's values after Reload: the user's where they typed, the saved ones elsewhere. */
  values: Values;
  /** The form paths where both changed the value differently: the user's stays, the saved one shows beside it. */
  conflicts: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What names a row of a list or a picked record (a file, `{ id }`): its id, or a form row's key. */
const identityOf = (value: Record<string, unknown>) => value.id ?? value.key;

/**
 * Whether to merge inside: the form's values, and a row or record that is the same one in all three
 * (its fields are merged); another pick, file or row is one value, never mixed from two.
 */
function sameRecord(path: string, ...values: Record<string, unknown>[]): boolean {
  if (path === '') return true;
  const identity = identityOf(values[0]!);
  return identity !== undefined && values.every((value) => identityOf(value) === identity);
}

/** Lists of rows (objects) of one length are merged row by row; lists of picks (ids, text) are one value. */
const rowLists = (a: unknown, b: unknown, c: unknown): [unknown[], unknown[], unknown[]] | null =>
  Array.isArray(a) &&
  Array.isArray(b) &&
  Array.isArray(c) &&
  a.length === b.length &&
  b.length === c.length &&
  [...a, ...b, ...c].every(isPlainObject)
    ? [a, b, c]
    : null;

function merge(mine: unknown, base: unknown, saved: unknown, path: string, conflicts: string[]): unknown {
  if (sameValue(mine, saved)) return mine;
  // Not typed here: what the other person saved comes in.
  if (sameValue(mine, base)) return saved;
  // Typed here, not changed by the other person: the typed value stays.
  if (sameValue(saved, base)) return mine;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isPlainObject(mine) && isPlainObject(base) && isPlainObject(saved) && sameRecord(path, mine, base, saved)) {
    const keys = new Set([...Object.keys(mine), ...Object.keys(saved)]);
    return Object.fromEntries(
      [...keys].map((key) => [key, merge(mine[key], base[key], saved[key], at(key), conflicts)]),
    );
  }
  const lists = rowLists(mine, base, saved);
  if (lists) {
    const [myList, baseList, savedList] = lists;
    return myList.map((item, index) => merge(item, baseList[index], savedList[index], at(index), conflicts));
  }
  conflicts.push(path);
  return mine;
}

/**
 * A three-way merge of a form after a stale save's Reload: `mine` (what the form holds), `base` (the
 * values it was loaded with) and `saved` (the record as the other person saved it). Nothing typed is
 * lost: where both changed a value, the typed one stays and its path is listed.
 */
export function mergeValues<Values>(mine: Values, base: Values, saved: Values): MergedValues<Values> {
  const conflicts: string[] = [];
  const values = merge(mine, base, saved, '', conflicts) as Values;
  return { values, conflicts };
}
