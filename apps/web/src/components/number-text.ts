const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * A number typed into a text field: empty → null (the field is required: '*'), a number → that
 * number, anything else → NaN ('Must be a number'). A decimal comma counts as a point.
 */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  return numberPattern.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A number as the text a field starts with. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
