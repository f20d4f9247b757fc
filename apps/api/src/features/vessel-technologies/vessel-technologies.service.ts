import {
  type AvailableTechnology,
  catalogueMessages,
  formMessages,
  InstalledStatus,
  type TechnologiesInstalledStatus,
  type UpdateTechnologiesInstalledStatusRequest,
  type VesselTechnologyStatus,
} from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound, throwFieldErrors } from '../../lib/errors.ts';
import { currentSnapshots, currentSnapshotValues } from '../technologies/index.ts';
import { findVisibleVessel, lockVessel, touchVessel } from '../vessel-records/index.ts';
import {
  activeAmong,
  activeTechnologyIds,
  existingEnergySavingTechnologiesOf,
  listStatusRows,
  type SnapshotRef,
  type StatusRow,
  saveStatusRows,
  snapshotsByIds,
  statusSnapshotsOf,
} from './vessel-technologies.queries.ts';

/** One chosen technology: by snapshot id (client area) or by technology id (staff). */
export interface TechnologyStatusEntry {
  snapshotId?: number;
  technologyId?: number;
  installedStatus: InstalledStatus;
  plannedToBeInstalledOn: string | null;
}

/** The field path of the staff call's list; the client area passes its own ('selectedTechnologies'). */
export const staffStatusField = 'vesselTechnologiesInstalledStatus';

/**
 * The vessel's technologies with their installed status, by technology name. The name is the
 * one of the kept snapshot, so catalogue edits after the choice do not change it. One query.
 */
export async function listVesselTechnologyStatuses(db: Db, vesselId: number): Promise<VesselTechnologyStatus[]> {
  const rows = await listStatusRows(db, vesselId);
  return rows.map((row) => ({
    id: row.id,
    vesselTypeTechnologyDetailSnapshotId: row.snapshotId,
    technology: { id: row.technologyId, name: row.technologyName },
    technologyName: row.technologyName,
    installedStatus: row.installedStatus,
    plannedToBeInstalledOn: row.plannedToBeInstalledOn,
  }));
}

/**
 * Every active technology with its current values for the vessel type, by name. Reads only: the
 * snapshot id is that of an existing snapshot with exactly these values, or null; choosing the
 * technology (by its id) takes the snapshot when the statuses are saved.
 */
export async function availableTechnologies(db: Db, vesselTypeId: number): Promise<AvailableTechnology[]> {
  const ids = await activeTechnologyIds(db);
  const candidates = (await currentSnapshotValues(db, ids, vesselTypeId)) ?? new Map();
  return ids.flatMap((id) => {
    const candidate = candidates.get(id);
    if (!candidate) return [];
    return [
      { vesselTypeTechnologyDetailSnapshotId: candidate.existingId, technology: { id, name: candidate.values.name } },
    ];
  });
}

/**
 * Replaces the vessel's technology statuses with the given list (one per technology). A technology
 * already on the vessel keeps its snapshot. A new one is chosen by technology id (the active
 * technology's current snapshot for the vessel type) or by snapshot id (a snapshot of an active
 * technology for the vessel type). 400 on `<field>.<index>…` for an unknown or archived
 * technology, an unknown snapshot, the same technology twice, or a planned date on a status
 * other than PLANNED; then nothing changes. The caller locks the vessel.
 */
export async function replaceVesselTechnologyStatuses(
  tx: Db,
  vesselId: number,
  vesselTypeId: number,
  entries: TechnologyStatusEntry[],
  field: string = staffStatusField,
): Promise<void> {
  const kept = await statusSnapshotsOf(tx, vesselId);
  const snapshots = await snapshotsByIds(tx, ids(entries.map((entry) => entry.snapshotId)));
  const active = await activeAmong(
    tx,
    ids(entries.map((entry) => (entry.snapshotId !== undefined ? undefined : entry.technologyId))),
  );
  const fields: Record<string, string[]> = {};
  const chosen = new Map<number, { snapshotId: number | null; entry: TechnologyStatusEntry }>();
  entries.forEach((entry, index) => {
    const at = `${field}.${index}`;
    if (entry.plannedToBeInstalledOn && entry.installedStatus !== InstalledStatus.PLANNED) {
      fields[`${at}.plannedToBeInstalledOn`] = [formMessages.plannedDateOnlyWhenPlanned];
    }
    const choice = resolveEntry(entry, { kept, snapshots, active, vesselTypeId });
    if ('error' in choice) fields[`${at}.${choice.error}`] = [catalogueMessages.unknownChoice];
    else if (chosen.has(choice.technologyId)) fields[at] = [catalogueMessages.duplicateTechnology];
    else chosen.set(choice.technologyId, { snapshotId: choice.snapshotId, entry });
  });
  throwFieldErrors(fields);

  const toSnapshot = [...chosen].filter(([, choice]) => choice.snapshotId === null).map(([id]) => id);
  const current = await currentSnapshots(tx, toSnapshot, vesselTypeId);
  const rows: StatusRow[] = [...chosen].map(([technologyId, { snapshotId, entry }]) => ({
    technologyId,
    technologySnapshotId: snapshotId ?? current.get(technologyId)!.id,
    installedStatus: entry.installedStatus,
    plannedToBeInstalledOn: entry.plannedToBeInstalledOn ?? null,
  }));
  await saveStatusRows(tx, vesselId, rows);
}

type Choice = { technologyId: number; snapshotId: number | null } | { error: string };

/**
 * The technology an entry names and the snapshot it keeps (null: take the current one), or the
 * field that names something unknown.
 */
function resolveEntry(
  entry: TechnologyStatusEntry,
  known: {
    kept: Map<number, number>;
    snapshots: Map<number, SnapshotRef>;
    active: Set<number>;
    vesselTypeId: number;
  },
): Choice {
  const { kept, snapshots, active, vesselTypeId } = known;
  if (entry.snapshotId !== undefined) {
    const snapshot = snapshots.get(entry.snapshotId);
    if (!snapshot) return { error: 'vesselTypeTechnologyDetailSnapshotId' };
    if (entry.technologyId !== undefined && entry.technologyId !== snapshot.technologyId) {
      return { error: 'technology' };
    }
    const onVessel = kept.get(snapshot.technologyId);
    if (onVessel !== undefined) return { technologyId: snapshot.technologyId, snapshotId: onVessel };
    if (!snapshot.technologyActive || snapshot.vesselTypeId !== vesselTypeId) {
      return { error: 'vesselTypeTechnologyDetailSnapshotId' };
    }
    return { technologyId: snapshot.technologyId, snapshotId: snapshot.id };
  }
  if (entry.technologyId === undefined) return { error: 'technology' };
  const onVessel = kept.get(entry.technologyId);
  if (onVessel !== undefined) return { technologyId: entry.technologyId, snapshotId: onVessel };
  if (!active.has(entry.technologyId)) return { error: 'technology' };
  return { technologyId: entry.technologyId, snapshotId: null };
}

const ids = (values: (number | undefined)[]) => [
  ...new Set(values.filter((value): value is number => value !== undefined)),
];

async function installedStatusOf(db: Db, vesselId: number, vesselTypeId: number): Promise<TechnologiesInstalledStatus> {
  return {
    vesselTechnologiesInstalledStatus: await listVesselTechnologyStatuses(db, vesselId),
    availableTechnologies: await availableTechnologies(db, vesselTypeId),
    existingEnergySavingTechnologies: await existingEnergySavingTechnologiesOf(db, vesselId),
  };
}

/** GET vessels/{id}/technologies-installed-status; 404 for an unknown or archived vessel. */
export async function getTechnologiesInstalledStatus(db: Db, vesselId: number) {
  const vessel = await findVisibleVessel(db, vesselId);
  if (!vessel) throw notFound('Vessel');
  return installedStatusOf(db, vesselId, vessel.vesselTypeId);
}

/** PUT vessels/{id}/technologies-installed-status: replaces the list, in one transaction. */
export async function updateTechnologiesInstalledStatus(
  db: Db,
  vesselId: number,
  input: UpdateTechnologiesInstalledStatusRequest,
) {
  return db.transaction(async (tx) => {
    const vessel = await lockVessel(tx, vesselId);
    const entries = input.vesselTechnologiesInstalledStatus.map((status) => ({
      snapshotId: status.vesselTypeTechnologyDetailSnapshotId,
      technologyId: status.technology?.id,
      installedStatus: status.installedStatus,
      plannedToBeInstalledOn: status.plannedToBeInstalledOn ?? null,
    }));
    await replaceVesselTechnologyStatuses(tx, vesselId, vessel.vesselTypeId, entries);
    await touchVessel(tx, vesselId);
    return installedStatusOf(tx, vesselId, vessel.vesselTypeId);
  });
}
