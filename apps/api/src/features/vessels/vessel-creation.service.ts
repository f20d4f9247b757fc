import { FormStatus, questionnaireVesselStatus } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { ensureParticulars } from '../particulars/index.ts';
import { ensureQuestionnaires } from '../questionnaires/index.ts';
import { insertVesselRates } from './vessel-consumption.queries.ts';
import { insertVessels } from './vessels.queries.ts';

export interface NewVessel {
  name: string;
  projectId: number;
  vesselTypeId: number;
}

/**
 * Creates vessels with what every vessel has from the start: a rate per rate of its project, its
 * questionnaire (from the default template) and particulars as Drafts, and so the status
 * Questionnaire Draft (docs/decisions/0009-vessel-forms-and-status.md). A few statements for any number of
 * vessels; answers their ids in the order given.
 */
export async function createVessels(tx: Db, vessels: readonly NewVessel[]): Promise<number[]> {
  const status = questionnaireVesselStatus(FormStatus.Draft);
  const statusChangedOn = new Date();
  const ids = await insertVessels(
    tx,
    vessels.map((vessel) => ({ ...vessel, status, statusChangedOn })),
  );
  await insertVesselRates(tx, ids);
  await ensureQuestionnaires(tx, ids);
  await ensureParticulars(tx, ids);
  return ids;
}
