import type { ConsumptionRate, Ref } from './types.ts';

export interface RateLookup {
  /** p_t, USD per MT; 0 when the vessel has no rate for the type. */
  price(type: Ref): number;
  /** k_t, t CO2 per t fuel; 0 when the vessel has no rate for the type. */
  co2Factor(type: Ref): number;
  rate(type: Ref): ConsumptionRate | undefined;
}

/** Looks up the vessel's rate of a consumption type by id. A type without a rate counts as price 0 and k 0. */
export function rateLookup(rates: readonly ConsumptionRate[]): RateLookup {
  const byId = new Map<number, ConsumptionRate>();
  for (const r of rates) if (!byId.has(r.consumptionType.id)) byId.set(r.consumptionType.id, r);
  return {
    price: (type) => byId.get(type.id)?.pricePerMt ?? 0,
    co2Factor: (type) => byId.get(type.id)?.co2ConversionConstant ?? 0,
    rate: (type) => byId.get(type.id),
  };
}
