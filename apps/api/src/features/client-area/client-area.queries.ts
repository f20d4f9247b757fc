import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientPinFailures, customers, particulars, projects, questionnaires, vessels } from '../../db/schema/index.ts';
import type { ClientAreaForm } from '../../plugins/auth.ts';

const formTables = { questionnaire: questionnaires, particulars } as const;

export interface FormAccessRow {
  form: ClientAreaForm;
  id: number;
  vesselId: number;
  status: number;
  urlHash: string;
  pinCode: string;
  version: number;
}

function accessColumns(form: ClientAreaForm) {
  const table = formTables[form];
  return {
    id: table.id,
    vesselId: table.vesselId,
    status: table.status,
    urlHash: table.urlHash,
    pinCode: table.pinCode,
    version: table.version,
  };
}

/** The form row's status and link, or null. */
export async function findFormAccess(db: Db, form: ClientAreaForm, formId: number) {
  const table = formTables[form];
  const [row] = await db
    .select({
      id: table.id,
      vesselId: table.vesselId,
      status: table.status,
      urlHash: table.urlHash,
      sharedSince: table.sharedSince,
    })
    .from(table)
    .where(eq(table.id, formId));
  return row ?? null;
}

/** The questionnaire, else the particulars form, with this link; null when neither has it. */
export async function findFormByUrlHash(db: Db, urlHash: string): Promise<FormAccessRow | null> {
  for (const form of ['questionnaire', 'particulars'] as const) {
    const table = formTables[form];
    const [row] = await db.select(accessColumns(form)).from(table).where(eq(table.urlHash, urlHash));
    if (row) return { form, ...row };
  }
  return null;
}

/**
 * The form's row locked until the transaction ends: PIN attempts on one link, and client saves
 * of one form, run one after another.
 */
export async function lockForm(tx: Db, form: ClientAreaForm, id: number): Promise<FormAccessRow | null> {
  const table = formTables[form];
  const [row] = await tx.select(accessColumns(form)).from(table).where(eq(table.id, id)).for('update');
  return row ? { form, ...row } : null;
}

/** Sets the form's modified date and raises its version (a client save changes the form, not the vessel). */
export async function touchForm(tx: Db, form: ClientAreaForm, id: number) {
  const table = formTables[form];
  await tx
    .update(table)
    .set({ modifiedOn: new Date(), version: sql`${table.version} + 1` })
    .where(eq(table.id, id));
}

const windowStart = (minutes: number) => sql`statement_timestamp() - make_interval(mins => ${minutes})`;
const epochMs = (time: unknown) => sql<number | null>`(extract(epoch from ${time}) * 1000)::float8`;

/** The link's wrong PINs within the window, from the address and from all (on the database's clock). */
export async function pinFailuresOf(db: Db, urlHash: string, address: string, windowMinutes: number) {
  const f = clientPinFailures;
  const own = sql`${f.address} = ${address}`;
  const [row] = await db
    .select({
      own: sql<number>`(count(*) filter (where ${own}))::int`,
      ownLastMs: epochMs(sql`max(${f.failedOn}) filter (where ${own})`),
      all: sql<number>`count(*)::int`,
      allLastMs: epochMs(sql`max(${f.failedOn})`),
      nowMs: sql<number>`(extract(epoch from statement_timestamp()) * 1000)::float8`,
    })
    .from(f)
    .where(and(eq(f.urlHash, urlHash), gt(f.failedOn, windowStart(windowMinutes))));
  return row!;
}

/** Counts a wrong PIN on the link from the address; failures older than the window, of any link, go. */
export async function recordPinFailure(db: Db, urlHash: string, address: string, windowMinutes: number) {
  await db.delete(clientPinFailures).where(lte(clientPinFailures.failedOn, windowStart(windowMinutes)));
  await db.insert(clientPinFailures).values({ urlHash, address, failedOn: sql`statement_timestamp()` });
}

/** Forgets the address's wrong PINs on the link (it gave the right one). */
export async function clearPinFailures(db: Db, urlHash: string, address: string) {
  await db
    .delete(clientPinFailures)
    .where(and(eq(clientPinFailures.urlHash, urlHash), eq(clientPinFailures.address, address)));
}

/**
 * Gives the form of a visible vessel (none of vessel, project, customer archived) a new link and
 * PIN; answers them, or null when there is no such vessel. One statement.
 */
export async function replaceFormAccess(
  tx: Db,
  form: ClientAreaForm,
  vesselId: number,
  access: { urlHash: string; pinCode: string },
) {
  const table = formTables[form];
  const [row] = await tx
    .update(table)
    .set({ urlHash: access.urlHash, pinCode: access.pinCode })
    .from(vessels)
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(
      and(
        eq(table.vesselId, vessels.id),
        eq(vessels.id, vesselId),
        sql`${vessels.archivedOn} is null and ${projects.archivedOn} is null and ${customers.archivedOn} is null`,
      ),
    )
    .returning({ id: table.id, urlHash: table.urlHash, pinCode: table.pinCode });
  return row ?? null;
}
