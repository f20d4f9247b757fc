import type { VesselConsumption, VesselConsumptionsRequest } from '@backoffice/contracts';
import { numberText, parseNumberText } from '../../components/number-text.ts';

/** One consumption row as the form holds it: selects hold ids as text. */
export interface ConsumptionRow {
  key: string;
  consumptionCategory: string | null;
  vesselConsumptionRate: string | null;
  annualConsumption: string;
}

export interface ConsumptionRowsValues {
  consumptions: ConsumptionRow[];
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `row-${nextKey}`;
};

export function emptyRow(): ConsumptionRow {
  return { key: newKey(), consumptionCategory: null, vesselConsumptionRate: null, annualConsumption: '' };
}

/**
 * The saved rows, or one empty row when there are none. Their keys follow the saved rows, so the
 * same rows read twice hold the same values (a stale save's Reload compares them).
 */
export function rowsOf(consumptions: VesselConsumption[]): ConsumptionRow[] {
  if (!consumptions.length) return [{ ...emptyRow(), key: 'row-none' }];
  return consumptions.map((c) => ({
    key: `row-saved-${c.id}`,
    consumptionCategory: String(c.consumptionCategory.id),
    vesselConsumptionRate: String(c.vesselConsumptionRate.id),
    annualConsumption: numberText(c.annualConsumption),
  }));
}

const isBlank = (row: ConsumptionRow) =>
  !row.consumptionCategory && !row.vesselConsumptionRate && !row.annualConsumption.trim();

/** A single untouched row stands for "no rows": saving it clears the list. */
function isOnlyBlankRow(values: ConsumptionRowsValues): boolean {
  return values.consumptions.length === 1 && isBlank(values.consumptions[0]!);
}

const ref = (id: string | null) => (id ? { id: Number(id) } : null);

/** The request with the form's paths (consumptions.<index>.<field>), before validation. */
export function toRequest(values: ConsumptionRowsValues): VesselConsumptionsRequest | { consumptions: unknown[] } {
  if (isOnlyBlankRow(values)) return { consumptions: [] };
  return {
    consumptions: values.consumptions.map((row) => ({
      consumptionCategory: ref(row.consumptionCategory),
      vesselConsumptionRate: ref(row.vesselConsumptionRate),
      annualConsumption: parseNumberText(row.annualConsumption),
    })),
  };
}
