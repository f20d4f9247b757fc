import type { Db } from '../client.ts';
import { appSettings, consumptionCategories, consumptionTypes, vesselTypes } from '../schema/index.ts';

const seedKey = 'seed.reference-data.v1';

const seedConsumptionCategories = [
  { name: 'Main Engine', shortName: 'ME' },
  { name: 'Auxiliary Engine', shortName: 'AE' },
  { name: 'Boiler', shortName: 'BO' },
  { name: 'Other', shortName: 'OT' },
];

// CO2 conversion factors Cf (t CO2 per t fuel) from IMO MEPC.364(79) / MEPC.352(78);
// default prices are indicative bunker prices in USD per MT, meant to be edited per project.
const seedConsumptionTypes: (typeof consumptionTypes.$inferInsert)[] = [
  { name: 'Heavy Fuel Oil', shortName: 'HFO', defaultPrice: 480, defaultCo2ConversionConstant: 3.114, fuelKind: 'HFO' },
  {
    name: 'Very Low Sulphur Fuel Oil / Light Fuel Oil',
    shortName: 'VLSFO',
    defaultPrice: 600,
    defaultCo2ConversionConstant: 3.151,
    fuelKind: 'LFO',
  },
  {
    name: 'Marine Gas Oil / Marine Diesel Oil',
    shortName: 'MGO',
    defaultPrice: 750,
    defaultCo2ConversionConstant: 3.206,
    fuelKind: 'MDO/MGO',
  },
  {
    name: 'Liquefied Natural Gas',
    shortName: 'LNG',
    defaultPrice: 650,
    defaultCo2ConversionConstant: 2.75,
    fuelKind: 'LNG',
  },
];

// The ship types of the IMO CII and EEXI regulations (MARPOL Annex VI, regulation 2).
const seedVesselTypes = [
  { name: 'Bulk Carrier', shortName: 'BC' },
  { name: 'Oil Tanker', shortName: 'OT' },
  { name: 'Chemical Tanker', shortName: 'CT' },
  { name: 'Container Ship', shortName: 'CS' },
  { name: 'Gas Carrier', shortName: 'GC' },
  { name: 'LNG Carrier', shortName: 'LNG' },
  { name: 'General Cargo Ship', shortName: 'GCS' },
  { name: 'Refrigerated Cargo Carrier', shortName: 'RCC' },
  { name: 'Combination Carrier', shortName: 'CC' },
  { name: 'Ro-ro Cargo Ship', shortName: 'RO' },
  { name: 'Ro-ro Cargo Ship (Vehicle Carrier)', shortName: 'VC' },
  { name: 'Ro-ro Passenger Ship', shortName: 'RP' },
  { name: 'Cruise Passenger Ship', shortName: 'CP' },
];

/**
 * Loads the reference data once per database. Admins may rename or delete seeded rows
 * afterwards; a later start does not bring them back.
 */
export async function seedReferenceData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: seedKey, value: 'done' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    await tx.insert(consumptionCategories).values(seedConsumptionCategories).onConflictDoNothing();
    await tx.insert(consumptionTypes).values(seedConsumptionTypes).onConflictDoNothing();
    await tx.insert(vesselTypes).values(seedVesselTypes).onConflictDoNothing();
    return true;
  });
}
