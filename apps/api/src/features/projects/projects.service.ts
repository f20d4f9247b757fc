import type { CustomerProject, Project } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import { findVisibleCustomer, findVisibleProject, type VisibleProjectRow } from '../customers/index.ts';
import {
  type Actor,
  changesBetween,
  checkVersion,
  type FieldWords,
  fieldsOf,
  recordChanges,
} from '../history/index.ts';
import { rateChanges, vesselCardsByProject } from '../vessels/index.ts';
import {
  existingConsumptionTypeIds,
  insertProject,
  insertProjectRates,
  listProjectRates,
  projectsOfCustomer,
  updateProjectRate,
  updateProjectRow,
} from './projects.queries.ts';

type Fields = { name: string; description: string | null };
type RateInput = { consumptionType: { id: number }; price: number; co2ConversionConstant: number };

type ProjectRate = Awaited<ReturnType<typeof listProjectRates>>[number];
const inWords = (rate: ProjectRate) => ({ ...rate, typeShortName: rate.consumptionType.shortName });

/** The project's fields as its form labels them. */
const projectFieldWords: FieldWords<Fields> = { name: { label: 'Name' }, description: { label: 'Description' } };

function toProject(row: VisibleProjectRow, vessels: Project['vessels']): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    customer: { id: row.customerId, name: row.customerName },
    vessels,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
    version: row.version,
    consumptionRatesVersion: row.consumptionRatesVersion,
  };
}

async function loadProject(db: Db, id: number, options: { lock?: boolean } = {}) {
  const row = await findVisibleProject(db, id, options);
  if (!row) throw notFound('Project');
  return row;
}

export async function getProject(db: Db, id: number) {
  const row = await loadProject(db, id);
  const cards = await vesselCardsByProject(db, [id]);
  return toProject(row, cards.get(id) ?? []);
}

/** The customer's visible projects with their visible vessels: two queries, however many projects. */
export async function getCustomerProjects(db: Db, customerId: number): Promise<CustomerProject[]> {
  if (!(await findVisibleCustomer(db, customerId))) throw notFound('Customer');
  const rows = await projectsOfCustomer(db, customerId);
  const cards = await vesselCardsByProject(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => ({ id: p.id, name: p.name, description: p.description, vessels: cards.get(p.id) ?? [] }));
}

/** The new project starts with a rate for every consumption type, from the type's defaults. */
export async function createProject(db: Db, actor: Actor, input: Fields & { customer: { id: number } }) {
  const { customer, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    if (!(await findVisibleCustomer(tx, customer.id))) throw fieldError('customer', 'Customer not found');
    const id = await insertProject(tx, { ...fields, customerId: customer.id });
    await insertProjectRates(tx, id);
    const changes = fieldsOf(fields, projectFieldWords);
    await recordChanges(tx, actor, [{ action: 'created', recordType: 'project', recordId: id, changes }]);
    return id;
  });
  return getProject(db, id);
}

/** Name and description; a project stays with its customer. A stale save is refused (409). */
export async function updateProject(db: Db, actor: Actor, id: number, input: Fields & { version?: number }) {
  await db.transaction(async (tx) => {
    const before = await loadProject(tx, id, { lock: true });
    await checkVersion(tx, { recordType: 'project', recordId: id }, before.version, input.version);
    const fields: Fields = { name: input.name, description: input.description };
    if (holdsValues(before, fields)) return;
    await updateProjectRow(tx, id, { ...fields, version: before.version + 1 });
    const changes = changesBetween(before, fields, projectFieldWords);
    await recordChanges(tx, actor, [{ action: 'updated', recordType: 'project', recordId: id, changes }]);
  });
  return getProject(db, id);
}

/** Archives: the project and everything under it disappear; nothing is deleted. An older `version` is refused (409). */
export async function archiveProject(db: Db, actor: Actor, id: number, version?: number) {
  await db.transaction(async (tx) => {
    const before = await loadProject(tx, id, { lock: true });
    await checkVersion(tx, { recordType: 'project', recordId: id }, before.version, version);
    await updateProjectRow(tx, id, { archivedOn: new Date() });
    const changes = fieldsOf(before, projectFieldWords, true);
    await recordChanges(tx, actor, [{ action: 'deleted', recordType: 'project', recordId: id, changes }]);
  });
}

/** One rate per consumption type (a new type gives every project its rate when it is created). */
export async function getProjectRates(db: Db, id: number) {
  await loadProject(db, id);
  return listProjectRates(db, id);
}

/**
 * Sets the price and CO2 constant of the listed types (the last entry wins for a type listed twice).
 * A save of an older version of the rates is refused (409); the project's history gets one entry
 * with each changed value.
 */
export async function updateProjectRates(
  db: Db,
  actor: Actor,
  id: number,
  input: { consumptionRates: RateInput[]; version?: number },
) {
  const rates = input.consumptionRates;
  return db.transaction(async (tx) => {
    const project = await loadProject(tx, id, { lock: true });
    const ref = { recordType: 'project', recordId: id, part: 'consumption-rates' } as const;
    await checkVersion(tx, ref, project.consumptionRatesVersion, input.version);
    const known = await existingConsumptionTypeIds(
      tx,
      rates.map((r) => r.consumptionType.id),
    );
    rates.forEach((rate, i) => {
      if (!known.has(rate.consumptionType.id)) {
        throw fieldError(`consumptionRates.${i}.consumptionType`, 'Consumption type not found');
      }
    });
    const before = await listProjectRates(tx, id);
    const unchanged = rates.every((rate) =>
      before.some(
        (row) =>
          row.consumptionType.id === rate.consumptionType.id &&
          holdsValues(row, { price: rate.price, co2ConversionConstant: rate.co2ConversionConstant }),
      ),
    );
    if (unchanged) return before;
    for (const rate of rates) {
      await updateProjectRate(tx, id, rate.consumptionType.id, {
        price: rate.price,
        co2ConversionConstant: rate.co2ConversionConstant,
      });
    }
    await updateProjectRow(tx, id, { consumptionRatesVersion: project.consumptionRatesVersion + 1 });
    const after = await listProjectRates(tx, id);
    const changes = rateChanges(before.map(inWords), after.map(inWords));
    await recordChanges(tx, actor, [{ action: 'updated', ...ref, changes }]);
    return after;
  });
}
