import type { CalcValueKey, HistoryAction } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import type { FileAccess } from '../files/index.ts';
import { type Actor, labelledChanges, recordChanges } from '../history/index.ts';
import { calcValueLabels } from '../technologies/index.ts';
import type { TechnologyMakerRow } from './technology-makers.queries.ts';

type Words = Record<string, string | number | null>;

const templates = [
  ['calculationTemplateFileId', 'Calculation template'],
  ['wordTemplateFileId', 'Word template'],
] as const;

/** The names of the template files that differ between the two sides, in one query (none when none differ). */
async function changedTemplateNames(
  db: Db,
  files: FileAccess,
  before: TechnologyMakerRow | null,
  after: TechnologyMakerRow | null,
) {
  const ids = templates.flatMap(([key]) =>
    before?.[key] === after?.[key] ? [] : [before?.[key] ?? null, after?.[key] ?? null],
  );
  const names = new Map<number, string>();
  if (ids.every((id) => id === null)) return names;
  for (const [id, ref] of await files.fileRefs(db, ids)) names.set(id, ref.name);
  return names;
}

/**
 * A maker link as the technology's History shows it: 'Maker' by name, and the maker dialog's fields
 * labelled '<maker> · <label>' (`maker` the name the link has after the change, so a move to another
 * maker shows as a change of Maker and of the values that differ).
 */
function makerLinkWords(row: TechnologyMakerRow, maker: string, files: Map<number, string>): Words {
  const words: Words = { Maker: row.maker.name };
  for (const [key, label] of Object.entries(calcValueLabels)) words[`${maker} · ${label}`] = row[key as CalcValueKey];
  words[`${maker} · Service life (years)`] = row.serviceLifeYears;
  for (const [key, label] of templates) {
    const id = row[key];
    words[`${maker} · ${label}`] = id === null ? null : (files.get(id) ?? null);
  }
  return words;
}

/** Writes a maker link added (`before` null), changed or removed (`after` null) to its technology's history. */
export async function recordMakerLinkChange(
  db: Db,
  files: FileAccess,
  actor: Actor,
  technologyId: number,
  before: TechnologyMakerRow | null,
  after: TechnologyMakerRow | null,
) {
  const names = await changedTemplateNames(db, files, before, after);
  const row = (after ?? before)!;
  const maker = row.maker.name;
  const action: HistoryAction = before === null ? 'created' : after === null ? 'deleted' : 'updated';
  const changes = labelledChanges(
    before ? makerLinkWords(before, maker, names) : {},
    after ? makerLinkWords(after, maker, names) : {},
  );
  await recordChanges(db, actor, [
    { action, recordType: 'technology', recordId: technologyId, part: `maker:${row.technologyMakerId}`, changes },
  ]);
}

/** Writes a supplier linked (`created`) or unlinked (`deleted`) to its technology's history. */
export async function recordSupplierLink(
  db: Db,
  actor: Actor,
  technologyId: number,
  link: { technologySupplierId: number; supplier: { name: string } },
  action: 'created' | 'deleted',
) {
  const name = link.supplier.name;
  const change = {
    field: 'Supplier',
    before: action === 'created' ? null : name,
    after: action === 'created' ? name : null,
  };
  await recordChanges(db, actor, [
    {
      action,
      recordType: 'technology',
      recordId: technologyId,
      part: `supplier:${link.technologySupplierId}`,
      changes: [change],
    },
  ]);
}
