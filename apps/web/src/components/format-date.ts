const pad = (value: number) => String(value).padStart(2, '0');

/** A date as DD/MM/YYYY (local time), or '-' when there is none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
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
