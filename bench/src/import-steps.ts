import { performance } from 'node:perf_hooks';
import type { Database } from '@backoffice/api/db';
import { FormStatus, questionnaireVesselStatus } from '@backoffice/contracts';
import { ensureParticulars } from '../../apps/api/src/features/particulars/index.ts';
import { ensureQuestionnaires } from '../../apps/api/src/features/questionnaires/index.ts';
import { insertVesselRates } from '../../apps/api/src/features/vessels/vessel-consumption.queries.ts';
import { insertVessels } from '../../apps/api/src/features/vessels/vessels.queries.ts';

class RolledBack extends Error {}

/**
 * Each step of `createVessels` (vessels, rates, questionnaires, particulars) timed on its own for
 * `count` vessels, in a transaction that is rolled back: where a vessel import's time goes.
 */
export async function timeVesselCreationSteps(
  database: Database,
  target: { projectId: number; vesselTypeId: number },
  count: number,
) {
  const ms: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    ms[name] = Math.round(performance.now() - started);
    return result;
  };
  const status = questionnaireVesselStatus(FormStatus.Draft);
  const vessels = Array.from({ length: count }, (_, i) => ({
    ...target,
    name: `Step timing ${i}`,
    status,
    statusChangedOn: new Date(),
  }));
  await database.db
    .transaction(async (tx) => {
      const ids = await step('vessels', () => insertVessels(tx, vessels));
      await step('rates', () => insertVesselRates(tx, ids));
      await step('questionnaires', () => ensureQuestionnaires(tx, ids));
      await step('particulars', () => ensureParticulars(tx, ids));
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
  return ms;
}
