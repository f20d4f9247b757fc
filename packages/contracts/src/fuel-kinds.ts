/** The fuel of a consumption type as FuelEU Maritime knows it (Annex II); 'Other' is left out of FuelEU. */
export const fuelKinds = ['HFO', 'LFO', 'MDO/MGO', 'LNG', 'Other'] as const;
export type FuelKind = (typeof fuelKinds)[number];
