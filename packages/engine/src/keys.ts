import type { Ref } from './types.ts';

/** Map key of a (consumption category, consumption type) pair. */
export const cellKey = (category: Ref, type: Ref): string => `${category.id}:${type.id}`;

/** Sum of a list of numbers (0 for an empty list). */
export const sum = (values: readonly number[]): number => values.reduce((acc, v) => acc + v, 0);

// One collator for every comparison: `localeCompare(…, 'en')` builds a new one per call, which made
// sorting technologies by name most of a calculation's time. Same order (ECMA-402 defines both alike).
const englishCollator = new Intl.Collator('en');

/** [valueAt(0), …, valueAt(length − 1)]: `Array.from({ length }, …)` without its slow generic path. */
export function arrayOf<T>(length: number, valueAt: (index: number) => T): T[] {
  const values: T[] = [];
  for (let index = 0; index < length; index++) values.push(valueAt(index));
  return values;
}

/** Deterministic name order, ties broken by id. */
export const byName = (a: Ref, b: Ref): number => englishCollator.compare(a.name, b.name) || a.id - b.id;

/** Distinct references by id, in order of first appearance. */
export function distinctRefs(refs: readonly Ref[]): Ref[] {
  const seen = new Map<number, Ref>();
  for (const ref of refs) if (!seen.has(ref.id)) seen.set(ref.id, ref);
  return [...seen.values()];
}
