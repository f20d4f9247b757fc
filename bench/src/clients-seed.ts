import type { Database } from '@backoffice/api/db';
import { sql } from 'drizzle-orm';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data.ts';
import { createVesselForms } from '../../apps/api/src/features/vessels/index.ts';

export interface ClientsSummary {
  customers: number;
  projects: number;
  vessels: number;
  /** A customer with the typical three projects, for the detail endpoints. */
  sampleCustomerId: number;
  sampleVesselId: number;
}

// Shipping-company names from word lists, so that a search term like "nordic" matches a
// realistic share (about one in twelve) and the trigram index has real work to do.
const first = [
  'Nordic',
  'Atlantic',
  'Pacific',
  'Baltic',
  'Oceanic',
  'Global',
  'Coastal',
  'Northern',
  'Meridian',
  'Polar',
  'Harbour',
  'Aegean',
];
const second = [
  'Shipping',
  'Maritime',
  'Tankers',
  'Bulk',
  'Lines',
  'Carriers',
  'Navigation',
  'Shipholding',
  'Reefers',
  'Gas',
];
const suffix = ['A/S', 'Ltd', 'GmbH', 'AS', 'S.A.', 'Inc', 'Pte Ltd', 'B.V.'];
const shipNames = [
  'Star',
  'Spirit',
  'Pioneer',
  'Voyager',
  'Explorer',
  'Horizon',
  'Endeavour',
  'Fortune',
  'Trader',
  'Venture',
];

function textArray(values: string[]) {
  return sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);
}

/** Customers, three projects each and vessels spread over them, in set-based inserts. */
export async function seedClients(
  database: Database,
  counts: { customers: number; projects: number; vessels: number },
): Promise<ClientsSummary> {
  const { db } = database;
  await seedReferenceData(db);
  await db.execute(sql`
    insert into customers (name, address, note)
    select (${textArray(first)})[1 + i % ${first.length}] || ' ' || (${textArray(second)})[1 + (i / ${first.length}) % ${second.length}]
           || ' ' || (${textArray(suffix)})[1 + i % ${suffix.length}] || ' ' || i,
           'Harbour road ' || i || ', 2100 Copenhagen',
           case when i % 5 = 0 then 'Key account' end
    from generate_series(1, ${counts.customers}) as i`);
  await db.execute(sql`
    insert into projects (customer_id, name, description)
    select c.id, 'Fleet study ' || (2020 + p), 'Fuel-saving screening of the fleet, round ' || p
    from customers c cross join generate_series(1, ${Math.round(counts.projects / counts.customers)}) as p`);
  await db.execute(sql`
    insert into project_consumption_rates (project_id, consumption_type_id, price, co2_conversion_constant)
    select p.id, t.id, t.default_price, t.default_co2_conversion_constant from projects p cross join consumption_types t`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) - 1 as n from projects),
         types as (select array_agg(id order by id) as ids from vessel_types)
    insert into vessels (project_id, vessel_type_id, name)
    select numbered.id, types.ids[1 + v % array_length(types.ids, 1)],
           (${textArray(shipNames)})[1 + v % ${shipNames.length}] || ' ' || (v / ${shipNames.length})
    from generate_series(0, ${counts.vessels - 1}) as v
    -- The count as a scalar subquery: a join on a window column of the other side cannot be hashed or
    -- merged, and would compare every vessel with every project.
    join numbered on numbered.n = v % (select count(*) from projects)
    cross join types`);
  await db.execute(sql`
    insert into vessel_consumption_rates (vessel_id, project_consumption_rate_id, price, co2_conversion_constant)
    select v.id, r.id, r.price, r.co2_conversion_constant
    from vessels v join project_consumption_rates r on r.project_id = v.project_id`);
  const counted = await db.execute(sql`
    select (select count(*) from customers)::int as customers, (select count(*) from projects)::int as projects,
           (select count(*) from vessels)::int as vessels,
           (select min(customer_id) from projects)::int as sample_customer,
           (select min(id) from vessels)::int as sample_vessel`);
  const row = (counted as unknown as { rows: Record<string, number>[] }).rows[0]!;
  // The app makes a vessel's forms with it; the sample vessel, whose forms are read, gets them the same way.
  await db.transaction((tx) => createVesselForms(tx, [row.sample_vessel!]));
  return {
    customers: row.customers!,
    projects: row.projects!,
    vessels: row.vessels!,
    sampleCustomerId: row.sample_customer!,
    sampleVesselId: row.sample_vessel!,
  };
}
