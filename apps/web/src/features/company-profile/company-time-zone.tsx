import { displayTimeZone, setDisplayTimeZone } from '@backoffice/contracts';
import type { ReactNode } from 'react';
import { useCompanyTimeZone } from './company-time-zone-api.ts';

/** The zone this browser last read from the profile: the pages show in it at once, before the profile answers. */
const lastZoneKey = 'company-time-zone';

function rememberedZone() {
  try {
    return localStorage.getItem(lastZoneKey);
  } catch {
    return null;
  }
}

function remember(timeZone: string) {
  try {
    localStorage.setItem(lastZoneKey, timeZone);
  } catch {
    // Private browsing: the next visit shows UTC until the profile answers.
  }
}

/**
 * The staff pages, their dates read in the company's time zone: the shell reads the profile (every
 * staff member may) and sets its zone as the display zone of the contracts' date functions. Only a
 * browser's first visit waits for it; later ones show at once in the zone this browser read last.
 * A zone that differs from it (an admin changed it) applies from the next time a page draws: pages
 * are never mounted anew for it, which would lose what a user has typed. Should the profile not be
 * read, dates keep the zone they have (UTC the first time).
 */
export function InCompanyTimeZone({ children }: { children: ReactNode }) {
  const { data: timeZone, isPending } = useCompanyTimeZone();
  const remembered = rememberedZone();
  if (typeof timeZone === 'string') {
    if (timeZone !== remembered) remember(timeZone);
    if (timeZone !== displayTimeZone()) setDisplayTimeZone(timeZone);
  } else if (remembered && remembered !== displayTimeZone()) {
    setDisplayTimeZone(remembered);
  }
  if (isPending && remembered === null) return null;
  return children;
}
