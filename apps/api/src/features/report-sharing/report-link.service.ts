import type { Db } from '../../db/client.ts';
import type { ShipOwnerPrincipal } from '../../plugins/auth.ts';
import { shipOwner } from '../history/index.ts';
import { findSharedReportByLink, markReportShareOpened, recordShipOwnerVisit } from '../reports/index.ts';

/** A shared report's link as the PIN check needs it. */
export interface ReportLink {
  reportId: number;
  urlHash: string;
  pinCode: string;
}

/** The report shared with this link while it opens (Completed, of a visible vessel), else null. */
export function findReportLink(db: Db, urlHash: string): Promise<ReportLink | null> {
  return findSharedReportByLink(db, urlHash);
}

/** The same, its share locked until the transaction ends: PIN attempts on one link run one after another. */
export function lockReportLink(tx: Db, urlHash: string): Promise<ReportLink | null> {
  return findSharedReportByLink(tx, urlHash, { lock: true });
}

/** The ship owner gave the right PIN: the share says when it was last opened, the report's history that it was. */
export async function recordReportOpened(tx: Db, reportId: number): Promise<void> {
  await markReportShareOpened(tx, reportId);
  await recordShipOwnerVisit(tx, shipOwner, reportId, { action: 'opened' });
}

/** A shared report's token keeps working while the report is shared with the token's link and opens. */
export async function reportLinkOpens(db: Db, owner: ShipOwnerPrincipal): Promise<boolean> {
  const link = await findSharedReportByLink(db, owner.urlHash);
  return link?.reportId === owner.formId;
}
