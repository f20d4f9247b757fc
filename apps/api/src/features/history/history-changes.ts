import type { HistoryChange } from '../../db/schema/history.ts';

type Value = HistoryChange['before'];

/**
 * The fields of a record as the screens label them, each with how its value reads (a status word,
 * a name instead of an id, a formatted date); without `words` a value reads as it is.
 */
export type FieldWords<T> = { [K in keyof T]?: { label: string; words?: (value: NonNullable<T[K]>) => Value } };

function plain(value: unknown): Value {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The labelled fields present in `after` (undefined counts as absent: a value kept) whose words differ from `before`. */
export function changesBetween<T extends object>(before: Partial<T>, after: Partial<T>, fields: FieldWords<T>) {
  const changes: HistoryChange[] = [];
  for (const key of Object.keys(fields) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    const field = fields[key]!;
    const read = (value: T[keyof T] | undefined): Value => {
      if (value === undefined || value === null || value === '') return null;
      return field.words ? field.words(value as NonNullable<T[keyof T]>) : plain(value);
    };
    const was = read(before[key]);
    const is = read(after[key]);
    if (was !== is) changes.push({ field: field.label, before: was, after: is });
  }
  return changes;
}

/** Every labelled field of a record, from nothing (created) or to nothing (`removed`). */
export function fieldsOf<T extends object>(record: Partial<T>, fields: FieldWords<T>, removed = false) {
  const nothing = Object.fromEntries(Object.keys(record).map((key) => [key, null])) as Partial<T>;
  return removed ? changesBetween(record, nothing, fields) : changesBetween(nothing, record, fields);
}

/**
 * The changes between two records read as label → words, for fields whose labels are made at run time
 * (a technology's name before each of its fields, one field per fixed saving): a label on one side only
 * reads as nothing on the other. `{}` before: created; `{}` after: deleted.
 */
export function labelledChanges(before: Record<string, Value>, after: Record<string, Value>) {
  const labels = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const fields: FieldWords<Record<string, Value>> = Object.fromEntries(labels.map((label) => [label, { label }]));
  const all = (record: Record<string, Value>) =>
    Object.fromEntries(labels.map((label) => [label, record[label] ?? null]));
  return changesBetween(all(before), all(after), fields);
}
