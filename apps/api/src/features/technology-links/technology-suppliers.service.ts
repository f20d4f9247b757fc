import { catalogueMessages, type TechnologySupplier } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { lockActiveSupplier } from './technology-links.queries.ts';
import { onDuplicateLink, requireTechnology } from './technology-links.service.ts';
import {
  archiveTechnologySupplier,
  findTechnologySupplier,
  insertTechnologySupplier,
  listTechnologySuppliers,
} from './technology-suppliers.queries.ts';

export async function getTechnologySuppliers(db: Db, technologyId: number): Promise<TechnologySupplier[]> {
  await requireTechnology(db, technologyId);
  return listTechnologySuppliers(db, technologyId);
}

/** Links an active supplier once; the technology and supplier are held so neither is archived meanwhile. */
export async function addTechnologySupplier(db: Db, technologyId: number, supplierId: number) {
  return db
    .transaction(async (tx) => {
      await requireTechnology(tx, technologyId, true);
      if (!(await lockActiveSupplier(tx, supplierId))) throw fieldError('supplier', catalogueMessages.unknownChoice);
      if (await findTechnologySupplier(tx, technologyId, supplierId)) {
        throw conflict(catalogueMessages.technologySupplierExists);
      }
      await insertTechnologySupplier(tx, technologyId, supplierId);
      return (await findTechnologySupplier(tx, technologyId, supplierId))!;
    })
    .catch(onDuplicateLink(catalogueMessages.technologySupplierExists));
}

/** Archives the link; the supplier and any report naming it stay. */
export async function removeTechnologySupplier(db: Db, technologyId: number, supplierId: number) {
  await requireTechnology(db, technologyId);
  const link = await findTechnologySupplier(db, technologyId, supplierId);
  if (!link || !(await archiveTechnologySupplier(db, link.technologySupplierId))) {
    throw notFound('Technology supplier');
  }
}
