import type { AvailableTechnology, InstalledStatus, VesselTechnologyStatus } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';

/** One chosen technology: by snapshot id (client area) or by technology id (staff). */
export interface TechnologyStatusEntry {
  snapshotId?: number;
  technologyId?: number;
  installedStatus: InstalledStatus;
  plannedToBeInstalledOn: string | null;
}

/** The vessel's technologies with their installed status, by technology name. */
export async function listVesselTechnologyStatuses(_db: Db, _vesselId: number): Promise<VesselTechnologyStatus[]> {
  return [];
}

/** The current snapshot of every active technology for the vessel type, by name. */
export async function availableTechnologies(_db: Db, _vesselTypeId: number): Promise<AvailableTechnology[]> {
  return [];
}

/**
 * Replaces the vessel's technology statuses with the given list (400 on the entry's field for an
 * unknown technology or snapshot, or a planned date on a status other than PLANNED).
 */
export async function replaceVesselTechnologyStatuses(
  _tx: Db,
  _vesselId: number,
  _vesselTypeId: number,
  _entries: TechnologyStatusEntry[],
): Promise<void> {}
