import { byName } from './keys.ts';
import type { CategoryTechnologyOrder, IncludedTechnology, Ref } from './types.ts';

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
 * {@link orderForCategory} for every category, as positions: each category is ordered once (not once
 * per consumption row), names are sorted at most once for all categories, and the savings range reuses
 * it for its adjusted technologies, whose positions, ids and names are the same.
 */
export function applyOrder(
  technologies: readonly IncludedTechnology[],
  orders: readonly CategoryTechnologyOrder[],
): ApplyOrder {
  const refs = technologies.map((t) => t.technology);
  const nameRank = nameRanks(refs);
  const sequences = sequencesByCategory(orders);
  const byCategory = new Map<number, number[]>();
  return (category) => {
    let ordered = byCategory.get(category.id);
    if (!ordered) {
      ordered = listedThenMissing(refs, sequences.get(category.id) ?? new Map(), nameRank);
      byCategory.set(category.id, ordered);
    }
    return ordered;
  };
}

/**
 * Each position's rank in name order (ties by id, then by position), sorted on first use: when every
 * technology is on its categories' lists with a sequence of its own, names are never compared.
 */
function nameRanks(refs: readonly Ref[]): () => readonly number[] {
  let ranks: number[] | undefined;
  return () => {
    if (!ranks) {
      const rankOf: number[] = [];
      // Stable sort: technologies with the same name and id keep their input order.
      const byNameOrder = refs.map((_, i) => i).sort((a, b) => byName(refs[a]!, refs[b]!));
      byNameOrder.forEach((position, rank) => {
        rankOf[position] = rank;
      });
      ranks = rankOf;
    }
    return ranks;
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

/** The positions on the category's list by calculationSequence, then the others; ties in name order. */
function listedThenMissing(refs: readonly Ref[], sequence: Map<number, number>, nameRank: () => readonly number[]) {
  const listed: number[] = [];
  const missing: number[] = [];
  // By position, so that the sort compares numbers instead of looking ids up.
  const sequenceAt: number[] = [];
  refs.forEach((ref, position) => {
    if (!sequence.has(ref.id)) missing.push(position);
    else {
      listed.push(position);
      sequenceAt[position] = sequence.get(ref.id) ?? 0;
    }
  });
  // A difference that is not a number (infinite sequences) counts as a tie, as it does for sort().
  listed.sort((a, b) => sequenceAt[a]! - sequenceAt[b]! || nameRank()[a]! - nameRank()[b]!);
  missing.sort((a, b) => nameRank()[a]! - nameRank()[b]!);
  return listed.concat(missing);
}
