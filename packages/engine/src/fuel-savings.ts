import { cellKey } from './keys.ts';
import { type ApplyOrder, applyOrder } from './order.ts';
import { ruleActsOn, ruleSaving, type SavingRule, savingRule } from './saving-rule.ts';
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

/** The cells of one sequential calculation, grouped as the result tables read them. */
export interface FuelSavings {
  /** The cells of each aggregated row, by row, in apply order: row after row, the cell order. */
  byRow: SavingCell[][];
  /** The cells of each technology, by its position in the technologies list, in cell order. */
  byTechnology: SavingCell[][];
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
  return ruleSaving(savingRule(tech), category, type, remaining);
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
  return fuelSavings(rows, technologies, order).byRow.flat();
}

/** Where a technology saves what: its position, the aggregated row's position and the MT saved there. */
export type OnSaving = (position: number, rowIndex: number, savingsInMt: number) => void;

/**
 * The sequential calculation itself: row by row, the technologies acting on it in the category's
 * order, each on what the previous ones left. Hands each saving to `onSaving`, in cell order.
 */
export function applySequentially(
  rows: readonly AggregatedRow[],
  rules: readonly SavingRule[],
  order: ApplyOrder,
  onSaving: OnSaving,
): void {
  rows.forEach((row, rowIndex) => {
    const { consumptionCategory: category, consumptionType: type } = row;
    let remaining = Math.max(row.annualConsumptionInMt, 0);
    // The category's order filtered to the technologies acting on the row is the row's own order.
    for (const position of order(category)) {
      const rule = rules[position]!;
      if (!ruleActsOn(rule, category, type)) continue;
      const savingsInMt = ruleSaving(rule, category, type, remaining);
      remaining -= savingsInMt;
      onSaving(position, rowIndex, savingsInMt);
    }
  });
}

/** {@link computeFuelSavings} with the cells grouped by row and by technology. */
export function fuelSavings(
  rows: readonly AggregatedRow[],
  technologies: readonly IncludedTechnology[],
  order: ApplyOrder,
): FuelSavings {
  const byRow: SavingCell[][] = rows.map(() => []);
  const byTechnology: SavingCell[][] = technologies.map(() => []);
  applySequentially(rows, technologies.map(savingRule), order, (position, rowIndex, savingsInMt) => {
    const row = rows[rowIndex]!;
    const cell = {
      technology: technologies[position]!,
      consumptionCategory: row.consumptionCategory,
      consumptionType: row.consumptionType,
      savingsInMt,
    };
    byRow[rowIndex]!.push(cell);
    byTechnology[position]!.push(cell);
  });
  return { byRow, byTechnology };
}
