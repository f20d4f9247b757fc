import {
  formatDate,
  type InstalledStatus,
  installedStatusLabels,
  type VesselTechnologyStatus,
} from '@backoffice/contracts';
import type { HistoryChange } from '../../db/schema/history.ts';

/** A technology's installed status in words, with the planned date while Planned. */
function statusWords(technology: VesselTechnologyStatus) {
  const status = installedStatusLabels[technology.installedStatus as InstalledStatus] ?? '';
  const planned = technology.plannedToBeInstalledOn;
  // A calendar date: that day in any zone.
  return planned ? `${status} (${formatDate(planned, 'UTC')})` : status;
}

const technologyName = (technology: VesselTechnologyStatus) => technology.technologyName || technology.technology.name;

/** The selected technologies by name, and the installed status of each one selected now that changed. */
export function technologyChanges(
  before: readonly VesselTechnologyStatus[],
  after: readonly VesselTechnologyStatus[],
): HistoryChange[] {
  const names = (list: readonly VesselTechnologyStatus[]) => list.map(technologyName).sort().join(', ') || null;
  const changes: HistoryChange[] = [];
  if (names(before) !== names(after))
    changes.push({ field: 'Technologies', before: names(before), after: names(after) });
  const was = new Map(before.map((technology) => [technology.technology.id, statusWords(technology)]));
  for (const technology of after) {
    const status = statusWords(technology);
    const old = was.get(technology.technology.id) ?? null;
    if (old !== status)
      changes.push({ field: `Installed status: ${technologyName(technology)}`, before: old, after: status });
  }
  return changes;
}
