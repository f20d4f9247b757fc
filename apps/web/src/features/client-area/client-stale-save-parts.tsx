// What a client form shows and does after a stale save (the message with Reload, the saved answers
// under the fields, the merge of what was typed with the form as saved now): loaded with the first
// stale save, so neither the PIN page nor a form's first load carries it.
import { mergeValues } from '../../components/stale-save-merge.ts';

export { SavedValueNote, StaleSaveAlert } from '../../components/stale-save-alert.tsx';
export { sameValue, valueAt } from '../../components/stale-save-values.ts';

/** The values with each list `whole` names turned into one text (and back), so a merge takes it as one value. */
function mapWhole(
  value: unknown,
  path: string,
  whole: (path: string) => boolean,
  map: (value: unknown) => unknown,
): unknown {
  if (path && whole(path)) return map(value);
  if (value === null || typeof value !== 'object') return value;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) return value.map((item, index) => mapWhole(item, at(String(index)), whole, map));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapWhole(item, at(key), whole, map)]));
}

/**
 * The three-way merge of a client form after Reload (`mergeValues`: the typed values where the
 * ship owner typed, the saved ones elsewhere, both where both changed), with the lists `whole`
 * names (technologies, a section's files) taken as one value: one side's list, never rows of both.
 */
export function mergeWith<Values>(whole: (path: string) => boolean, mine: Values, base: Values, saved: Values) {
  const pack = (values: Values) => mapWhole(values, '', whole, (list) => JSON.stringify(list));
  const merged = mergeValues(pack(mine), pack(base), pack(saved));
  return {
    values: mapWhole(merged.values, '', whole, (text) => JSON.parse(text as string)) as Values,
    conflicts: merged.conflicts,
  };
}
