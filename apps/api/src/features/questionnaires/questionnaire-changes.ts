import { type FormStatus, formStatusLabels } from '@backoffice/contracts';
import type { HistoryChange } from '../../db/schema/history.ts';
import { changesBetween, type FieldWords } from '../history/index.ts';
import type { ItemContent, SectionContent } from './questionnaires.queries.ts';

type ItemWords = Pick<ItemContent, 'value' | 'valueExample' | 'hide' | 'mappedTo'>;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The questionnaire's own fields as the staff form labels them. */
export const questionnaireFieldWords: FieldWords<{ status: number; existingEnergySavingTechnologies: string | null }> =
  {
    status: { label: 'Status', words: (status) => formStatusLabels[status as FormStatus] ?? String(status) },
    existingEnergySavingTechnologies: { label: 'Existing energy saving technologies' },
  };

/** An item's fields as the staff form labels them: the request is the field of its answer. */
const itemWords = (title: string): FieldWords<ItemWords> => ({
  value: { label: title },
  valueExample: { label: `Example: ${title}` },
  hide: { label: `Hide: ${title}`, words: yesNo },
  mappedTo: { label: `Mapped to: ${title}` },
});

/** What changed of one item, its answer first. */
export function itemChanges(title: string, before: Partial<ItemWords>, after: Partial<ItemWords>): HistoryChange[] {
  return changesBetween(before, after, itemWords(title));
}

/** Items keyed by their request, a repeated request counted (`title`, `title#2`…), in order. */
function itemsByRequest(sections: readonly SectionContent[]) {
  const items = new Map<string, ItemContent>();
  const seen = new Map<string, number>();
  for (const item of sections.flatMap((section) => section.items)) {
    const count = (seen.get(item.title) ?? 0) + 1;
    seen.set(item.title, count);
    items.set(count === 1 ? item.title : `${item.title}#${count}`, item);
  }
  return items;
}

/** The titles in `from` that `to` has fewer of (a repeated title counts each time). */
function missingTitles(from: readonly string[], to: readonly string[]) {
  const left = [...to];
  return from.filter((title) => {
    const at = left.indexOf(title);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/**
 * What an import changed: sections and items (by their request) removed and added, and each kept
 * item's answer, example, hide flag and kind.
 */
export function contentChanges(before: readonly SectionContent[], after: readonly SectionContent[]): HistoryChange[] {
  const titles = (sections: readonly SectionContent[]) => sections.map((section) => section.title);
  const changes: HistoryChange[] = [
    ...missingTitles(titles(before), titles(after)).map((title) => ({ field: 'Section', before: title, after: null })),
    ...missingTitles(titles(after), titles(before)).map((title) => ({ field: 'Section', before: null, after: title })),
  ];
  const was = itemsByRequest(before);
  const is = itemsByRequest(after);
  for (const [key, item] of was) {
    if (!is.has(key)) changes.push({ field: 'Item', before: item.title, after: null });
  }
  for (const [key, item] of is) {
    const old = was.get(key);
    if (old) changes.push(...itemChanges(item.title, old, item));
    else changes.push({ field: 'Item', before: null, after: item.title });
  }
  return changes;
}
