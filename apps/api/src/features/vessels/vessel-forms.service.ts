import { FormStatus, questionnaireVesselStatus } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { ensureParticulars } from '../particulars/index.ts';
import { ensureQuestionnaires } from '../questionnaires/index.ts';
import { recordVesselsStatus } from '../vessel-records/index.ts';

/**
 * Gives vessels inserted on their own (test factories, benchmark seeds) the forms and status that
 * createVessels gives new vessels: questionnaire and particulars as Drafts, status Questionnaire
 * Draft (docs/decisions/0009-vessel-forms-and-status.md).
 */
export async function createVesselForms(tx: Db, vesselIds: number[]) {
  if (vesselIds.length === 0) return;
  await ensureQuestionnaires(tx, vesselIds);
  await ensureParticulars(tx, vesselIds);
  await recordVesselsStatus(tx, vesselIds, questionnaireVesselStatus(FormStatus.Draft));
}
