import type { CalcValueKey, NoteKey } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, type ChangeRecord, labelledChanges, recordChanges } from '../history/index.ts';
import { calcValueLabels } from '../technologies/index.ts';
import type { IncludedRow } from './included-technologies.queries.ts';

type Words = Record<string, string | number | null>;

/** The included technologies table's headers, whose cells carry the notes (web: included-technologies-table.tsx). */
const noteLabels: Record<NoteKey, string> = {
  calcSavings: 'Savings (%)',
  calcConfidenceInterval: 'Confidence interval (%)',
  calcEquipmentCost: 'Equipment (USD)',
  calcInstallationCost: 'Installation (USD)',
  calcOperationCost: 'Operation cost (USD/year)',
  calcSavingsInMt: 'Savings (MT)',
};

/**
 * The names of the calculation files before and after, in one query, when the file changed (an unchanged
 * file reads the same on both sides, so its name is not needed).
 */
async function calculationFileNames(deps: FeatureDeps, db: Db, before: IncludedRow | null, after: IncludedRow | null) {
  const names = new Map<number, string>();
  const ids = [before?.calculationFileId ?? null, after?.calculationFileId ?? null];
  if (ids[0] === ids[1]) return names;
  for (const [id, ref] of await deps.files.fileRefs(db, ids)) names.set(id, ref.name);
  return names;
}

/**
 * An included technology as the report's History shows it: each field labelled '<technology> · <label>'
 * as the savings form and the table name it, makers, suppliers, files and fixed savings by name.
 */
function includedWords(row: IncludedRow, files: Map<number, string>): Words {
  const name = row.snapshot.name;
  const words: Words = {};
  const put = (label: string, value: string | number | null) => {
    words[`${name} · ${label}`] = value;
  };
  for (const [key, label] of Object.entries(calcValueLabels)) put(label, row[key as CalcValueKey]);
  for (const saving of row.fixedSavings) {
    put(`${saving.consumptionCategory.name} – ${saving.consumptionType.name} (MT)`, saving.fixedCalcSavingsInMt);
  }
  put('Technology maker', row.makerName);
  put('Technology supplier', row.supplierName);
  put('Calculation file', row.calculationFileId === null ? null : (files.get(row.calculationFileId) ?? null));
  put('Potential for the vessel', row.potentialForVessel);
  if (row.windAssisted) put('Rated wind power (kW)', row.windPowerKw);
  for (const [key, label] of Object.entries(noteLabels)) put(`Note on ${label}`, row.notes[key as NoteKey] ?? null);
  return words;
}

/** The history entry of an included technology added (`before` null), changed or removed (`after` null). */
function includedChange(
  reportId: number,
  before: IncludedRow | null,
  after: IncludedRow | null,
  files: Map<number, string>,
): ChangeRecord {
  const row = (after ?? before)!;
  const words = (side: IncludedRow | null, other: IncludedRow | null): Words =>
    side ? { ...(other ? {} : { 'Included technology': side.snapshot.name }), ...includedWords(side, files) } : {};
  return {
    action: before === null ? 'created' : after === null ? 'deleted' : 'updated',
    recordType: 'report',
    recordId: reportId,
    part: `technology:${row.id}`,
    changes: labelledChanges(words(before, after), words(after, before)),
  };
}

/** Writes the change of one included technology to its report's history (nothing when nothing changed). */
export async function recordIncludedChange(
  deps: FeatureDeps,
  tx: Db,
  actor: Actor,
  reportId: number,
  before: IncludedRow | null,
  after: IncludedRow | null,
) {
  const files = await calculationFileNames(deps, tx, before, after);
  await recordChanges(tx, actor, [includedChange(reportId, before, after, files)]);
}
