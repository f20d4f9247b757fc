import type { Db } from '../../db/client.ts';

/** Creates the vessel's questionnaire from the default template (Draft, with its link and PIN) when it has none. */
export async function ensureQuestionnaire(_tx: Db, _vesselId: number): Promise<void> {}

/**
 * Vessel copy step: the copy gets the source's questionnaire (sections, items, values, the free
 * text) as a Draft with a new link and PIN; the technology statuses are copied too.
 */
export async function copyQuestionnaire(_copy: { tx: Db; sourceId: number; targetId: number }): Promise<void> {}
