import type { Database } from '@backoffice/api/db';
import { sql } from 'drizzle-orm';
import { currentSnapshots } from '../../apps/api/src/features/technologies/index.ts';

export interface ReportSummary {
  reportId: number;
  includedTechnologies: number;
  consumptionRows: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A screening report of the sample vessel with `count` included technologies acting on four consumption
 * categories, over consumption rows of four categories × four fuel types, every tenth technology with a
 * fixed MT saving, the regulatory impact and the CII particulars filled in: a large real report.
 */
export async function seedReport(database: Database, vesselId: number, count = 50): Promise<ReportSummary> {
  const { db } = database;
  await db.execute(sql`
    insert into vessel_consumptions (vessel_id, vessel_consumption_rate_id, consumption_category_id, annual_consumption, position)
    select ${vesselId}, r.id, c.id, 100 * c.n * r.n, c.n * 10 + r.n
    from (select id, row_number() over (order by id) as n from vessel_consumption_rates where vessel_id = ${vesselId}) r
    cross join (select id, row_number() over (order by id) as n from consumption_categories order by id limit 4) c
    where r.n <= 4`);
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from technologies order by id limit ${count}`)).map(
    (row) => row.id,
  );
  await db.execute(sql`
    insert into consumption_technologies (consumption_category_id, technology_id, calculation_sequence)
    select c.id, t.id, 10000 + t.id
    from (select id from technologies order by id limit ${count}) t
    cross join (select id from consumption_categories order by id limit 4) c
    on conflict (consumption_category_id, technology_id) do nothing`);
  const [vessel] = rowsOf<{ vessel_type_id: number }>(
    await db.execute(sql`select vessel_type_id from vessels where id = ${vesselId}`),
  );
  const snapshots = await currentSnapshots(db, ids, vessel!.vessel_type_id);
  const [report] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into reports (vessel_id, type, status, name, regulatory_impact_pct_in_eu, regulatory_impact_carbon_rate,
        regulatory_impact_start_year, regulatory_impact_number_of_years)
      values (${vesselId}, 0, 6, 'Screening (bench)', 50, 85, 2025, 10) returning id`),
  );
  const reportId = report!.id;
  const values = ids.map((id, index) => {
    const s = snapshots.get(id)!;
    const savings = index % 10 === 9 ? 0 : s.values.calcSavings;
    return sql`(${reportId}, ${id}, ${s.id}, ${savings}, ${s.values.calcSavings}, ${s.values.calcConfidenceInterval},
      ${s.values.calcConfidenceInterval}, ${s.values.calcEquipmentCost}, ${s.values.calcEquipmentCost},
      ${s.values.calcInstallationCost}, ${s.values.calcInstallationCost}, ${s.values.calcOperationCost},
      ${s.values.calcOperationCost})`;
  });
  await db.execute(sql`
    insert into report_technologies (report_id, technology_id, snapshot_id, calc_savings, original_calc_savings,
      calc_confidence_interval, original_calc_confidence_interval, calc_equipment_cost, original_calc_equipment_cost,
      calc_installation_cost, original_calc_installation_cost, calc_operation_cost, original_calc_operation_cost)
    values ${sql.join(values, sql`, `)}`);
  await db.execute(sql`
    insert into report_technology_fixed_savings (report_technology_id, consumption_category_id, consumption_type_id,
      fixed_savings_in_mt)
    select rt.id, (select min(id) from consumption_categories), pr.consumption_type_id, 10
    from report_technologies rt
    join vessel_consumption_rates vr on vr.vessel_id = ${vesselId}
    join project_consumption_rates pr on pr.id = vr.project_consumption_rate_id
    where rt.report_id = ${reportId} and rt.calc_savings = 0`);
  await db.execute(sql`
    update questionnaire_items i set value = case i.mapped_to
      when 'deadweight' then '56,045' when 'grossTonnage' then '31,236' when 'vesselType' then 'Bulk carrier'
      else '58,400' end
    from questionnaires q
    where q.id = i.questionnaire_id and q.vessel_id = ${vesselId}
      and i.mapped_to in ('deadweight', 'grossTonnage', 'vesselType', 'totalAnnualDistance')`);
  const [counted] = rowsOf<{ rows: number }>(
    await db.execute(sql`select count(*)::int as rows from vessel_consumptions where vessel_id = ${vesselId}`),
  );
  return { reportId, includedTechnologies: ids.length, consumptionRows: counted!.rows };
}
