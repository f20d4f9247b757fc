// Suppliers and makers share one contract shape.
import { type Supplier as Company, catalogueMessages } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { pgCode, uniqueViolation } from '../../lib/pg-errors.ts';
import {
  archiveActiveCompany,
  type CompanyFields,
  type CompanyTable,
  companyNameInUse,
  companyTables,
  findActiveCompany,
  insertCompany,
  listCompanies,
  updateActiveCompany,
} from './companies.queries.ts';

export interface CompanyKind {
  table: CompanyTable;
  /** 'Supplier' or 'Maker': the 404 reads '<entity> not found'. */
  entity: string;
  nameTaken: string;
}

export type CompanyService = ReturnType<typeof companyService>;

/** The rules of one company table: active names are unique ignoring case, DELETE archives. */
export function companyService({ table, entity, nameTaken }: CompanyKind) {
  // Two requests racing past the name check: the partial unique index refuses the second.
  const onRace = (err: unknown): never => {
    if (!(err instanceof AppError) && pgCode(err) === uniqueViolation) throw fieldError('name', nameTaken);
    throw err;
  };

  async function requireFreeName(db: Db, name: string, exceptId?: number) {
    if (await companyNameInUse(db, table, name, exceptId)) throw fieldError('name', nameTaken);
  }

  return {
    list: (db: Db, search: string | undefined): Promise<Company[]> => listCompanies(db, table, search),

    async get(db: Db, id: number): Promise<Company> {
      const row = await findActiveCompany(db, table, id);
      if (!row) throw notFound(entity);
      return row;
    },

    async create(db: Db, input: CompanyFields): Promise<Company> {
      await requireFreeName(db, input.name);
      return insertCompany(db, table, input).catch(onRace);
    },

    async update(db: Db, id: number, input: CompanyFields): Promise<Company> {
      if (!(await findActiveCompany(db, table, id))) throw notFound(entity);
      await requireFreeName(db, input.name, id);
      const row = await updateActiveCompany(db, table, id, input).catch(onRace);
      if (!row) throw notFound(entity);
      return row;
    },

    /** Archived rows leave lists and pickers; technology links and reports naming them keep them. */
    async archive(db: Db, id: number): Promise<void> {
      if (!(await archiveActiveCompany(db, table, id))) throw notFound(entity);
    },
  };
}

export const supplierService = companyService({
  table: companyTables.suppliers,
  entity: 'Supplier',
  nameTaken: catalogueMessages.supplierNameTaken,
});

export const makerService = companyService({
  table: companyTables.makers,
  entity: 'Maker',
  nameTaken: catalogueMessages.makerNameTaken,
});
