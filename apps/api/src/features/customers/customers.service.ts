import type { Customer } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  archiveVisibleCustomer,
  type CustomerFields,
  type CustomerRow,
  countCustomers,
  insertCustomer,
  listCustomers,
  updateVisibleCustomer,
} from './customers.queries.ts';
import { findVisibleCustomer } from './visibility.queries.ts';

export { countCustomers, listCustomers };

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    note: row.note,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
  };
}

async function loadCustomer(db: Db, id: number) {
  const row = await findVisibleCustomer(db, id);
  if (!row) throw notFound('Customer');
  return row;
}

export async function getCustomer(db: Db, id: number) {
  return toCustomer(await loadCustomer(db, id));
}

export async function createCustomer(db: Db, input: CustomerFields) {
  return toCustomer(await insertCustomer(db, input));
}

export async function updateCustomer(db: Db, id: number, input: CustomerFields) {
  const row = await updateVisibleCustomer(db, id, input);
  if (!row) throw notFound('Customer');
  return toCustomer(row);
}

/** Archives: the customer and everything under it disappear; nothing is deleted. */
export async function archiveCustomer(db: Db, id: number) {
  if (!(await archiveVisibleCustomer(db, id))) throw notFound('Customer');
}
