const pad = (value: number) => String(value).padStart(2, '0');

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) is that day wherever the browser is; a moment is shown in local time. */
function parse(value: string): Date {
  const day = dateOnly.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** A date as DD/MM/YYYY (local time), or '-' when there is none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A moment as DD/MM/YYYY HH:mm (local time), or '-' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  const date = formatDate(value);
  if (date === '-' || !value) return date;
  const moment = new Date(value);
  return `${date} ${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

const dayMonthYear = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A date typed as DD/MM/YYYY → YYYY-MM-DD, or null when it is not a real calendar day. */
export function parseDayMonthYear(text: string): string | null {
  const match = dayMonthYear.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
