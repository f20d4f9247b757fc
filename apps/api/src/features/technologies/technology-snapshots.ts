/**
 * Technology snapshots (DOMAIN.md 'Technology catalogue and snapshots'): an immutable copy of a
 * technology's values for one vessel type, so that editing or archiving the catalogue never
 * changes a report or vessel record that already uses it. Reports and vessel screens call these.
 */
import { createHash } from 'node:crypto';
import { type CalcValueKey, calcValueKeys, type TechnologySnapshotValues } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findTechnologyForSnapshot, type SnapshotSourceRow } from './technologies.queries.ts';
import { findSnapshotRow, insertSnapshot, newestSnapshot } from './technology-snapshots.queries.ts';
import { findVesselTypeDetail, type VesselTypeOverrides } from './vessel-type-details.queries.ts';

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

export function valuesHash(values: TechnologySnapshotValues): string {
  return createHash('sha256').update(canonicalJson(values)).digest('hex');
}

function snapshotValues(
  source: SnapshotSourceRow,
  vesselTypeId: number | null,
  overrides: VesselTypeOverrides | null,
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

async function overridesFor(db: Db, technologyId: number, vesselTypeId: number | null) {
  if (vesselTypeId === null) return null;
  const detail = await findVesselTypeDetail(db, technologyId, vesselTypeId);
  if (!detail) throw notFound('Vessel type');
  return detail;
}

/**
 * Archiving deletes a technology's category rows; the snapshot of its own values (vessel type
 * null) that archiving takes first keeps them, so an archived technology still names the
 * categories it acted in. Nothing of an archived technology changes, so that snapshot stays the
 * newest of its kind.
 */
async function categoriesOf(db: Db, source: SnapshotSourceRow) {
  if (!source.archivedOn) return source.consumptionCategories;
  const last = await newestSnapshot(db, source.id, null);
  return last?.values.consumptionCategories ?? source.consumptionCategories;
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
  const source = await findTechnologyForSnapshot(db, technologyId);
  if (!source) throw notFound('Technology');
  const overrides = await overridesFor(db, technologyId, vesselTypeId);
  const values = snapshotValues(source, vesselTypeId, overrides, await categoriesOf(db, source));
  const hash = valuesHash(values);
  const newest = await newestSnapshot(db, technologyId, vesselTypeId);
  if (newest?.valuesHash === hash) return { id: newest.id, values: newest.values };
  const id = await insertSnapshot(db, { technologyId, vesselTypeId, values, valuesHash: hash });
  return { id, values };
}

/** A snapshot by id, whatever has happened to its technology since; null when there is none. */
export async function findSnapshot(db: Db, id: number) {
  const row = await findSnapshotRow(db, id);
  if (!row) return null;
  const { valuesHash: _hash, ...snapshot } = row;
  return snapshot;
}
