import { type NovelTechnology, type NovelTechnologyRequest, reportMessages, reportTypes } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { type Actor, recordChanges } from '../history/index.ts';
import { currentSnapshot } from '../technologies/index.ts';
import {
  deleteNovelRow,
  findNovelRow,
  insertNovelRow,
  listNovelRows,
  type NovelTechnologyRow,
  novelTechnologyExists,
  reportOfNovel,
  technologyIsActive,
  technologyOfSnapshot,
} from './novel-technologies.queries.ts';
import { lockReportForChange, requireReport } from './report-access.service.ts';

function toNovelDto(row: NovelTechnologyRow): NovelTechnology {
  return {
    id: row.id,
    technology: { id: row.technologyId, name: row.technologyName },
    technologyName: row.technologyName,
    vesselTypeTechnologyDetailSnapshotId: row.snapshotId,
    createdOn: row.createdOn.toISOString(),
  };
}

/** A novel technology added (`created`) or removed (`deleted`), in its report's history. */
function recordNovel(tx: Db, actor: Actor, reportId: number, row: NovelTechnologyRow, action: 'created' | 'deleted') {
  const name = row.technologyName;
  const change = {
    field: 'Novel technology',
    before: action === 'created' ? null : name,
    after: action === 'created' ? name : null,
  };
  return recordChanges(tx, actor, [
    { action, recordType: 'report', recordId: reportId, part: `novel:${row.id}`, changes: [change] },
  ]);
}

export async function listNovelTechnologies(db: Db, reportId: number) {
  await requireReport(db, reportId);
  return (await listNovelRows(db, reportId)).map(toNovelDto);
}

/** The active technology the request names, by id or by one of its snapshots; 400 on that field otherwise. */
async function chosenTechnology(db: Db, input: NovelTechnologyRequest): Promise<number> {
  if (input.technology) {
    if (!(await technologyIsActive(db, input.technology.id))) {
      throw fieldError('technology', reportMessages.technologyNotAvailable);
    }
    return input.technology.id;
  }
  const technology = await technologyOfSnapshot(db, input.vesselTypeTechnologyDetailSnapshot!.id);
  if (!technology?.active)
    throw fieldError('vesselTypeTechnologyDetailSnapshot', reportMessages.technologyNotAvailable);
  return technology.id;
}

/**
 * Adds a technology of the catalogue to a screening report's novel technologies, with its current
 * snapshot for the vessel's type (taken now, whichever snapshot the request named). 409 when the
 * report is Completed or a solution design; 400 for an unknown or archived technology or one
 * already there. Recorded in the report's history.
 */
export async function addNovelTechnology(db: Db, actor: Actor, reportId: number, input: NovelTechnologyRequest) {
  const row = await db.transaction(async (tx) => {
    const report = await lockReportForChange(tx, reportId);
    if (report.type !== reportTypes.ScreeningReport) throw conflict(reportMessages.novelOnlyInScreening);
    const technologyId = await chosenTechnology(tx, input);
    if (await novelTechnologyExists(tx, reportId, technologyId)) {
      throw fieldError('technology', reportMessages.novelTechnologyExists);
    }
    const snapshot = await currentSnapshot(tx, technologyId, report.vesselTypeId);
    const added = (await findNovelRow(
      tx,
      await insertNovelRow(tx, { reportId, technologyId, snapshotId: snapshot.id }),
    ))!;
    await recordNovel(tx, actor, reportId, added, 'created');
    return added;
  });
  return toNovelDto(row);
}

/**
 * 404 for an unknown novel technology (or one of a report no longer visible), 409 when its report is
 * Completed. Recorded in the report's history.
 */
export async function removeNovelTechnology(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const reportId = await reportOfNovel(tx, id);
    if (reportId === null) throw notFound('Novel technology');
    await lockReportForChange(tx, reportId);
    const row = await findNovelRow(tx, id);
    if (!row || !(await deleteNovelRow(tx, id))) throw notFound('Novel technology');
    await recordNovel(tx, actor, reportId, row, 'deleted');
  });
}
