import type { CalcValueKey } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, labelledChanges, recordChanges } from '../history/index.ts';
import { findTechnologiesForSnapshot, type SnapshotSourceRow } from './technologies.queries.ts';
import type { VesselTypeDetailRow } from './vessel-type-details.queries.ts';

/** The five catalogue numbers as the forms label them (web: technologies/calc-fields.ts). */
export const calcValueLabels: Record<CalcValueKey, string> = {
  calcSavings: 'Savings (%)',
  calcConfidenceInterval: 'Confidence interval (%)',
  calcEquipmentCost: 'Equipment cost (USD)',
  calcInstallationCost: 'Installation cost (USD)',
  calcOperationCost: 'Operation cost (USD/year)',
};

type Words = Record<string, string | number | null>;

const names = (list: string[]) => (list.length === 0 ? null : list.join(', '));

/** A technology as its History shows it: the catalogue form's labels, lists and picks by name. */
function technologyWords(row: SnapshotSourceRow, icon: string | null): Words {
  const words: Words = {
    Name: row.name,
    'Short name': row.shortName,
    Description: row.description,
    'Short description': row.shortDescription,
    'Savings potential': row.savingsPotential,
    'Savings category': row.savingsCategoryName,
    'Savings range': row.savingsRange,
    'Cost range': row.costRange,
    'Lead time': row.leadTime,
    'Maturity level': row.technologyMaturityLevel,
    Icon: icon,
  };
  for (const [key, label] of Object.entries(calcValueLabels)) words[label] = row[key as CalcValueKey];
  return {
    ...words,
    'Implementation stages': names(row.implementationStageNames),
    'Regulatory impact types': names(row.regulatoryImpactTypeNames),
    'Consumption categories': names(row.consumptionCategories.map((category) => category.name)),
    'Summary table description': row.summaryTableDescription,
    'Summary description': row.summaryDescription,
    'Wind-assisted': row.windAssisted ? 'Yes' : 'No',
    'Service life (years)': row.serviceLifeYears,
  };
}

/** The technology with the names of its picks, archived or not, for its history. */
export async function technologyForHistory(tx: Db, id: number) {
  const [row] = await findTechnologiesForSnapshot(tx, [id]);
  return row!;
}

/**
 * Writes a technology created (`before` null) or changed to its history; its icon by file name (read
 * only when the icon changed).
 */
export async function recordTechnologyChange(
  deps: FeatureDeps,
  tx: Db,
  actor: Actor,
  before: SnapshotSourceRow | null,
  after: SnapshotSourceRow,
) {
  const iconIds = [before?.iconFileId ?? null, after.iconFileId];
  const icons = iconIds[0] === iconIds[1] ? new Map() : await deps.files.fileRefs(tx, iconIds);
  const iconName = (id: number | null) => (id === null ? null : (icons.get(id)?.name ?? null));
  const changes = labelledChanges(
    before ? technologyWords(before, iconName(before.iconFileId)) : {},
    technologyWords(after, iconName(after.iconFileId)),
  );
  await recordChanges(tx, actor, [
    { action: before ? 'updated' : 'created', recordType: 'technology', recordId: after.id, changes },
  ]);
}

/** An archived technology in its history: by name. */
export async function recordTechnologyArchived(tx: Db, actor: Actor, row: SnapshotSourceRow) {
  await recordChanges(tx, actor, [
    {
      action: 'deleted',
      recordType: 'technology',
      recordId: row.id,
      changes: [{ field: 'Name', before: row.name, after: null }],
    },
  ]);
}

/** The technology's own values for a vessel type, changed: '<vessel type> · <label>' in its history. */
export async function recordVesselTypeValues(
  tx: Db,
  actor: Actor,
  technologyId: number,
  before: VesselTypeDetailRow,
  after: VesselTypeDetailRow,
) {
  const words = (row: VesselTypeDetailRow): Words =>
    Object.fromEntries(
      Object.entries(calcValueLabels).map(([key, label]) => [
        `${row.vesselTypeName} · ${label}`,
        row[key as CalcValueKey],
      ]),
    );
  await recordChanges(tx, actor, [
    {
      action: 'updated',
      recordType: 'technology',
      recordId: technologyId,
      part: `vessel-type:${after.vesselTypeId}`,
      changes: labelledChanges(words(before), words(after)),
    },
  ]);
}
