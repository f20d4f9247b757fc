import { type ImportVesselsResult, messages, uploadMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findVisibleProject } from '../customers/index.ts';
import type { Actor } from '../history/index.ts';
import { withImportSlot } from '../import-slots/index.ts';
import { createVessels, recordCreatedVessels } from '../vessels/index.ts';
import { activeVesselNames, listVesselTypeNames } from './projects.queries.ts';
import { readVesselSheet, UnreadableVesselSheet, type VesselSheetRow } from './vessel-import.sheet.ts';

const maxNameLength = 200;

type Skipped = ImportVesselsResult['skipped'][number];
const nameKey = (name: string) => name.toLowerCase();
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Vessel types by lower-case name, then by lower-case short name (a name wins over a short name). */
function typeMatcher(types: { id: number; name: string; shortName: string }[]) {
  const byName = new Map(types.map((t) => [t.name.toLowerCase(), t.id]));
  const byShortName = new Map(types.map((t) => [t.shortName.toLowerCase(), t.id]));
  return (text: string) => byName.get(text.toLowerCase()) ?? byShortName.get(text.toLowerCase());
}

export function importMessage(imported: number, skipped: Skipped[]) {
  const done = `${plural(imported, 'vessel')} imported`;
  if (skipped.length === 0) return done;
  const rows = skipped.map((s) => `row ${s.row}${s.name ? ` (${s.name})` : ''}: ${s.reason}`).join('; ');
  return `${done}; ${plural(skipped.length, 'row')} skipped: ${rows}`;
}

/** Sorts the sheet's rows into vessels to create and rows to skip, with the reason. */
function sortRows(rows: VesselSheetRow[], typeOf: (text: string) => number | undefined, existing: string[]) {
  const taken = new Map<string, number | null>(existing.map((name) => [nameKey(name), null]));
  const accepted: { name: string; vesselTypeId: number }[] = [];
  const skipped: Skipped[] = [];
  for (const { row, name, vesselType } of rows) {
    const skip = (reason: string) => skipped.push({ row, name: name || null, reason });
    if (!name) {
      skip('Name missing');
      continue;
    }
    if (name.length > maxNameLength) {
      skip(`Name longer than ${maxNameLength} characters`);
      continue;
    }
    if (!vesselType) {
      skip('Vessel type missing');
      continue;
    }
    const vesselTypeId = typeOf(vesselType);
    if (vesselTypeId === undefined) {
      skip(`Unknown vessel type "${vesselType}"`);
      continue;
    }
    const earlier = taken.get(nameKey(name));
    if (earlier === null) {
      skip(messages.vesselNameTaken);
      continue;
    }
    if (earlier !== undefined) {
      skip(`Name already used in row ${earlier}`);
      continue;
    }
    taken.set(nameKey(name), row);
    accepted.push({ name, vesselTypeId });
  }
  return { accepted, skipped };
}

/**
 * Creates the project's vessels listed in an .xlsx file (columns Name and Vessel Type). Rows with
 * an unknown type or a name already in the project or earlier in the file are skipped. An
 * unreadable file imports nothing.
 */
export async function importVessels(
  db: Db,
  actor: Actor,
  projectId: number,
  content: Buffer,
): Promise<ImportVesselsResult> {
  if (!(await findVisibleProject(db, projectId))) throw notFound('Project');
  let rows: VesselSheetRow[];
  try {
    rows = await readVesselSheet(content);
  } catch (err) {
    if (err instanceof UnreadableVesselSheet) throw badRequest(uploadMessages.importFailed);
    throw err;
  }
  return db.transaction(async (tx) => {
    // The lock keeps two imports into one project from both creating a name.
    if (!(await findVisibleProject(tx, projectId, { lock: true }))) throw notFound('Project');
    const types = await listVesselTypeNames(tx);
    const { accepted, skipped } = sortRows(rows, typeMatcher(types), await activeVesselNames(tx, projectId));
    const ids = await createVessels(
      tx,
      accepted.map((v) => ({ ...v, projectId })),
    );
    await recordCreatedVessels(tx, actor, ids);
    return { imported: accepted.length, skipped, message: importMessage(accepted.length, skipped) };
  });
}

/** importVessels in the staff member's import slot (one import at a time each); the upload is read once it is taken. */
export function importUploadedVessels(
  db: Db,
  staffId: number,
  actor: Actor,
  projectId: number,
  upload: () => Promise<Buffer>,
): Promise<ImportVesselsResult> {
  return withImportSlot(db, staffId, async () => importVessels(db, actor, projectId, await upload()));
}
