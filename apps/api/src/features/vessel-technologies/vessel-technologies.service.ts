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
import type { HistoryChange } from '../../db/schema/history.ts';
import { notFound, throwFieldErrors } from '../../lib/errors.ts';
import { type Actor, checkVersion, type RecordRef, recordChanges } from '../history/index.ts';
import { currentSnapshots, currentSnapshotValues } from '../technologies/index.ts';
import { findVisibleVessel, type LockedVessel, lockVessel, touchVessel } from '../vessel-records/index.ts';
import {
  activeAmong,
  activeTechnologyIds,
  existingEnergySavingTechnologiesOf,
  listStatusRows,
  raiseTechnologiesVersion,
  type SnapshotRef,
  type StatusRow,
  saveStatusRows,
  snapshotsByIds,
  statusSnapshotsOf,
} from './vessel-technologies.queries.ts';
import { technologyChanges } from './vessel-technology-changes.ts';

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

/** The vessel's technology statuses in its history: a part with a version of its own (`technologiesVersion`). */
export const technologiesRef = (vesselId: number): RecordRef => ({
  recordType: 'vessel',
  recordId: vesselId,
  part: 'technologies',
});

/**
 * A save of the vessel's technology statuses (staff, or a ship owner's questionnaire), with the
 * vessel locked: refused (409 naming the last change) when `version` is not the vessel's
 * `technologiesVersion`; else the list is replaced and, when that changed anything, the version is
 * raised and the vessel's history gets one entry under `actor`. Answers the changes in words and
 * the version now.
 */
export async function saveVesselTechnologyStatuses(
  tx: Db,
  actor: Actor,
  vessel: Pick<LockedVessel, 'id' | 'vesselTypeId' | 'technologiesVersion'>,
  save: { entries: TechnologyStatusEntry[]; version: number | undefined; field?: string },
): Promise<{ changes: HistoryChange[]; version: number }> {
  const ref = technologiesRef(vessel.id);
  await checkVersion(tx, ref, vessel.technologiesVersion, save.version);
  const before = await listVesselTechnologyStatuses(tx, vessel.id);
  await replaceVesselTechnologyStatuses(tx, vessel.id, vessel.vesselTypeId, save.entries, save.field);
  const after = await listVesselTechnologyStatuses(tx, vessel.id);
  const changes = technologyChanges(before, after);
  // A save that changes nothing keeps the version: an open form of the list stays current.
  const changed = changes.length > 0 || JSON.stringify(before) !== JSON.stringify(after);
  if (changed) await raiseTechnologiesVersion(tx, vessel.id);
  await recordChanges(tx, actor, [{ action: 'updated', ...ref, changes }]);
  return { changes, version: vessel.technologiesVersion + (changed ? 1 : 0) };
}

async function installedStatusOf(
  db: Db,
  vessel: { id: number; vesselTypeId: number; technologiesVersion: number },
): Promise<TechnologiesInstalledStatus> {
  const { id: vesselId, vesselTypeId } = vessel;
  return {
    vesselTechnologiesInstalledStatus: await listVesselTechnologyStatuses(db, vesselId),
    availableTechnologies: await availableTechnologies(db, vesselTypeId),
    existingEnergySavingTechnologies: await existingEnergySavingTechnologiesOf(db, vesselId),
    version: vessel.technologiesVersion,
  };
}

/** GET vessels/{id}/technologies-installed-status; 404 for an unknown or archived vessel. */
export async function getTechnologiesInstalledStatus(db: Db, vesselId: number) {
  const vessel = await findVisibleVessel(db, vesselId);
  if (!vessel) throw notFound('Vessel');
  return installedStatusOf(db, vessel);
}

/**
 * PUT vessels/{id}/technologies-installed-status: replaces the list, in one transaction; a save of
 * an older version of the list is refused (409), without `version` the last save wins.
 */
export async function updateTechnologiesInstalledStatus(
  db: Db,
  actor: Actor,
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
    const saved = await saveVesselTechnologyStatuses(tx, actor, vessel, { entries, version: input.version });
    await touchVessel(tx, vesselId);
    return installedStatusOf(tx, { ...vessel, technologiesVersion: saved.version });
  });
}
