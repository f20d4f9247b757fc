// Reckoning with the company's time zone where nothing is written for people: a spreadsheet cell's
// wall-clock time, the moment a day begins, a zone's name as the runtime spells it. Built on the parts
// format.ts reads, so that one module keeps Intl's dates; apart from it, out of the pages' first load.
import { isTimeZone, partsOf } from './format.ts';

/** The runtime's zones by their names in lower case. */
let zonesByLowerCase: Map<string, string> | undefined;

/**
 * The zone's name as the runtime's list spells it ('europe/oslo' → 'Europe/Oslo'), else as given (a
 * zone known by another of its names, such as 'Asia/Kolkata' for 'Asia/Calcutta'); null when it is no
 * IANA time zone.
 */
export function timeZoneName(name: string): string | null {
  if (!isTimeZone(name)) return null;
  zonesByLowerCase ??= new Map(
    [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((zone) => [zone.toLowerCase(), zone] as const),
  );
  return zonesByLowerCase.get(name.toLowerCase()) ?? name;
}

/**
 * The moment's wall-clock time in `timeZone`, as a Date whose UTC fields hold it: what a spreadsheet's
 * date cell, which has no zone (exceljs writes a Date's UTC fields), shows. Seconds are kept.
 */
export function wallClockDate(value: Date, timeZone: string): Date {
  const p = partsOf(value, timeZone);
  if (!p) return value;
  const minute = Math.floor(value.getTime() / 60_000) * 60_000;
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const wall = new Date(0);
  wall.setUTCFullYear(Number(p.year), Number(p.month) - 1, Number(p.day));
  wall.setUTCHours(Number(p.hour), Number(p.minute));
  return new Date(value.getTime() + (wall.getTime() - minute));
}

/**
 * The moment a calendar day begins in `timeZone` (`day`: that day's midnight UTC, as 'YYYY-MM-DD'
 * parses): a filter by days reads them as the company's. A day that begins in a summer-time gap
 * begins when the clocks have moved on.
 */
export function startOfDayIn(day: Date, timeZone: string): Date {
  const midnight = day.getTime();
  const wallClock = (moment: number) => wallClockDate(new Date(moment), timeZone).getTime();
  // Midnight less the zone's offset, at midnight UTC and then at that guess: one of the two is the start.
  const first = midnight - (wallClock(midnight) - midnight);
  const second = midnight - (wallClock(first) - first);
  const onTheDay = [second, first].filter((moment) => wallClock(moment) >= midnight);
  return new Date(Math.min(...(onTheDay.length ? onTheDay : [first])));
}
