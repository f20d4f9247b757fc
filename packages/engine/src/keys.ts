import type { Ref } from './types.ts';

/** Map key of a (consumption category, consumption type) pair. */
export const cellKey = (category: Ref, type: Ref): string => `${category.id}:${type.id}`;

/** Sum of a list of numbers (0 for an empty list). */
export const sum = (values: readonly number[]): number => values.reduce((acc, v) => acc + v, 0);

/** Deterministic name order, ties broken by id. */
export const byName = (a: Ref, b: Ref): number => a.name.localeCompare(b.name, 'en') || a.id - b.id;

/** Distinct references by id, in order of first appearance. */
export function distinctRefs(refs: readonly Ref[]): Ref[] {
  const seen = new Map<number, Ref>();
  for (const ref of refs) if (!seen.has(ref.id)) seen.set(ref.id, ref);
  return [...seen.values()];
}
