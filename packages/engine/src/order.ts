import { byName } from './keys.ts';
import type { CategoryTechnologyOrder, IncludedTechnology, Ref } from './types.ts';

/** True when the technology has a fixed MT saving > 0 anywhere: it then acts only where it has one. */
export const hasFixedSavings = (tech: IncludedTechnology): boolean =>
  (tech.fixedSavings ?? []).some((f) => f.fixedSavingsInMt > 0);

/** The fixed MT saving of a technology on (category, type); 0 when it has none there. */
export function fixedSavingFor(tech: IncludedTechnology, category: Ref, type: Ref): number {
  let total = 0;
  for (const f of tech.fixedSavings ?? []) {
    if (f.consumptionCategory.id === category.id && f.consumptionType.id === type.id && f.fixedSavingsInMt > 0) {
      total += f.fixedSavingsInMt;
    }
  }
  return total;
}

/**
 * Whether a technology acts on a consumption row (category, type): a technology with fixed savings
 * acts only where its fixed value is > 0; any other acts on every type of its consumption categories.
 */
export function actsOn(tech: IncludedTechnology, category: Ref, type: Ref): boolean {
  if (hasFixedSavings(tech)) return fixedSavingFor(tech, category, type) > 0;
  return tech.consumptionCategories.some((c) => c.id === category.id);
}

/**
 * The technologies in the order they are applied inside one consumption category:
 * first those on the category's technology list by calculationSequence (ties by name),
 * then those missing from the list, by name.
 */
export function orderForCategory(
  category: Ref,
  technologies: readonly IncludedTechnology[],
  orders: readonly CategoryTechnologyOrder[],
): IncludedTechnology[] {
  const sequence = new Map<number, number>();
  for (const order of orders) {
    if (order.consumptionCategory.id !== category.id) continue;
    for (const entry of order.technologies) {
      if (!sequence.has(entry.technology.id)) sequence.set(entry.technology.id, entry.calculationSequence);
    }
  }
  const listed = technologies.filter((t) => sequence.has(t.technology.id));
  const missing = technologies.filter((t) => !sequence.has(t.technology.id));
  listed.sort(
    (a, b) =>
      (sequence.get(a.technology.id) ?? 0) - (sequence.get(b.technology.id) ?? 0) || byName(a.technology, b.technology),
  );
  missing.sort((a, b) => byName(a.technology, b.technology));
  return [...listed, ...missing];
}
