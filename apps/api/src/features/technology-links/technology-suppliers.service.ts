import { catalogueMessages, type TechnologySupplier } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../history/index.ts';
import { recordSupplierLink } from './technology-link-history.ts';
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

/**
 * Links an active supplier once; the technology and supplier are held so neither is archived meanwhile.
 * Recorded in the technology's history.
 */
export async function addTechnologySupplier(db: Db, actor: Actor, technologyId: number, supplierId: number) {
  return db
    .transaction(async (tx) => {
      await requireTechnology(tx, technologyId, true);
      if (!(await lockActiveSupplier(tx, supplierId))) throw fieldError('supplier', catalogueMessages.unknownChoice);
      if (await findTechnologySupplier(tx, technologyId, supplierId)) {
        throw conflict(catalogueMessages.technologySupplierExists);
      }
      await insertTechnologySupplier(tx, technologyId, supplierId);
      const link = (await findTechnologySupplier(tx, technologyId, supplierId))!;
      await recordSupplierLink(tx, actor, technologyId, link, 'created');
      return link;
    })
    .catch(onDuplicateLink(catalogueMessages.technologySupplierExists));
}

/** Archives the link; the supplier and any report naming it stay. Recorded in the technology's history. */
export async function removeTechnologySupplier(db: Db, actor: Actor, technologyId: number, supplierId: number) {
  await db.transaction(async (tx) => {
    await requireTechnology(tx, technologyId);
    const link = await findTechnologySupplier(tx, technologyId, supplierId);
    if (!link || !(await archiveTechnologySupplier(tx, link.technologySupplierId))) {
      throw notFound('Technology supplier');
    }
    await recordSupplierLink(tx, actor, technologyId, link, 'deleted');
  });
}
