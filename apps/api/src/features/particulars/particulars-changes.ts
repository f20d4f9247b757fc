import { type FormStatus, formStatusLabels, type ParticularsItem } from '@backoffice/contracts';
import type { HistoryChange } from '../../db/schema/history.ts';
import { changesBetween, type FieldWords } from '../history/index.ts';

type Section = Pick<ParticularsItem, 'id' | 'title' | 'requestText' | 'responseText' | 'files'>;

export const particularsFieldWords: FieldWords<{ status: number }> = {
  status: { label: 'Status', words: (status) => formStatusLabels[status as FormStatus] ?? String(status) },
};

const maxLabel = 80;

/** How a history names a section: its title, else its request (shortened). */
function labelOf(section: Section) {
  const label = (section.title || section.requestText).replace(/\s+/g, ' ').trim();
  return label.length > maxLabel ? `${label.slice(0, maxLabel - 1)}…` : label;
}

/** Files added and removed, each by its name. */
function fileChanges(label: string, before: Section['files'], after: Section['files']): HistoryChange[] {
  const field = `${label}: File`;
  const kept = (list: Section['files'], other: Section['files']) =>
    list.filter((file) => !other.some((candidate) => candidate.id === file.id));
  return [
    ...kept(before, after).map((file) => ({ field, before: file.name, after: null })),
    ...kept(after, before).map((file) => ({ field, before: null, after: file.name })),
  ];
}

/** A section's title and request (staff), its response (under the section's name) and its files. */
function sectionChanges(before: Section, after: Section): HistoryChange[] {
  const label = labelOf(after);
  return [
    ...changesBetween(before, after, {
      title: { label: `${label}: Title` },
      requestText: { label: `${label}: Request` },
      responseText: { label },
    }),
    ...fileChanges(label, before.files, after.files),
  ];
}

/**
 * What a save changed of the sections, in the form's order: sections removed and added (by name),
 * and each section's fields and files; a new order of the sections kept, as their names in order.
 */
export function particularsChanges(before: readonly Section[], after: readonly Section[]): HistoryChange[] {
  const was = new Map(before.map((section) => [section.id, section]));
  const is = new Set(after.map((section) => section.id));
  const changes: HistoryChange[] = before
    .filter((section) => !is.has(section.id))
    .map((section) => ({ field: 'Section', before: labelOf(section), after: null }));
  for (const section of after) {
    const old = was.get(section.id);
    if (old) {
      changes.push(...sectionChanges(old, section));
    } else {
      changes.push({ field: 'Section', before: null, after: labelOf(section) });
      changes.push(...sectionChanges({ ...section, responseText: null, files: [] }, section));
    }
  }
  const keptBefore = before.filter((section) => is.has(section.id));
  const keptAfter = after.filter((section) => was.has(section.id));
  if (keptBefore.some((section, index) => keptAfter[index]!.id !== section.id)) {
    const names = (list: readonly Section[]) => list.map(labelOf).join(', ');
    changes.push({ field: 'Order of sections', before: names(keptBefore), after: names(keptAfter) });
  }
  return changes;
}
