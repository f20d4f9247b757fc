/** The maturity levels a technology can have. */
export const maturityLevels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The order arithmetic of spec part 2 §4: moving swaps with the neighbour and renumbers from 0;
 * adding gives the count plus 1.
 */
export function moveConsumptionTechnology<T extends { calculationSequence: number }>(
  list: readonly T[],
  index: number,
  direction: 'up' | 'down',
): T[] {
  const ordered = [...list].sort((a, b) => a.calculationSequence - b.calculationSequence);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= ordered.length || target < 0 || target >= ordered.length) return ordered;
  [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
  return ordered.map((entry, position) => ({ ...entry, calculationSequence: position }));
}

/**
 * The sequence of a technology added to a category: the count plus 1, or past the highest when
 * removals left the list with higher numbers (so two entries never share a number).
 */
export function nextCalculationSequence(list: readonly { calculationSequence: number }[]): number {
  const highest = Math.max(-1, ...list.map((entry) => entry.calculationSequence));
  return Math.max(list.length + 1, highest + 1);
}
