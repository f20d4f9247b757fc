import { type AnyColumn, and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  contacts,
  customers,
  particulars,
  particularsItemFiles,
  particularsItems,
  projects,
  questionnaireItems,
  questionnaireSections,
  questionnaires,
  reports,
  vessels,
  vesselTypes,
} from '../../db/schema/index.ts';
import { customerIsVisible, projectIsVisible } from '../customers/index.ts';

/**
 * The pages of the data export's client sheets: what the app shows (nothing archived, nothing under
 * an archived customer, project or vessel), in id order. Each reads the rows after `afterId`
 * (keyset), so a page costs the same however far into the table it is.
 */

/** Needs the vessel, its project and its customer joined (joinVesselPlace). */
export const vesselIsVisible = () => and(isNull(vessels.archivedOn), projectIsVisible());

/** Where a vessel's record belongs: the client, project and vessel names. */
export const vesselPlace = {
  customerName: customers.name,
  projectName: projects.name,
  vesselName: vessels.name,
};

/** Joins the vessel of `vesselId`, its project and its customer. */
export function joinVesselPlace<Query extends PgSelect>(query: Query, vesselId: AnyColumn) {
  return query
    .innerJoin(vessels, eq(vessels.id, vesselId))
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId));
}

/** The next ids of a vessel's forms or reports whose vessel is visible. */
function visibleIdsPage(
  db: Db,
  table: typeof questionnaires | typeof particulars | typeof reports,
  afterId: number,
  limit: number,
) {
  return joinVesselPlace(db.select({ id: table.id }).from(table).$dynamic(), table.vesselId)
    .where(and(gt(table.id, afterId), vesselIsVisible()))
    .orderBy(asc(table.id))
    .limit(limit);
}

export const questionnaireIdsPage = (db: Db, afterId: number, limit: number) =>
  visibleIdsPage(db, questionnaires, afterId, limit);
export const particularsIdsPage = (db: Db, afterId: number, limit: number) =>
  visibleIdsPage(db, particulars, afterId, limit);
export const reportIdsPage = (db: Db, afterId: number, limit: number) => visibleIdsPage(db, reports, afterId, limit);

export function customersPage(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      address: customers.address,
      note: customers.note,
      createdOn: customers.createdOn,
      modifiedOn: customers.modifiedOn,
    })
    .from(customers)
    .where(and(gt(customers.id, afterId), customerIsVisible()))
    .orderBy(asc(customers.id))
    .limit(limit);
}

export function contactsPage(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: contacts.id,
      customerName: customers.name,
      name: contacts.name,
      title: contacts.title,
      email: contacts.email,
      phone: contacts.phone,
      createdOn: contacts.createdOn,
      modifiedOn: contacts.modifiedOn,
    })
    .from(contacts)
    .innerJoin(customers, eq(customers.id, contacts.customerId))
    .where(and(gt(contacts.id, afterId), customerIsVisible()))
    .orderBy(asc(contacts.id))
    .limit(limit);
}

export function projectsPage(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: projects.id,
      customerName: customers.name,
      name: projects.name,
      description: projects.description,
      createdOn: projects.createdOn,
      modifiedOn: projects.modifiedOn,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(gt(projects.id, afterId), projectIsVisible()))
    .orderBy(asc(projects.id))
    .limit(limit);
}

export function vesselsPage(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: vessels.id,
      customerName: customers.name,
      projectName: projects.name,
      name: vessels.name,
      vesselTypeName: vesselTypes.name,
      status: vessels.status,
      statusChangedOn: vessels.statusChangedOn,
      createdOn: vessels.createdOn,
      modifiedOn: vessels.modifiedOn,
    })
    .from(vessels)
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .where(and(gt(vessels.id, afterId), vesselIsVisible()))
    .orderBy(asc(vessels.id))
    .limit(limit);
}

/** The visible vessels' ids, as a subquery (whose consumption rows the Vessel consumption sheet reads). */
export function visibleVesselIds(db: Db) {
  return db
    .select({ id: vessels.id })
    .from(vessels)
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(vesselIsVisible());
}

/** Where each of these vessels belongs (client, project and vessel names), each row naming its vessel. */
export function vesselPlacesOf(db: Db, vesselIds: number[]) {
  return db
    .select({ id: vessels.id, ...vesselPlace })
    .from(vessels)
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(inArray(vessels.id, vesselIds));
}

/** The items of the questionnaires, each questionnaire's in its order (section, then item). */
export function questionnaireItemsOf(db: Db, ids: number[]) {
  const query = db
    .select({
      id: questionnaireItems.id,
      ...vesselPlace,
      status: questionnaires.status,
      sectionTitle: questionnaireSections.title,
      title: questionnaireItems.title,
      value: questionnaireItems.value,
      valueExample: questionnaireItems.valueExample,
      hide: questionnaireItems.hide,
      mappedTo: questionnaireItems.mappedTo,
    })
    .from(questionnaireItems)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireItems.questionnaireId))
    .innerJoin(questionnaireSections, eq(questionnaireSections.id, questionnaireItems.sectionId))
    .$dynamic();
  return joinVesselPlace(query, questionnaires.vesselId)
    .where(inArray(questionnaireItems.questionnaireId, ids))
    .orderBy(
      asc(questionnaireItems.questionnaireId),
      asc(questionnaireSections.position),
      asc(questionnaireItems.position),
      asc(questionnaireItems.id),
    );
}

/** The items of the particulars in their order, with the names of their files. */
export function particularsItemsOf(db: Db, ids: number[]) {
  const query = db
    .select({
      id: particularsItems.id,
      ...vesselPlace,
      status: particulars.status,
      title: particularsItems.title,
      requestText: particularsItems.requestText,
      responseText: particularsItems.responseText,
      fileNames: sql<string | null>`(
        select string_agg(f.name, ', ' order by ${particularsItemFiles.position}, f.id)
        from ${particularsItemFiles} join files f on f.id = ${particularsItemFiles.fileId}
        where ${particularsItemFiles.itemId} = ${particularsItems.id}
      )`,
    })
    .from(particularsItems)
    .innerJoin(particulars, eq(particulars.id, particularsItems.particularsId))
    .$dynamic();
  return joinVesselPlace(query, particulars.vesselId)
    .where(inArray(particularsItems.particularsId, ids))
    .orderBy(asc(particularsItems.particularsId), asc(particularsItems.position), asc(particularsItems.id));
}

export type CustomerExportRow = Awaited<ReturnType<typeof customersPage>>[number];
export type ContactExportRow = Awaited<ReturnType<typeof contactsPage>>[number];
export type ProjectExportRow = Awaited<ReturnType<typeof projectsPage>>[number];
export type VesselExportRow = Awaited<ReturnType<typeof vesselsPage>>[number];
export type QuestionnaireItemExportRow = Awaited<ReturnType<typeof questionnaireItemsOf>>[number];
export type ParticularsItemExportRow = Awaited<ReturnType<typeof particularsItemsOf>>[number];
