import type { HistoryRecordType } from '@backoffice/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyProfile,
  consumptionCategories,
  consumptionTypes,
  customers,
  departments,
  makers,
  particulars,
  projects,
  questionnaires,
  reports,
  suppliers,
  technologies,
  users,
  vessels,
  vesselTypes,
} from '../../db/schema/index.ts';

/** A record's name as users know it; a questionnaire's and particulars' are their vessel's. */
export interface RecordName {
  id: number;
  name: string;
  vesselId: number | null;
}

type NamedTable =
  | typeof customers
  | typeof projects
  | typeof vessels
  | typeof reports
  | typeof technologies
  | typeof companyProfile
  | typeof departments
  | typeof suppliers
  | typeof makers
  | typeof vesselTypes
  | typeof consumptionCategories
  | typeof consumptionTypes;

const namedTables: Record<Exclude<HistoryRecordType, 'questionnaire' | 'particulars' | 'user'>, NamedTable> = {
  customer: customers,
  project: projects,
  vessel: vessels,
  report: reports,
  technology: technologies,
  companyProfile,
  department: departments,
  supplier: suppliers,
  maker: makers,
  vesselType: vesselTypes,
  consumptionCategory: consumptionCategories,
  consumptionType: consumptionTypes,
};

async function ownNames(db: Db, table: NamedTable, ids: number[]): Promise<RecordName[]> {
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return rows.map((row) => ({ ...row, vesselId: null }));
}

async function userNames(db: Db, ids: number[]): Promise<RecordName[]> {
  const rows = await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids));
  return rows.map((row) => ({ ...row, vesselId: null }));
}

function vesselNames(db: Db, form: typeof questionnaires | typeof particulars, ids: number[]): Promise<RecordName[]> {
  return db
    .select({ id: form.id, name: vessels.name, vesselId: vessels.id })
    .from(form)
    .innerJoin(vessels, eq(vessels.id, form.vesselId))
    .where(inArray(form.id, ids));
}

/** The names of the records of one type with the given ids, archived ones included, in one query. */
export function recordNames(db: Db, recordType: HistoryRecordType, ids: number[]): Promise<RecordName[]> {
  if (recordType === 'questionnaire') return vesselNames(db, questionnaires, ids);
  if (recordType === 'particulars') return vesselNames(db, particulars, ids);
  if (recordType === 'user') return userNames(db, ids);
  return ownNames(db, namedTables[recordType], ids);
}
