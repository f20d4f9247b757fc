import { defaultTimeZone } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { companyProfile } from './schema/index.ts';

/**
 * The company's time zone (its profile's; UTC before the first save): the zone a document, an export
 * or a message writes its dates in. Read each time one is written, so a profile saved meanwhile counts.
 */
export async function companyTimeZone(db: Db): Promise<string> {
  const [row] = await db
    .select({ timeZone: companyProfile.timeZone })
    .from(companyProfile)
    .where(eq(companyProfile.id, 1));
  return row?.timeZone ?? defaultTimeZone;
}
