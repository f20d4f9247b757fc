import type { Customer } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import {
  type Actor,
  changesBetween,
  checkVersion,
  type FieldWords,
  fieldsOf,
  recordChanges,
} from '../history/index.ts';
import {
  type CustomerFields,
  type CustomerRow,
  countCustomers,
  insertCustomer,
  listCustomers,
  updateCustomerRow,
} from './customers.queries.ts';
import { findVisibleCustomer } from './visibility.queries.ts';

export { countCustomers, listCustomers };

/** The client's fields as its form labels them. */
const customerFieldWords: FieldWords<CustomerFields> = {
  name: { label: 'Name' },
  address: { label: 'Address' },
  note: { label: 'Note' },
};

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    note: row.note,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
    version: row.version,
  };
}

async function loadCustomer(db: Db, id: number, options: { lock?: boolean } = {}) {
  const row = await findVisibleCustomer(db, id, options);
  if (!row) throw notFound('Customer');
  return row;
}

export async function getCustomer(db: Db, id: number) {
  return toCustomer(await loadCustomer(db, id));
}

export async function createCustomer(db: Db, actor: Actor, input: CustomerFields) {
  return db.transaction(async (tx) => {
    const row = await insertCustomer(tx, input);
    const changes = fieldsOf(input, customerFieldWords);
    await recordChanges(tx, actor, [{ action: 'created', recordType: 'customer', recordId: row.id, changes }]);
    return toCustomer(row);
  });
}

/** A save of an older version than the client's is refused (409) and changes nothing. */
export async function updateCustomer(db: Db, actor: Actor, id: number, input: CustomerFields & { version?: number }) {
  return db.transaction(async (tx) => {
    const before = await loadCustomer(tx, id, { lock: true });
    await checkVersion(tx, { recordType: 'customer', recordId: id }, before.version, input.version);
    const fields: CustomerFields = { name: input.name, address: input.address, note: input.note };
    if (holdsValues(before, fields)) return toCustomer(before);
    const row = await updateCustomerRow(tx, id, { ...fields, version: before.version + 1 });
    const changes = changesBetween(before, fields, customerFieldWords);
    await recordChanges(tx, actor, [{ action: 'updated', recordType: 'customer', recordId: id, changes }]);
    return toCustomer(row);
  });
}

/** Archives: the customer and everything under it disappear; nothing is deleted. An older `version` is refused (409). */
export async function archiveCustomer(db: Db, actor: Actor, id: number, version?: number) {
  await db.transaction(async (tx) => {
    const before = await loadCustomer(tx, id, { lock: true });
    await checkVersion(tx, { recordType: 'customer', recordId: id }, before.version, version);
    await updateCustomerRow(tx, id, { archivedOn: new Date() });
    const changes = fieldsOf(before, customerFieldWords, true);
    await recordChanges(tx, actor, [{ action: 'deleted', recordType: 'customer', recordId: id, changes }]);
  });
}
