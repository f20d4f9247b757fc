import type { FixedSaving, IncludedTechnology, Ref } from './types.ts';

/** What a technology saves where, read once per calculation instead of once per consumption row. */
export interface SavingRule {
  /** Its fixed MT savings > 0, in input order; null when it has none and acts by percentage. */
  fixed: readonly FixedSaving[] | null;
  consumptionCategoryIds: readonly number[];
  savingsPct: number;
}

/** True when the technology has a fixed MT saving > 0 anywhere: it then acts only where it has one. */
export const hasFixedSavings = (tech: IncludedTechnology): boolean =>
  (tech.fixedSavings ?? []).some((f) => f.fixedSavingsInMt > 0);

export function savingRule(tech: IncludedTechnology): SavingRule {
  const fixed = (tech.fixedSavings ?? []).filter((f) => f.fixedSavingsInMt > 0);
  return {
    fixed: fixed.length > 0 ? fixed : null,
    consumptionCategoryIds: tech.consumptionCategories.map((c) => c.id),
    savingsPct: tech.savingsPct,
  };
}

/** The fixed MT saving on (category, type): the sum of the fixed savings set there. */
function fixedSavingOn(fixed: readonly FixedSaving[], category: Ref, type: Ref): number {
  let total = 0;
  for (const f of fixed) {
    if (f.consumptionCategory.id === category.id && f.consumptionType.id === type.id) total += f.fixedSavingsInMt;
  }
  return total;
}

/**
 * Whether the rule acts on a consumption row (category, type): with fixed savings only where its fixed
 * value is > 0; otherwise on every type of its consumption categories.
 */
export function ruleActsOn(rule: SavingRule, category: Ref, type: Ref): boolean {
  if (rule.fixed) return fixedSavingOn(rule.fixed, category, type) > 0;
  return rule.consumptionCategoryIds.includes(category.id);
}

/**
 * The rule's saving on what is left of a row: its fixed MT saving capped at the remaining consumption,
 * else `remaining × savings % / 100`. Kept within [0, remaining].
 */
export function ruleSaving(rule: SavingRule, category: Ref, type: Ref, remaining: number): number {
  const raw = rule.fixed
    ? Math.min(fixedSavingOn(rule.fixed, category, type), remaining)
    : (remaining * rule.savingsPct) / 100;
  return Math.min(Math.max(raw, 0), remaining);
}

/**
 * Whether a technology acts on a consumption row (category, type): a technology with fixed savings
 * acts only where its fixed value is > 0; any other acts on every type of its consumption categories.
 */
export const actsOn = (tech: IncludedTechnology, category: Ref, type: Ref): boolean =>
  ruleActsOn(savingRule(tech), category, type);
