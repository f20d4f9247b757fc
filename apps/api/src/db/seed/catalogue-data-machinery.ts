// Part of the starting catalogue: sources and meaning of the values in catalogue-data.ts.
import type { SeedTechnology } from './catalogue-data.types.ts';

/** Engines, heat recovery, electrical consumers and the way the vessel is operated. */
export const machineryAndOperationTechnologies: SeedTechnology[] = [
  {
    name: 'Waste heat recovery',
    serviceLifeYears: 20,
    shortName: 'WHR',
    description:
      'A waste heat recovery unit, on ships of this size usually an organic Rankine cycle, turns heat from the ' +
      'main engine’s exhaust gas and jacket cooling water into electricity. The power it feeds to the ' +
      'switchboard replaces power from the auxiliary engines at sea. Larger steam and power turbine systems pay ' +
      'back only on ships with much more main engine power.',
    shortDescription: 'Turns engine waste heat into electricity for the ship’s grid.',
    savingsPotential: 'Medium',
    savingsCategory: 'Energy Recovery',
    savingsRange: '2 – 5',
    costRange: '1 – 1.5M',
    leadTime: '9 – 12 months',
    calcSavings: 3.5,
    calcConfidenceInterval: 35,
    calcEquipmentCost: 900_000,
    calcInstallationCost: 300_000,
    calcOperationCost: 20_000,
    technologyMaturityLevel: 8,
    summaryTableDescription: 'Waste heat recovery to electric power',
    summaryDescription:
      'Waste heat recovery is expected to save about 2–5 % of the main and auxiliary engine fuel together by ' +
      'making electric power from heat that is now lost. Feasibility depends on the main engine load profile and ' +
      'on space in the engine room and funnel.',
    implementationStages: ['Newbuilding', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['EEXI', 'CII', 'EU ETS'],
    consumptionCategories: ['ME', 'AE'],
  },
  {
    name: 'Exhaust gas economiser',
    serviceLifeYears: 20,
    shortName: 'EGE',
    description:
      'An exhaust gas economiser in the main engine uptake uses the heat of the exhaust to make the steam needed ' +
      'at sea for fuel oil, tank and accommodation heating. The oil-fired boiler can then stay off while the main ' +
      'engine runs at sufficient load. Where an economiser exists but is undersized or fouled, an upgrade gives ' +
      'part of the same effect.',
    shortDescription: 'Exhaust heat makes the steam the oil-fired boiler makes now.',
    savingsPotential: 'Medium',
    savingsCategory: 'Energy Recovery',
    savingsRange: '20 – 40',
    costRange: '250 – 450k',
    leadTime: '4 – 6 months',
    calcSavings: 30,
    calcConfidenceInterval: 30,
    calcEquipmentCost: 250_000,
    calcInstallationCost: 100_000,
    calcOperationCost: 5_000,
    technologyMaturityLevel: 10,
    summaryTableDescription: 'Exhaust gas economiser (boiler)',
    summaryDescription:
      'An exhaust gas economiser is expected to save about 20–40 % of boiler fuel by making the steam needed at ' +
      'sea from exhaust heat. The saving depends on the time at sea and on the main engine load.',
    implementationStages: ['Newbuilding', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['CII', 'EU ETS'],
    consumptionCategories: ['BO'],
  },
  {
    name: 'Shaft generator with power take-off',
    serviceLifeYears: 20,
    shortName: 'SG',
    description:
      'A generator driven by the main engine shaft (power take-off) supplies the ship’s electric power at sea ' +
      'instead of the auxiliary engines. The two-stroke main engine makes that power at a lower specific fuel ' +
      'consumption, and the auxiliary engines run fewer hours, which lowers their maintenance too. A frequency ' +
      'converter lets the generator work at variable shaft speed.',
    shortDescription: 'The main engine drives a generator that replaces the auxiliary engines at sea.',
    savingsPotential: 'Medium',
    savingsCategory: 'Machinery',
    savingsRange: '10 – 20',
    costRange: '0.7 – 1.2M',
    leadTime: '6 – 9 months',
    calcSavings: 15,
    calcConfidenceInterval: 35,
    calcEquipmentCost: 650_000,
    calcInstallationCost: 250_000,
    calcOperationCost: 5_000,
    technologyMaturityLevel: 10,
    summaryTableDescription: 'Shaft generator with frequency converter',
    summaryDescription:
      'A shaft generator is expected to cut auxiliary engine fuel by about 10–20 %, net of the extra main engine ' +
      'fuel, by moving the electric load at sea to the main engine. Auxiliary engine running hours and ' +
      'maintenance drop as well.',
    implementationStages: ['Newbuilding', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['EEXI', 'CII', 'EU ETS'],
    consumptionCategories: ['AE'],
  },
  {
    name: 'Main engine auto-tuning',
    serviceLifeYears: 10,
    shortName: 'MEAT',
    description:
      'A system measures the cylinder pressures of the electronically controlled main engine continuously and ' +
      'adjusts injection and exhaust valve timing cylinder by cylinder. Keeping compression and maximum pressures ' +
      'at their optimum makes up for wear, fuel quality and ambient conditions without manual tuning. Balanced ' +
      'cylinder loads also reduce wear.',
    shortDescription: 'Continuous automatic tuning of the main engine combustion.',
    savingsPotential: 'Low',
    savingsCategory: 'Machinery',
    savingsRange: '0.5 – 2',
    costRange: '50 – 100k',
    leadTime: '2 – 3 months',
    calcSavings: 1.25,
    calcConfidenceInterval: 40,
    calcEquipmentCost: 60_000,
    calcInstallationCost: 15_000,
    calcOperationCost: 5_000,
    technologyMaturityLevel: 8,
    summaryTableDescription: 'Automatic main engine tuning',
    summaryDescription:
      'Automatic tuning of the main engine is expected to save about 0.5–2 % of main engine fuel by keeping ' +
      'combustion at its optimum between overhauls. It needs an electronically controlled engine.',
    implementationStages: ['Newbuilding', 'Retrofit afloat'],
    regulatoryImpactTypes: ['CII', 'EU ETS', 'SEEMP'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Variable frequency drives on pumps and fans',
    serviceLifeYears: 15,
    shortName: 'VFD',
    description:
      'Frequency converters let the large engine room pumps and fans, such as the sea water cooling pumps and ' +
      'engine room ventilation fans, run at the speed the demand needs instead of at full speed. As the power of ' +
      'a pump or fan falls with about the cube of its speed, a modest speed reduction saves much power. The ' +
      'control follows sea water temperature, engine load or engine room temperature.',
    shortDescription: 'Pumps and fans run at the speed the demand needs.',
    savingsPotential: 'Low',
    savingsCategory: 'Electrical & Hotel Load',
    savingsRange: '3 – 8',
    costRange: '100 – 250k',
    leadTime: '2 – 4 months',
    calcSavings: 5.5,
    calcConfidenceInterval: 30,
    calcEquipmentCost: 120_000,
    calcInstallationCost: 40_000,
    calcOperationCost: 2_000,
    technologyMaturityLevel: 10,
    summaryTableDescription: 'Speed control of cooling pumps and engine room fans',
    summaryDescription:
      'Variable frequency drives on the sea water cooling pumps and engine room fans are expected to save about ' +
      '3–8 % of auxiliary engine fuel. Most of the work can be done by a riding squad while the vessel trades.',
    implementationStages: ['Newbuilding', 'Retrofit afloat', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['CII', 'EU ETS'],
    consumptionCategories: ['AE'],
  },
  {
    name: 'LED lighting',
    serviceLifeYears: 10,
    shortName: 'LED',
    description:
      'LED fittings replace fluorescent, halogen and high-pressure sodium lamps in the accommodation, engine ' +
      'room, on deck and in floodlights. They need about half the power or less for the same light and last many ' +
      'times longer, which also saves lamp replacement work. Giving off less heat, they slightly lower the air ' +
      'conditioning load.',
    shortDescription: 'Efficient LED fittings replace conventional lamps.',
    savingsPotential: 'Low',
    savingsCategory: 'Electrical & Hotel Load',
    savingsRange: '0.5 – 1.5',
    costRange: '30 – 80k',
    leadTime: '1 – 3 months',
    calcSavings: 1,
    calcConfidenceInterval: 25,
    calcEquipmentCost: 40_000,
    calcInstallationCost: 15_000,
    calcOperationCost: 0,
    technologyMaturityLevel: 10,
    summaryTableDescription: 'LED lighting throughout',
    summaryDescription:
      'Changing to LED lighting is expected to save about 0.5–1.5 % of auxiliary engine fuel and to reduce ' +
      'maintenance. The crew or a riding squad can make the change while the vessel trades.',
    implementationStages: ['Newbuilding', 'Retrofit afloat'],
    regulatoryImpactTypes: ['CII', 'EU ETS'],
    consumptionCategories: ['AE'],
  },
  {
    name: 'Trim optimisation',
    serviceLifeYears: 10,
    shortName: 'TRIM',
    description:
      'Trim optimisation advises the trim at which the hull needs the least power for the actual draught and ' +
      'speed. The advice comes from model tests or CFD calculations of the hull, or from a tool that learns from ' +
      'onboard performance data, and is used when planning cargo, ballast and bunkers. Applying it costs little, ' +
      'as the vessel often has some freedom in how it distributes them.',
    shortDescription: 'Sailing at the trim that needs the least power.',
    savingsPotential: 'Low',
    savingsCategory: 'Operational',
    savingsRange: '1 – 3',
    costRange: '30 – 70k',
    leadTime: '1 – 2 months',
    calcSavings: 2,
    calcConfidenceInterval: 40,
    calcEquipmentCost: 35_000,
    calcInstallationCost: 10_000,
    calcOperationCost: 8_000,
    technologyMaturityLevel: 9,
    summaryTableDescription: 'Trim optimisation tool',
    summaryDescription:
      'Trim optimisation is expected to save about 1–3 % of main engine fuel, most when the vessel often sails ' +
      'at part load or in ballast. It becomes part of the vessel’s SEEMP.',
    implementationStages: ['In operation'],
    regulatoryImpactTypes: ['CII', 'EU ETS', 'SEEMP'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Weather routing',
    serviceLifeYears: 5,
    shortName: 'WR',
    description:
      'A weather routing service plans the route and speed of each voyage from wind, wave and current forecasts ' +
      'and a performance model of the vessel. Avoiding head seas and using favourable currents lowers the power ' +
      'needed to arrive on time and reduces heavy weather damage. The advice is updated during the voyage as the ' +
      'forecasts change.',
    shortDescription: 'Route and speed planned around the forecast weather.',
    savingsPotential: 'Low',
    savingsCategory: 'Operational',
    savingsRange: '1 – 4',
    costRange: '10 – 20k/yr',
    leadTime: '2 – 4 weeks',
    calcSavings: 2.5,
    calcConfidenceInterval: 45,
    calcEquipmentCost: 0,
    calcInstallationCost: 0,
    calcOperationCost: 15_000,
    technologyMaturityLevel: 10,
    summaryTableDescription: 'Weather routing service',
    summaryDescription:
      'A weather routing service is expected to save about 1–4 % of main engine fuel, depending on how much of ' +
      'the trade crosses open sea. It is a yearly subscription without investment on board.',
    implementationStages: ['In operation'],
    regulatoryImpactTypes: ['CII', 'EU ETS', 'SEEMP'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Just-in-time arrival',
    shortName: 'JIT',
    description:
      'The vessel adjusts its speed to arrive when its berth is actually free, instead of sailing at full speed ' +
      'and then waiting at anchor. It needs the arrival time agreed with the charterer, agent and port, and ' +
      'charter party terms that allow the slower passage. The IMO GloMEEP Just In Time Arrival Guide describes ' +
      'the data exchange and the contract clauses.',
    shortDescription: 'Slowing down to arrive when the berth is ready.',
    savingsPotential: 'Medium',
    savingsCategory: 'Operational',
    savingsRange: '1 – 5',
    costRange: '5 – 15k/yr',
    leadTime: '1 – 3 months',
    calcSavings: 3,
    calcConfidenceInterval: 50,
    calcEquipmentCost: 0,
    calcInstallationCost: 0,
    calcOperationCost: 10_000,
    technologyMaturityLevel: 9,
    summaryTableDescription: 'Just-in-time arrival',
    summaryDescription:
      'Arriving just in time instead of waiting at anchor is expected to save about 1–5 % of main engine fuel, ' +
      'depending on how long the vessel waits today. It needs charter party terms that allow it.',
    implementationStages: ['In operation'],
    regulatoryImpactTypes: ['CII', 'EU ETS', 'SEEMP'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Fuel and performance monitoring system',
    serviceLifeYears: 10,
    shortName: 'FPM',
    description:
      'Flow meters, a shaft power meter and a data logger record fuel use and vessel performance continuously ' +
      'and send them ashore. The data shows hull and propeller fouling, engine deviations and wasteful operation ' +
      'early, so that crew and office can act on them. It also supports IMO DCS, EU MRV and CII reporting with ' +
      'measured instead of estimated figures.',
    shortDescription: 'Measured consumption and performance, on board and ashore.',
    savingsPotential: 'Low',
    savingsCategory: 'Operational',
    savingsRange: '1 – 3',
    costRange: '80 – 200k',
    leadTime: '2 – 4 months',
    calcSavings: 2,
    calcConfidenceInterval: 50,
    calcEquipmentCost: 100_000,
    calcInstallationCost: 30_000,
    calcOperationCost: 10_000,
    technologyMaturityLevel: 9,
    summaryTableDescription: 'Fuel and performance monitoring',
    summaryDescription:
      'A fuel and performance monitoring system is expected to save about 1–3 % of the fuel of all consumers by ' +
      'showing where performance drops and when hull and propeller need cleaning. It also gives measured figures ' +
      'for DCS, MRV and CII reporting.',
    implementationStages: ['Newbuilding', 'Retrofit afloat'],
    regulatoryImpactTypes: ['CII', 'EU ETS', 'SEEMP'],
    consumptionCategories: ['ME', 'AE', 'BO', 'OT'],
  },
];
