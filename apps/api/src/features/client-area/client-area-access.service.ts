import { createHash, timingSafeEqual } from 'node:crypto';
import { FormStatus, formMessages, messages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { newClientAccess } from '../../lib/form-sharing.ts';
import type { ClientAreaForm, ClientAreaFormCheck, ShipOwnerPrincipal } from '../../plugins/auth.ts';
import { type Actor, recordChanges } from '../history/index.ts';
import { reportLinkOpens } from '../report-sharing/index.ts';
import { findFormAccess, replaceFormAccess } from './client-area.queries.ts';

/**
 * A ship owner's token keeps working while its form is not Draft, still has the token's link, and
 * has not been shared again (from Draft) since the token was issued; a shared report's token while the
 * report is shared with the token's link.
 */
export function clientAreaFormCheck(db: Db): ClientAreaFormCheck {
  return async (shipOwner: ShipOwnerPrincipal) => {
    if (shipOwner.form === 'report') return reportLinkOpens(db, shipOwner);
    const row = await findFormAccess(db, shipOwner.form, shipOwner.formId);
    if (row === null || row.status === FormStatus.Draft || row.urlHash !== shipOwner.urlHash) return false;
    if (row.sharedSince === null) return true;
    // JWT times are whole seconds: a token of the same second as the sharing still opens it.
    return (shipOwner.issuedAt ?? 0) >= Math.floor(row.sharedSince.getTime() / 1000);
  };
}

/** Compares a PIN in constant time: both sides are hashed first, so their lengths do not show either. */
export function pinMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The form the ship owner's token opens; a shared report's token opens none (403). */
export function shipOwnerForm(shipOwner: ShipOwnerPrincipal): ClientAreaForm {
  if (shipOwner.form === 'report') throw forbidden(messages.forbidden);
  return shipOwner.form;
}

/** The ship owner's token must open this kind of form (a questionnaire token on particulars routes → 403). */
export function requireShipOwnerForm(shipOwner: ShipOwnerPrincipal, form: ClientAreaForm): ShipOwnerPrincipal {
  if (shipOwner.form !== form) throw forbidden(messages.forbidden);
  return shipOwner;
}

/** 404 for a link no form has, a Draft form, or a form of an archived vessel: it is not published. */
export const formNotAvailable = () => new AppError(404, formMessages.formNotAvailable);

/**
 * Staff action 'New link and PIN': the form gets a new link and PIN at once, so the old link opens
 * nothing and every client token of it stops working (the auth check compares the token's link).
 * The form's history says so, without the link or PIN; its version stays, as no field a form saves
 * changed (the history part 'link' keeps it out of a stale save's 409).
 */
export async function renewClientAccess(db: Db, actor: Actor, form: ClientAreaForm, vesselId: number) {
  return db.transaction(async (tx) => {
    const renewed = await replaceFormAccess(tx, form, vesselId, newClientAccess());
    if (!renewed) throw notFound('Vessel');
    const changes = [{ field: 'Link and PIN', before: null, after: 'New link and PIN' }];
    await recordChanges(tx, actor, [
      { action: 'updated', recordType: form, recordId: renewed.id, part: 'link', changes },
    ]);
    return { urlHash: renewed.urlHash, pinCode: renewed.pinCode };
  });
}
