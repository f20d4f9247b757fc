import { FormStatus, formMessages, messages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import type { HistoryChange } from '../../db/schema/history.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import type { ShipOwnerPrincipal } from '../../plugins/auth.ts';
import { type Actor, checkVersion, recordChanges } from '../history/index.ts';
import { findVisibleVessel, type LockedVessel, lockVisibleVessel } from '../vessel-records/index.ts';
import { lockForm, touchForm } from './client-area.queries.ts';
import { formNotAvailable, shipOwnerForm } from './client-area-access.service.ts';

/** The visible vessel of the client's form; 404 (not available) once it or its project or customer is archived. */
export async function shipOwnerVessel(db: Db, vesselId: number) {
  const vessel = await findVisibleVessel(db, vesselId);
  if (!vessel) throw formNotAvailable();
  return vessel;
}

/**
 * Runs a client's change of its form in one transaction, with the vessel and then the form row
 * locked: the form must still open with the token's link (else 401, as the auth hook would say),
 * must not be Complete (409) and must be at `version` when one is sent (else 409 naming the last
 * change). `change` answers whether it wrote anything and what it changed in words: the form's version
 * is raised and the changes go to its history under `actor`; a save that wrote nothing keeps the version
 * and the date.
 * Throwing inside rolls everything back.
 */
export async function changeShipOwnerForm(
  db: Db,
  shipOwner: ShipOwnerPrincipal,
  actor: Actor,
  save: { vesselId: number; version: number | undefined },
  change: (tx: Db, vessel: LockedVessel) => Promise<{ wrote: boolean; changes: HistoryChange[] }>,
): Promise<void> {
  const kind = shipOwnerForm(shipOwner);
  await db.transaction(async (tx) => {
    const vessel = await lockVisibleVessel(tx, save.vesselId);
    if (!vessel) throw formNotAvailable();
    const form = await lockForm(tx, kind, shipOwner.formId);
    if (!form || form.status === FormStatus.Draft || form.urlHash !== shipOwner.urlHash) {
      throw unauthorized(messages.unauthorized);
    }
    if (form.status === FormStatus.Complete) throw conflict(formMessages.formComplete);
    const record = { recordType: kind, recordId: form.id };
    await checkVersion(tx, record, form.version, save.version);
    const { wrote, changes } = await change(tx, vessel);
    if (!wrote) return;
    await touchForm(tx, kind, shipOwner.formId);
    await recordChanges(tx, actor, [{ action: 'updated', ...record, changes }]);
  });
}
