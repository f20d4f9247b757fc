import { formMessages, type Questionnaire } from '@backoffice/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, recordChanges } from '../history/index.ts';
import { getQuestionnaire, itemChanges, listItems } from '../questionnaires/index.ts';
import { findVisibleVessel, lockVessel } from '../vessel-records/index.ts';
import {
  fetchSeaSearcherVessel,
  type SeaSearcherConfig,
  SeaSearcherError,
  type SeaSearcherFailure,
  valuesByKind,
} from './sea-searcher.http.ts';
import { questionnaireImo, setValuesByKind } from './sea-searcher.queries.ts';

/** How each Sea Searcher failure is answered. */
const failures: Record<SeaSearcherFailure, { status: number; message: string }> = {
  // 501, not 503: a 503 is the maintenance answer, and the web says so for every 503.
  notConfigured: { status: 501, message: formMessages.seaSearcherNotConfigured },
  unknownVessel: { status: 404, message: formMessages.seaSearcherUnknownVessel },
  timeout: { status: 504, message: formMessages.seaSearcherTimeout },
  badAnswer: { status: 502, message: formMessages.seaSearcherBadAnswer },
};

async function lookUp(config: SeaSearcherConfig, imo: string) {
  try {
    return await fetchSeaSearcherVessel(config, imo);
  } catch (err) {
    if (!(err instanceof SeaSearcherError)) throw err;
    const { status, message } = failures[err.failure];
    // 5xx AppErrors are logged with the cause; the caller sees the message only.
    throw Object.assign(new AppError(status, message), { cause: err });
  }
}

/**
 * PUT vessels/{id}/questionnaire/import-from-sea-searcher: looks the questionnaire's IMO number
 * up in Sea Searcher (outside any transaction) and then, in one transaction, sets the value of
 * every item mapped to a general or machinery kind the answer has a value for (numbers as text).
 * Other items stay. The questionnaire's version is raised and the values that changed go to its
 * history. Answers the questionnaire; on any failure nothing changes.
 */
export async function importFromSeaSearcher(
  { db, seaSearcher }: Pick<FeatureDeps, 'db' | 'seaSearcher'>,
  actor: Actor,
  vesselId: number,
): Promise<Questionnaire> {
  if (!(await findVisibleVessel(db, vesselId))) throw notFound('Vessel');
  const found = await questionnaireImo(db, vesselId);
  if (!found?.imo) throw badRequest(formMessages.seaSearcherNoImo);
  const values = valuesByKind(await lookUp(seaSearcher, found.imo));
  await db.transaction(async (tx) => {
    await lockVessel(tx, vesselId);
    const questionnaire = await questionnaireImo(tx, vesselId, { lock: true });
    if (!questionnaire) throw badRequest(formMessages.seaSearcherNoImo);
    const before = await listItems(tx, questionnaire.id);
    await setValuesByKind(tx, questionnaire.id, values);
    const imported = values as Map<string, string>;
    const changes = before.flatMap((item) => {
      const value = item.mappedTo ? imported.get(item.mappedTo) : undefined;
      return value === undefined ? [] : itemChanges(item.title, item, { value });
    });
    await recordChanges(tx, actor, [
      { action: 'updated', recordType: 'questionnaire', recordId: questionnaire.id, changes },
    ]);
  });
  return getQuestionnaire(db, vesselId);
}

/** Whether this server has a Sea Searcher address: the screen offers the import only then. */
export function seaSearcherStatus({ seaSearcher }: Pick<FeatureDeps, 'seaSearcher'>) {
  return { configured: Boolean(seaSearcher.url) };
}
