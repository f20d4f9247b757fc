const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A result number as shown everywhere in a report: 2 decimals (spec part 2 §9), '–' when there is none. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  // -0.004 rounds to "-0.00": show it as 0.
  const shown = twoDecimals.format(value);
  return shown === '-0.00' ? '0.00' : shown;
}

const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A limit in a message: thousands separators, no decimals it does not have ('1,000,000', '312.5'). */
export function formatLimit(value: number): string {
  return upToTwoDecimals.format(value);
}
