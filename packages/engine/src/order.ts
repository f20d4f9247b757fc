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
  return applyOrder(technologies, orders)(category).map((i) => technologies[i]!);
}

/** The apply order of a consumption category, as positions in the technologies list. */
export type ApplyOrder = (category: Ref) => readonly number[];

/**
 * {@link orderForCategory} for every category, as positions: one name sort serves all categories, each
 * category is ordered once (not once per consumption row), and the savings range reuses it for its
 * adjusted technologies, whose positions, ids and names are the same.
 */
export function applyOrder(
  technologies: readonly IncludedTechnology[],
  orders: readonly CategoryTechnologyOrder[],
): ApplyOrder {
  const refs = technologies.map((t) => t.technology);
  // Stable sort: technologies with the same name and id keep their input order.
  const byNameOrder = refs.map((_, i) => i).sort((a, b) => byName(refs[a]!, refs[b]!));
  const sequences = sequencesByCategory(orders);
  const byCategory = new Map<number, number[]>();
  return (category) => {
    let ordered = byCategory.get(category.id);
    if (!ordered) {
      ordered = listedThenMissing(byNameOrder, refs, sequences.get(category.id) ?? new Map());
      byCategory.set(category.id, ordered);
    }
    return ordered;
  };
}

/** calculationSequence by technology id, per category id; the first entry of a technology counts. */
function sequencesByCategory(orders: readonly CategoryTechnologyOrder[]): Map<number, Map<number, number>> {
  const sequences = new Map<number, Map<number, number>>();
  for (const order of orders) {
    let sequence = sequences.get(order.consumptionCategory.id);
    if (!sequence) {
      sequence = new Map();
      sequences.set(order.consumptionCategory.id, sequence);
    }
    for (const entry of order.technologies) {
      if (!sequence.has(entry.technology.id)) sequence.set(entry.technology.id, entry.calculationSequence);
    }
  }
  return sequences;
}

/**
 * The positions on the category's list by calculationSequence, then the others; both in name order
 * otherwise, since sorting the name order by sequence alone keeps ties in name order (stable sort).
 */
function listedThenMissing(byNameOrder: readonly number[], refs: readonly Ref[], sequence: Map<number, number>) {
  const listed = byNameOrder.filter((i) => sequence.has(refs[i]!.id));
  const missing = byNameOrder.filter((i) => !sequence.has(refs[i]!.id));
  listed.sort((a, b) => (sequence.get(refs[a]!.id) ?? 0) - (sequence.get(refs[b]!.id) ?? 0));
  return [...listed, ...missing];
}
