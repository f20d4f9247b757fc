/**
 * Technology snapshots (docs/decisions/0012-technology-catalogue-and-snapshots.md): an immutable copy of a
 * technology's values for one vessel type, so that editing or archiving the catalogue never
 * changes a report or vessel record that already uses it. Reports and vessel screens call these.
 */
import { createHash } from 'node:crypto';
import { type CalcValueKey, calcValueKeys, type TechnologySnapshotValues } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findTechnologiesForSnapshot, type SnapshotSourceRow } from './technologies.queries.ts';
import {
  type CalcOverrides,
  findSnapshotRow,
  insertSnapshots,
  type NewSnapshot,
  newestSnapshots,
  vesselTypeOverrides,
} from './technology-snapshots.queries.ts';

export interface TechnologySnapshot {
  id: number;
  values: TechnologySnapshotValues;
}

/** JSON with object keys sorted at every level: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function valuesHash(values: TechnologySnapshotValues): string {
  return createHash('sha256').update(canonicalJson(values)).digest('hex');
}

function snapshotValues(
  source: SnapshotSourceRow,
  vesselTypeId: number | null,
  overrides: CalcOverrides | null,
  consumptionCategories: TechnologySnapshotValues['consumptionCategories'],
): TechnologySnapshotValues {
  const calc = Object.fromEntries(calcValueKeys.map((key) => [key, overrides?.[key] ?? source[key]])) as Record<
    CalcValueKey,
    number
  >;
  return {
    technologyId: source.id,
    vesselTypeId,
    name: source.name,
    shortName: source.shortName,
    description: source.description,
    shortDescription: source.shortDescription,
    savingsPotential: source.savingsPotential,
    savingsCategory:
      source.savingsCategoryId === null ? null : { id: source.savingsCategoryId, name: source.savingsCategoryName! },
    savingsRange: source.savingsRange,
    costRange: source.costRange,
    leadTime: source.leadTime,
    iconFileId: source.iconFileId,
    ...calc,
    implementationStages: source.implementationStages,
    implementationStageNames: source.implementationStageNames,
    regulatoryImpactTypes: source.regulatoryImpactTypes,
    regulatoryImpactTypeNames: source.regulatoryImpactTypeNames,
    technologyMaturityLevel: source.technologyMaturityLevel,
    summaryTableDescription: source.summaryTableDescription,
    summaryDescription: source.summaryDescription,
    consumptionCategories,
  };
}

/**
 * The snapshot of the technology's current values for the vessel type (its override of a value,
 * else the technology's own; null vessel type: the technology's own values). Reuses the newest
 * snapshot of (technology, vessel type) when its values are equal, else takes a new one. Works on
 * archived technologies too. 404 for an unknown technology or vessel type.
 */
export async function currentSnapshot(
  db: Db,
  technologyId: number,
  vesselTypeId: number | null,
): Promise<TechnologySnapshot> {
  const snapshots = await currentSnapshots(db, [technologyId], vesselTypeId);
  return snapshots.get(technologyId)!;
}

/** A technology's current values for a vessel type, and the newest snapshot holding exactly them (null when none). */
export interface SnapshotCandidate {
  technologyId: number;
  values: TechnologySnapshotValues;
  valuesHash: string;
  existingId: number | null;
  /** The catalogue's wind mark now (not part of a snapshot). */
  windAssisted: boolean;
}

/**
 * Read-only: the current values of several technologies for a vessel type (its overrides applied)
 * with the newest snapshot that holds exactly those values, in three queries. What
 * currentSnapshots would answer, without taking the missing snapshots (for a GET). Unknown
 * technologies are left out; null when the vessel type does not exist.
 */
export async function currentSnapshotValues(
  db: Db,
  technologyIds: number[],
  vesselTypeId: number | null,
): Promise<Map<number, SnapshotCandidate> | null> {
  const ids = [...new Set(technologyIds)];
  const result = new Map<number, SnapshotCandidate>();
  if (ids.length === 0) return result;
  const sources = await findTechnologiesForSnapshot(db, ids);
  const overrides =
    vesselTypeId === null ? new Map<number, CalcOverrides>() : await vesselTypeOverrides(db, ids, vesselTypeId);
  if (!overrides) return null;
  const key = (technologyId: number, type: number | null) => `${technologyId}:${type}`;
  const newest = new Map(
    (await newestSnapshots(db, ids, vesselTypeId)).map((row) => [key(row.technologyId, row.vesselTypeId), row]),
  );
  const newestOf = (technologyId: number, type: number | null) => newest.get(key(technologyId, type));
  for (const source of sources) {
    // Archiving deletes a technology's category rows; the snapshot of its own values (vessel type
    // null) that archiving takes first keeps them, so an archived technology still names the
    // categories it acted in. Nothing of an archived technology changes, so that snapshot stays
    // the newest of its kind.
    const categories = source.archivedOn
      ? (newestOf(source.id, null)?.values.consumptionCategories ?? source.consumptionCategories)
      : source.consumptionCategories;
    const values = snapshotValues(source, vesselTypeId, overrides.get(source.id) ?? null, categories);
    const hash = valuesHash(values);
    const last = newestOf(source.id, vesselTypeId);
    result.set(source.id, {
      technologyId: source.id,
      values,
      valuesHash: hash,
      existingId: last?.valuesHash === hash ? last.id : null,
      windAssisted: source.windAssisted,
    });
  }
  return result;
}

/**
 * currentSnapshot for several technologies at once, by technology id: currentSnapshotValues, then
 * the missing snapshots stored in one statement. 404 when a technology or the vessel type is unknown.
 */
export async function currentSnapshots(
  db: Db,
  technologyIds: number[],
  vesselTypeId: number | null,
): Promise<Map<number, TechnologySnapshot>> {
  const result = new Map<number, TechnologySnapshot>();
  if (technologyIds.length === 0) return result;
  const candidates = await currentSnapshotValues(db, technologyIds, vesselTypeId);
  if (!candidates) throw notFound('Vessel type');
  if (candidates.size < new Set(technologyIds).size) throw notFound('Technology');
  const missing: NewSnapshot[] = [];
  for (const candidate of candidates.values()) {
    if (candidate.existingId !== null)
      result.set(candidate.technologyId, { id: candidate.existingId, values: candidate.values });
    else
      missing.push({
        technologyId: candidate.technologyId,
        vesselTypeId,
        values: candidate.values,
        valuesHash: candidate.valuesHash,
      });
  }
  const inserted = await insertSnapshots(db, missing);
  for (const snapshot of missing) {
    result.set(snapshot.technologyId, { id: inserted.get(snapshot.technologyId)!, values: snapshot.values });
  }
  return result;
}

/** A snapshot by id, whatever has happened to its technology since; null when there is none. */
export async function findSnapshot(db: Db, id: number) {
  const row = await findSnapshotRow(db, id);
  if (!row) return null;
  const { valuesHash: _hash, ...snapshot } = row;
  return snapshot;
}
