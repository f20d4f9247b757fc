import type { CustomerProject, Project } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { findVisibleCustomer, findVisibleProject, type VisibleProjectRow } from '../customers/index.ts';
import { vesselCardsByProject } from '../vessels/index.ts';
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

function toProject(row: VisibleProjectRow, vessels: Project['vessels']): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    customer: { id: row.customerId, name: row.customerName },
    vessels,
    createdOn: row.createdOn.toISOString(),
    modifiedOn: row.modifiedOn.toISOString(),
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
export async function createProject(db: Db, input: Fields & { customer: { id: number } }) {
  const { customer, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    if (!(await findVisibleCustomer(tx, customer.id))) throw fieldError('customer', 'Customer not found');
    const id = await insertProject(tx, { ...fields, customerId: customer.id });
    await insertProjectRates(tx, id);
    return id;
  });
  return getProject(db, id);
}

/** Name and description; a project stays with its customer. */
export async function updateProject(db: Db, id: number, input: Fields) {
  await loadProject(db, id);
  await updateProjectRow(db, id, input);
  return getProject(db, id);
}

/** Archives: the project and everything under it disappear; nothing is deleted. */
export async function archiveProject(db: Db, id: number) {
  await loadProject(db, id);
  await updateProjectRow(db, id, { archivedOn: new Date() });
}

/** One rate per consumption type (a new type gives every project its rate when it is created). */
export async function getProjectRates(db: Db, id: number) {
  await loadProject(db, id);
  return listProjectRates(db, id);
}

/** Sets the price and CO2 constant of the listed types (the last entry wins for a type listed twice). */
export async function updateProjectRates(db: Db, id: number, rates: RateInput[]) {
  return db.transaction(async (tx) => {
    await loadProject(tx, id, { lock: true });
    const known = await existingConsumptionTypeIds(
      tx,
      rates.map((r) => r.consumptionType.id),
    );
    rates.forEach((rate, i) => {
      if (!known.has(rate.consumptionType.id)) {
        throw fieldError(`consumptionRates.${i}.consumptionType`, 'Consumption type not found');
      }
    });
    for (const rate of rates) {
      await updateProjectRate(tx, id, rate.consumptionType.id, {
        price: rate.price,
        co2ConversionConstant: rate.co2ConversionConstant,
      });
    }
    return listProjectRates(tx, id);
  });
}
