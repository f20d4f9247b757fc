import type { Database } from '@backoffice/api/db';
import { sql } from 'drizzle-orm';
import { currentSnapshots } from '../../apps/api/src/features/technologies/index.ts';
import { createVesselForms } from '../../apps/api/src/features/vessels/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ExportSeedSummary {
  contacts: number;
  consumptionRows: number;
  questionnaireItems: number;
  particularsItems: number;
  reports: number;
  includedTechnologies: number;
}

/**
 * What the data export reads beyond the clients, projects and vessels of clients-seed.ts, in set-based
 * inserts: a contact per customer, two consumption rows per vessel, the default questionnaire and
 * particulars (copied from one vessel's, as the app makes them) on the first `forms` vessels, and a
 * screening report with `technologiesPerReport` included catalogue technologies on each of the first
 * `reports` vessels.
 */
export async function seedExportData(
  database: Database,
  counts: { forms: number; reports: number; technologiesPerReport: number },
): Promise<ExportSeedSummary> {
  const { db } = database;
  await db.execute(sql`
    insert into contacts (customer_id, name, title, email, phone)
    select id, 'Superintendent ' || id, 'Technical superintendent', 'superintendent' || id || '@example.com',
           '+45 3300 ' || id
    from customers`);
  await db.execute(sql`
    insert into vessel_consumptions (vessel_id, vessel_consumption_rate_id, consumption_category_id, annual_consumption,
      position)
    select r.vessel_id, r.id, c.id, 500 + (r.vessel_id % 100) * 10, c.n
    from (select distinct on (vessel_id) id, vessel_id from vessel_consumption_rates order by vessel_id, id) r
    cross join (select id, row_number() over (order by id) as n from consumption_categories order by id limit 2) c`);

  // The app's forms on one vessel, then the same sections and items for the others.
  const vessels = rowsOf<{ id: number; vessel_type_id: number }>(
    await db.execute(
      sql`select id, vessel_type_id from vessels order by id limit ${Math.max(counts.forms, counts.reports)}`,
    ),
  );
  const template = vessels[0]!.id;
  await db.transaction((tx) => createVesselForms(tx, [template]));
  const formVessels = sql`(select id from vessels where id <> ${template} order by id limit ${counts.forms - 1})`;
  for (const form of ['questionnaire', 'particulars'] as const) {
    const table = sql.raw(form === 'questionnaire' ? 'questionnaires' : 'particulars');
    await db.execute(sql`
      insert into ${table} (vessel_id, url_hash, pin_code)
      select v.id, md5('${sql.raw(form)}' || v.id) || md5(v.id || '${sql.raw(form)}'), lpad((v.id % 1000000)::text, 6, '0')
      from ${formVessels} v`);
  }
  await db.execute(sql`
    insert into questionnaire_sections (questionnaire_id, title, position)
    select q.id, s.title, s.position
    from questionnaires q
    cross join (select s.title, s.position from questionnaire_sections s
                join questionnaires t on t.id = s.questionnaire_id where t.vessel_id = ${template}) s
    where q.vessel_id <> ${template}`);
  await db.execute(sql`
    insert into questionnaire_items (questionnaire_id, section_id, title, value, value_example, hide, position, mapped_to)
    select q.id, qs.id, i.title, 'Answer ' || q.id, i.value_example, i.hide, i.position, i.mapped_to
    from questionnaires t
    join questionnaire_sections ts on ts.questionnaire_id = t.id
    join questionnaire_items i on i.section_id = ts.id
    join questionnaire_sections qs on qs.position = ts.position
    join questionnaires q on q.id = qs.questionnaire_id and q.vessel_id <> ${template}
    where t.vessel_id = ${template}`);
  await db.execute(sql`
    insert into particulars_items (particulars_id, title, request_text, response_text, position)
    select p.id, i.title, i.request_text, 'Response ' || p.id, i.position
    from particulars t
    join particulars_items i on i.particulars_id = t.id
    join particulars p on p.vessel_id <> ${template}
    where t.vessel_id = ${template}`);

  // Screening reports whose technologies act on the vessels' consumption categories (catalogue-seed.ts).
  const technologyIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from technologies order by id limit ${counts.technologiesPerReport}`),
  ).map((row) => row.id);
  const snapshotRows = [];
  for (const vesselTypeId of new Set(vessels.slice(0, counts.reports).map((v) => v.vessel_type_id))) {
    for (const [technologyId, snapshot] of await currentSnapshots(db, technologyIds, vesselTypeId)) {
      snapshotRows.push(sql`(${vesselTypeId}::int, ${technologyId}::int, ${snapshot.id}::int)`);
    }
  }
  await db.execute(sql`
    insert into reports (vessel_id, type, status, name)
    select id, 0, 6, 'Screening ' || id from vessels order by id limit ${counts.reports}`);
  await db.execute(sql`
    insert into report_technologies (report_id, technology_id, snapshot_id, calc_savings, original_calc_savings,
      calc_confidence_interval, original_calc_confidence_interval, calc_equipment_cost, original_calc_equipment_cost,
      calc_installation_cost, original_calc_installation_cost, calc_operation_cost, original_calc_operation_cost)
    select r.id, t.id, s.snapshot_id, t.calc_savings, t.calc_savings, t.calc_confidence_interval,
           t.calc_confidence_interval, t.calc_equipment_cost, t.calc_equipment_cost, t.calc_installation_cost,
           t.calc_installation_cost, t.calc_operation_cost, t.calc_operation_cost
    from reports r
    join vessels v on v.id = r.vessel_id
    join (values ${sql.join(snapshotRows, sql`, `)}) as s(vessel_type_id, technology_id, snapshot_id)
      on s.vessel_type_id = v.vessel_type_id
    join technologies t on t.id = s.technology_id`);

  const [counted] = rowsOf<Record<keyof ExportSeedSummary, number>>(
    await db.execute(sql`
      select (select count(*) from contacts)::int as "contacts",
             (select count(*) from vessel_consumptions)::int as "consumptionRows",
             (select count(*) from questionnaire_items)::int as "questionnaireItems",
             (select count(*) from particulars_items)::int as "particularsItems",
             (select count(*) from reports)::int as "reports",
             (select count(*) from report_technologies)::int as "includedTechnologies"`),
  );
  return counted!;
}
