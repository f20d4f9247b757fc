import { cellKey } from './keys.ts';
import { type ApplyOrder, actsOn, applyOrder, fixedSavingFor, hasFixedSavings } from './order.ts';
import type { CategoryTechnologyOrder, ConsumptionRow, IncludedTechnology, Ref } from './types.ts';

/** A consumption row after summing the rows with the same (category, type). */
export interface AggregatedRow {
  consumptionCategory: Ref;
  consumptionType: Ref;
  annualConsumptionInMt: number;
}

/** saving(i, c, t): what one technology saves on one aggregated consumption row, MT per year. */
export interface SavingCell {
  technology: IncludedTechnology;
  consumptionCategory: Ref;
  consumptionType: Ref;
  savingsInMt: number;
}

/** Sums the rows with the same (category, type); keeps the order of first appearance. */
export function aggregateConsumptionRows(rows: readonly ConsumptionRow[]): AggregatedRow[] {
  const byKey = new Map<string, AggregatedRow>();
  for (const row of rows) {
    const key = cellKey(row.consumptionCategory, row.consumptionType);
    const existing = byKey.get(key);
    if (existing) existing.annualConsumptionInMt += row.annualConsumptionInMt;
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()];
}

/**
 * The saving of one technology on what is left of a row: its fixed MT saving capped at the
 * remaining consumption, else `remaining × savings % / 100`. Kept within [0, remaining].
 */
export function stepSaving(tech: IncludedTechnology, category: Ref, type: Ref, remaining: number): number {
  const raw = hasFixedSavings(tech)
    ? Math.min(fixedSavingFor(tech, category, type), remaining)
    : (remaining * tech.savingsPct) / 100;
  return Math.min(Math.max(raw, 0), remaining);
}

/**
 * Sequential savings, never double counted: on each consumption row the technologies acting on it
 * are applied one after another in the category's order, each on what the previous ones left.
 * Returns one cell per (technology, row) where the technology acts, in row order then apply order.
 * `order` may be given when it is already known for these technologies' positions, ids and names.
 */
export function computeFuelSavings(
  rows: readonly AggregatedRow[],
  technologies: readonly IncludedTechnology[],
  orders: readonly CategoryTechnologyOrder[],
  order: ApplyOrder = applyOrder(technologies, orders),
): SavingCell[] {
  const cells: SavingCell[] = [];
  for (const row of rows) {
    const { consumptionCategory: category, consumptionType: type } = row;
    let remaining = Math.max(row.annualConsumptionInMt, 0);
    // The category's order filtered to the technologies acting on the row is the row's own order.
    for (const i of order(category)) {
      const technology = technologies[i]!;
      if (!actsOn(technology, category, type)) continue;
      const savingsInMt = stepSaving(technology, category, type, remaining);
      remaining -= savingsInMt;
      cells.push({ technology, consumptionCategory: category, consumptionType: type, savingsInMt });
    }
  }
  return cells;
}
