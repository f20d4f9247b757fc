import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { makers, suppliers } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';

/** Suppliers and makers have the same columns; every query here works on either table. */
export const companyTables = { suppliers, makers } as const;
export type CompanyTable = (typeof companyTables)[keyof typeof companyTables];

export type CompanyFields = { name: string; country: string | null; description: string | null };
type CompanyRowValues = CompanyFields & { version: number; archivedOn: Date };

function columns(table: CompanyTable) {
  return {
    id: table.id,
    name: table.name,
    country: table.country,
    description: table.description,
    version: table.version,
  };
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

/** The active row, held until the transaction ends so that saves of it run one after the other. */
export async function lockActiveCompany(tx: Db, table: CompanyTable, id: number) {
  const [row] = await tx
    .select(columns(table))
    .from(table)
    .where(and(eq(table.id, id), active(table)))
    .for('update');
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
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}

export async function updateCompanyRow(tx: Db, table: CompanyTable, id: number, values: Partial<CompanyRowValues>) {
  await tx.update(table).set(values).where(eq(table.id, id));
}
