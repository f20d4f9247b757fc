const dayMonthYear = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date typed as DD/MM/YYYY (the form `formatDate` of contracts shows) → YYYY-MM-DD, or null when
 * it is not a real calendar day. Here rather than in contracts: only the vessel's technology form
 * reads typed dates, and the formatting loads with every staff page.
 */
export function parseDayMonthYear(text: string): string | null {
  const match = dayMonthYear.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
