import type { HistoryChange } from '../../db/schema/history.ts';

/** A consumption rate (a project's or a vessel's) as its history names it: by its consumption type's short name. */
export interface RateInWords {
  id: number;
  typeShortName: string;
  price: number;
  co2ConversionConstant: number;
}

/** The rate columns as the rates forms head them. */
const rateColumns = [
  { key: 'price', label: 'Price (USD per MT)' },
  { key: 'co2ConversionConstant', label: 'CO2 conversion constant (per MT fuel)' },
] as const;

/** Each changed value of a list of rates saved at once, e.g. 'HFO · Price (USD per MT)' 480 → 500. */
export function rateChanges(before: RateInWords[], after: RateInWords[]): HistoryChange[] {
  const was = new Map(before.map((rate) => [rate.id, rate]));
  const changes: HistoryChange[] = [];
  for (const rate of after) {
    const old = was.get(rate.id);
    for (const { key, label } of rateColumns) {
      if (old?.[key] === rate[key]) continue;
      changes.push({ field: `${rate.typeShortName} · ${label}`, before: old?.[key] ?? null, after: rate[key] });
    }
  }
  return changes;
}

/** A consumption row as its history names it: its category and its rate's consumption type. */
export interface ConsumptionInWords {
  categoryName: string;
  typeShortName: string;
  annualConsumption: number;
}

/**
 * What a save of all consumption rows changed, row by row: a row is known by its category and
 * consumption type ('Main Engine · HFO · Annual Consumption'); an added row has no value before, a
 * removed one none after. A row only moved to another place is no change.
 */
export function consumptionChanges(before: ConsumptionInWords[], after: ConsumptionInWords[]): HistoryChange[] {
  const field = (row: ConsumptionInWords) => `${row.categoryName} · ${row.typeShortName} · Annual Consumption`;
  const remaining = new Map<string, number[]>();
  for (const row of before) remaining.set(field(row), [...(remaining.get(field(row)) ?? []), row.annualConsumption]);
  const changes: HistoryChange[] = [];
  for (const row of after) {
    const was = remaining.get(field(row))?.shift() ?? null;
    if (was !== row.annualConsumption) changes.push({ field: field(row), before: was, after: row.annualConsumption });
  }
  for (const [name, values] of remaining) {
    for (const value of values) changes.push({ field: name, before: value, after: null });
  }
  return changes;
}
