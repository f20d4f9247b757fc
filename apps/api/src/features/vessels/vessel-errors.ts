import { AppError } from '../../lib/errors.ts';

/** Field messages of the vessel calls that the specification does not word. */
export const vesselMessages = {
  projectNotFound: 'Project not found',
  vesselTypeNotFound: 'Vessel type not found',
  consumptionRateNotFound: 'Consumption rate not found',
  consumptionCategoryNotFound: 'Consumption category not found',
} as const;

/** 400 with every collected field message; nothing when there are none. */
export function throwFieldErrors(fields: Record<string, string[]>) {
  const [first] = Object.values(fields);
  if (first) throw new AppError(400, first[0]!, fields);
}
