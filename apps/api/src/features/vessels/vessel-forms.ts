import { FormStatus, questionnaireVesselStatus } from '@backoffice/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vessels } from '../../db/schema/index.ts';
import { ensureParticulars } from '../particulars/particulars-creation.ts';
import { ensureQuestionnaire } from '../questionnaires/questionnaire-creation.ts';

/**
 * New vessels get their questionnaire (from the default template) and particulars as Drafts. The
 * questionnaire is the document created with them, so their status is Questionnaire Draft
 * (DOMAIN.md 'Vessel status').
 */
export async function createVesselForms(tx: Db, vesselIds: number[]) {
  if (vesselIds.length === 0) return;
  for (const id of vesselIds) {
    await ensureQuestionnaire(tx, id);
    await ensureParticulars(tx, id);
  }
  await tx
    .update(vessels)
    .set({ status: questionnaireVesselStatus(FormStatus.Draft), statusChangedOn: new Date() })
    .where(inArray(vessels.id, vesselIds));
}
