import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { makers, suppliers } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';

/** Suppliers and makers have the same columns; every query here works on either table. */
export const companyTables = { suppliers, makers } as const;
export type CompanyTable = (typeof companyTables)[keyof typeof companyTables];

export type CompanyFields = { name: string; country: string | null; description: string | null };

function columns(table: CompanyTable) {
  return { id: table.id, name: table.name, country: table.country, description: table.description };
}

const active = (table: CompanyTable) => isNull(table.archivedOn);

/** Active rows, by name; `search` matches part of the name ignoring case. */
export function listCompanies(db: Db, table: CompanyTable, search: string | undefined) {
  const where = search ? and(active(table), ilike(table.name, `%${escapeLike(search)}%`)) : active(table);
  return db.select(columns(table)).from(table).where(where).orderBy(sql`lower(${table.name})`, asc(table.id));
}

export async function findActiveCompany(db: Db, table: CompanyTable, id: number) {
  const [row] = await db
    .select(columns(table))
    .from(table)
    .where(and(eq(table.id, id), active(table)));
  return row ?? null;
}

/** Another active row already has this name, ignoring case (archived names are free again). */
export async function companyNameInUse(db: Db, table: CompanyTable, name: string, exceptId?: number) {
  const sameName = and(active(table), sql`lower(${table.name}) = lower(${name})`);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(sameName, ne(table.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

export async function insertCompany(db: Db, table: CompanyTable, values: CompanyFields) {
  const [row] = await db.insert(table).values(values).returning(columns(table));
  return row!;
}

/** Changes an active row; null when there is none with that id. */
export async function updateActiveCompany(db: Db, table: CompanyTable, id: number, values: CompanyFields) {
  const [row] = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, id), active(table)))
    .returning(columns(table));
  return row ?? null;
}

/** Sets archived_on on an active row; false when there is none with that id. */
export async function archiveActiveCompany(db: Db, table: CompanyTable, id: number) {
  const rows = await db
    .update(table)
    .set({ archivedOn: new Date() })
    .where(and(eq(table.id, id), active(table)))
    .returning({ id: table.id });
  return rows.length > 0;
}
