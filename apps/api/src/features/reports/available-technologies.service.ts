import type { ReportAvailableTechnology } from '@backoffice/contracts';
import type { FeatureDeps } from '../feature-deps.ts';
import { currentSnapshotValues } from '../technologies/index.ts';
import { availableTechnologyDto } from './included-technologies.dto.ts';
import { availableTechnologyIds } from './included-technologies.queries.ts';
import { requireReport } from './report-access.service.ts';

/**
 * GET reports/{id}/available-technologies: every active technology acting on at least one
 * consumption category (one acting nowhere could save nothing in a report) that the report does not
 * include yet, with its current values for the vessel's type, by name. Reads only: the snapshot id
 * is that of an existing snapshot with exactly these values, or null; adding the technology takes
 * one. Five queries whatever the catalogue's size.
 */
export async function availableTechnologies(deps: FeatureDeps, reportId: number): Promise<ReportAvailableTechnology[]> {
  const report = await requireReport(deps.db, reportId);
  const ids = await availableTechnologyIds(deps.db, report.id);
  const candidates = (await currentSnapshotValues(deps.db, ids, report.vesselTypeId)) ?? new Map();
  const list = [...candidates.values()].sort(
    (a, b) => a.values.name.toLowerCase().localeCompare(b.values.name.toLowerCase()) || a.technologyId - b.technologyId,
  );
  const icons = await deps.files.fileRefs(
    deps.db,
    list.map((c) => c.values.iconFileId),
  );
  return list.map((c) => availableTechnologyDto(c.existingId, c.values, icons, c.windAssisted));
}
