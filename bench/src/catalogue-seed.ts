import type { Database } from '@backoffice/api/db';
import { sql } from 'drizzle-orm';
import { seedCatalogueLookups } from '../../apps/api/src/db/seed/catalogue.ts';

export interface CatalogueSummary {
  technologies: number;
  suppliers: number;
  makers: number;
  /** A technology with three makers and three suppliers, for the detail endpoints. */
  sampleTechnologyId: number;
}

const kinds = ['Air Lubrication', 'Foul-release Coating', 'Propeller Boss Cap Fins', 'Rotor Sail', 'Waste Heat'];

/**
 * A catalogue far larger than any real one (a consultancy keeps a few hundred technologies):
 * technologies with two stages, two impact types and two categories each, suppliers, makers
 * and three maker and supplier links per technology, in set-based inserts.
 */
export async function seedCatalogue(database: Database, counts: { technologies: number; companies: number }) {
  const { db } = database;
  await seedCatalogueLookups(db);
  const kindArray = sql.raw(`array[${kinds.map((k) => `'${k}'`).join(',')}]`);
  await db.execute(sql`
    insert into technologies (name, short_name, description, short_description, savings_potential, savings_category_id,
      savings_range, cost_range, lead_time, calc_savings, calc_confidence_interval, calc_equipment_cost,
      calc_installation_cost, calc_operation_cost, technology_maturity_level)
    select (${kindArray})[1 + i % ${kinds.length}] || ' ' || i, 'T' || i,
           'Reduces the fuel the vessel burns by lowering resistance or recovering energy; variant ' || i || '.',
           'Variant ' || i, 'Medium', (select min(id) from savings_categories) + i % 5, '2 – 6', '300 – 700k',
           '3 months', 1 + i % 9, 10, 100000 + i, 20000, 2000, 1 + i % 10
    from generate_series(1, ${counts.technologies}) as i`);
  await db.execute(sql`
    insert into technology_implementation_stages (technology_id, implementation_stage_id)
    select t.id, s.id from technologies t cross join (select id from implementation_stages order by id limit 2) s`);
  await db.execute(sql`
    insert into technology_regulatory_impact_types (technology_id, regulatory_impact_type_id)
    select t.id, r.id from technologies t cross join (select id from regulatory_impact_types order by id limit 2) r`);
  await db.execute(sql`
    insert into consumption_technologies (consumption_category_id, technology_id, calculation_sequence)
    select c.id, t.id, row_number() over (partition by c.id order by t.id)
    from technologies t cross join (select id from consumption_categories order by id limit 2) c`);
  for (const table of ['suppliers', 'makers']) {
    await db.execute(sql`
      insert into ${sql.raw(table)} (name, country, description)
      select ${table === 'suppliers' ? 'Nordic Marine Supply ' : 'Propulsion Works '} || i, 'Denmark', 'Company ' || i
      from generate_series(1, ${counts.companies}) as i`);
  }
  await db.execute(sql`
    insert into technology_suppliers (technology_id, supplier_id)
    select t.id, (select min(id) from suppliers) + (t.id * 3 + k) % ${counts.companies}
    from technologies t cross join generate_series(0, 2) as k`);
  await db.execute(sql`
    insert into technology_makers (technology_id, maker_id, calc_savings, calc_confidence_interval, calc_equipment_cost,
      calc_installation_cost, calc_operation_cost)
    select t.id, (select min(id) from makers) + (t.id * 3 + k) % ${counts.companies}, 4, 10, 200000, 40000, 3000
    from technologies t cross join generate_series(0, 2) as k`);
  const counted = await db.execute(sql`
    select (select count(*) from technologies)::int as technologies, (select count(*) from suppliers)::int as suppliers,
           (select count(*) from makers)::int as makers, (select min(id) from technologies)::int as sample`);
  const row = (counted as unknown as { rows: Record<string, number>[] }).rows[0]!;
  return {
    technologies: row.technologies!,
    suppliers: row.suppliers!,
    makers: row.makers!,
    sampleTechnologyId: row.sample!,
  } satisfies CatalogueSummary;
}
