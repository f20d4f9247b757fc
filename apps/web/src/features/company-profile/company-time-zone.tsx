import { displayTimeZone, setDisplayTimeZone } from '@backoffice/contracts';
import { Fragment, type ReactNode } from 'react';
import { useCompanyTimeZone } from './company-time-zone-api.ts';

/**
 * The staff pages, their dates read in the company's time zone: the shell reads the profile (every
 * staff member may) and sets its zone as the display zone of the contracts' date functions before
 * the first page shows; should the profile not be read, dates read in UTC. A zone saved later draws
 * the pages anew, so no date stays in the zone before.
 */
export function InCompanyTimeZone({ children }: { children: ReactNode }) {
  const { data: timeZone, isPending } = useCompanyTimeZone();
  if (isPending) return null;
  if (typeof timeZone === 'string' && timeZone !== displayTimeZone()) setDisplayTimeZone(timeZone);
  return <Fragment key={displayTimeZone()}>{children}</Fragment>;
}
