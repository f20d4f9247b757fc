// Suppliers and makers share one contract shape.
import { type Supplier as Company, catalogueMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { pgCode, uniqueViolation } from '../../lib/pg-errors.ts';
import { versionedRecords } from '../history/index.ts';
import {
  type CompanyFields,
  type CompanyTable,
  companyNameInUse,
  companyTables,
  findActiveCompany,
  insertCompany,
  listCompanies,
  lockActiveCompany,
  updateCompanyRow,
} from './companies.queries.ts';

export interface CompanyKind {
  table: CompanyTable;
  /** 'Supplier' or 'Maker': the 404 reads '<entity> not found'. */
  entity: string;
  recordType: 'supplier' | 'maker';
  nameTaken: string;
}

export type CompanyService = ReturnType<typeof companyService>;

/**
 * The rules of one company table: active names are unique ignoring case, DELETE archives (archived
 * rows leave lists and pickers; technology links and reports naming them keep them). A save or
 * archive of an older version is refused (409); changes are in the company's history.
 */
export function companyService({ table, entity, recordType, nameTaken }: CompanyKind) {
  const records = versionedRecords({
    recordType,
    entity,
    words: { name: { label: 'Name' }, country: { label: 'Country' }, description: { label: 'Description' } },
    find: (db, id) => findActiveCompany(db, table, id),
    lock: (tx, id) => lockActiveCompany(tx, table, id),
    insert: (tx, fields: CompanyFields) => insertCompany(tx, table, fields),
    update: (tx, id, values) => updateCompanyRow(tx, table, id, values),
    remove: (tx, id) => updateCompanyRow(tx, table, id, { archivedOn: new Date() }),
    async check(tx, fields, exceptId) {
      if (await companyNameInUse(tx, table, fields.name, exceptId)) throw fieldError('name', nameTaken);
    },
    // Two requests racing past the name check: the partial unique index refuses the second.
    onRace(err) {
      if (!(err instanceof AppError) && pgCode(err) === uniqueViolation) throw fieldError('name', nameTaken);
      throw err;
    },
  });
  return {
    ...records,
    list: (db: Db, search: string | undefined): Promise<Company[]> => listCompanies(db, table, search),
  };
}

export const supplierService = companyService({
  table: companyTables.suppliers,
  entity: 'Supplier',
  recordType: 'supplier',
  nameTaken: catalogueMessages.supplierNameTaken,
});

export const makerService = companyService({
  table: companyTables.makers,
  entity: 'Maker',
  recordType: 'maker',
  nameTaken: catalogueMessages.makerNameTaken,
});
