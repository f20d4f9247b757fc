/*
 * The starting technology catalogue.
 *
 * Sources (public):
 * - IMO GloMEEP project, "Energy Efficiency Technologies Information Portal" (technology groups:
 *   hull, propeller, engine, auxiliary systems, alternative energy, operation) and its "Just In
 *   Time Arrival Guide" (2020).
 * - IMO MEPC 75/7/15, "Fourth IMO GHG Study 2020": reduction potentials and costs of the
 *   measures in its marginal abatement cost analysis (after "Reduction of GHG emissions from
 *   ships", IMO MEPC).
 * - ICCT, "Reducing greenhouse gas emissions from ships: cost effectiveness of available options"
 *   (White Paper 11, 2011), and ICCT's later work on wind-assisted propulsion.
 * - ABS, "Ship Energy Efficiency Measures Advisory" (2013); DNV energy efficiency and EEXI/CII
 *   guidance on energy-saving devices.
 *
 * The values are indicative ranges for a screening, to be reviewed by the consultants before they
 * are used for a real vessel. calcSavings is the middle of savingsRange, in % of the consumption of
 * the categories the technology acts on (for waste heat recovery and monitoring: of each listed
 * category alike, i.e. of their total); calcConfidenceInterval is ± % of that saving. Costs are USD
 * for a typical 50–80k DWT bulk carrier or tanker: equipment and installation once, operation per
 * year. costRange is the investment (equipment + installation), or the yearly cost ('/yr') for
 * services without one. Maturity is TRL-like: 8 = proven on a few ships in service, 10 = standard.
 */

import type { SeedTechnology } from './catalogue-data.types.ts';
import { machineryAndOperationTechnologies } from './catalogue-data-machinery.ts';

/** Hull, propeller and wind: less power needed for the same speed (main engine). */
const hullAndPropulsionTechnologies: SeedTechnology[] = [
  {
    name: 'Hull air lubrication system',
    serviceLifeYears: 20,
    shortName: 'ALS',
    description:
      'Compressors blow air through outlets in the flat bottom, forming a carpet of micro-bubbles along the hull. ' +
      'The air layer lowers the frictional resistance of the flat bottom, which matters most for full-form ships ' +
      'with a large flat bottom such as tankers and bulk carriers. The net saving accounts for the power the ' +
      'compressors draw and depends on draught, speed and sea state.',
    shortDescription: 'A layer of air bubbles under the flat bottom reduces hull friction.',
    savingsPotential: 'High',
    savingsCategory: 'Hull & Hydrodynamics',
    savingsRange: '4 – 8',
    costRange: '1.5 – 2.5M',
    leadTime: '9 – 12 months',
    calcSavings: 6,
    calcConfidenceInterval: 40,
    calcEquipmentCost: 1_500_000,
    calcInstallationCost: 500_000,
    calcOperationCost: 25_000,
    technologyMaturityLevel: 8,
    summaryTableDescription: 'Air lubrication of the flat bottom',
    summaryDescription:
      'An air lubrication system is expected to reduce main engine fuel consumption by about 4–8 % net of ' +
      'compressor power, with the largest effect at deep draught. Installation needs a dry docking and yard ' +
      'work on the bottom plating.',
    implementationStages: ['Newbuilding', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['EEXI', 'CII', 'EU ETS'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Silicone foul-release coating',
    serviceLifeYears: 5,
    shortName: 'FRC',
    description:
      'A silicone or fluoropolymer foul-release coating replaces the conventional self-polishing antifouling on ' +
      'the underwater hull. Its smooth, low surface energy film makes it hard for fouling to attach, and the flow ' +
      'washes off what does attach once the vessel is under way. The hull stays smoother over the docking ' +
      'interval, which lowers frictional resistance compared with a conventional antifouling.',
    shortDescription: 'A smooth, low-friction hull coating that sheds fouling.',
    savingsPotential: 'Medium',
    savingsCategory: 'Hull & Hydrodynamics',
    savingsRange: '3 – 8',
    costRange: '400 – 800k',
    leadTime: 'Next dry docking',
    calcSavings: 5.5,
    calcConfidenceInterval: 35,
    calcEquipmentCost: 350_000,
    calcInstallationCost: 250_000,
    calcOperationCost: 5_000,
    technologyMaturityLevel: 9,
    summaryTableDescription: 'Silicone foul-release hull coating',
    summaryDescription:
      'A silicone foul-release coating applied at the next dry docking is expected to save about 3–8 % of main ' +
      'engine fuel compared with a conventional antifouling, depending on trade, activity and idle periods. The ' +
      'saving assumes the whole underwater hull is blasted and recoated.',
    implementationStages: ['Newbuilding', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['CII', 'EU ETS'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Robotic hull cleaning',
    serviceLifeYears: 10,
    shortName: 'HCR',
    description:
      'Remotely operated robots clean the underwater hull in port, removing slime and early fouling before it ' +
      'grows into hard fouling. Regular proactive cleaning keeps the hull close to its clean-hull resistance ' +
      'between dry dockings, and capture systems collect the removed material where port rules require it.',
    shortDescription: 'Robots keep the underwater hull clean between dry dockings.',
    savingsPotential: 'Medium',
    savingsCategory: 'Hull & Hydrodynamics',
    savingsRange: '2 – 6',
    costRange: '20 – 60k/yr',
    leadTime: '2 – 4 weeks',
    calcSavings: 4,
    calcConfidenceInterval: 45,
    calcEquipmentCost: 0,
    calcInstallationCost: 0,
    calcOperationCost: 40_000,
    technologyMaturityLevel: 8,
    summaryTableDescription: 'Proactive robotic hull cleaning',
    summaryDescription:
      'Proactive in-water hull cleaning by robots is expected to save about 2–6 % of main engine fuel compared ' +
      'with a hull cleaned only at dry docking. Cleaning services and permits vary from port to port.',
    implementationStages: ['In operation'],
    regulatoryImpactTypes: ['CII', 'EU ETS', 'SEEMP'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Bulbous bow retrofit',
    serviceLifeYears: 20,
    shortName: 'BOW',
    description:
      'The bulbous bow is reshaped or replaced to suit the speeds and draughts the vessel sails today. A bow ' +
      'designed for the original service speed creates unnecessary wave resistance at the lower speeds most ' +
      'ships now sail. The new shape is optimised with CFD for the actual operating profile.',
    shortDescription: 'A bow shaped for the speeds the vessel sails today.',
    savingsPotential: 'Medium',
    savingsCategory: 'Hull & Hydrodynamics',
    savingsRange: '2 – 5',
    costRange: '500 – 900k',
    leadTime: '6 – 9 months',
    calcSavings: 3.5,
    calcConfidenceInterval: 35,
    calcEquipmentCost: 300_000,
    calcInstallationCost: 400_000,
    calcOperationCost: 0,
    technologyMaturityLevel: 9,
    summaryTableDescription: 'Bulbous bow retrofit',
    summaryDescription:
      'A bulbous bow reshaped for the present operating profile is expected to save about 2–5 % of main engine ' +
      'fuel, most for vessels that sail well below their design speed. The work takes a dry docking of some weeks.',
    implementationStages: ['Retrofit at dry dock'],
    regulatoryImpactTypes: ['EEXI', 'CII', 'EU ETS'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Propeller polishing',
    serviceLifeYears: 1,
    shortName: 'PP',
    description:
      'Divers or robots polish the propeller blades in the water, removing fouling, calcareous deposits and ' +
      'roughness. A smoother blade surface lowers the friction losses of the propeller and restores its ' +
      'efficiency. The effect fades as the blades foul again, so polishing is repeated about every six months or ' +
      'as performance monitoring shows.',
    shortDescription: 'Regular in-water polishing keeps the propeller blades smooth.',
    savingsPotential: 'Low',
    savingsCategory: 'Propulsion',
    savingsRange: '1 – 4',
    costRange: '10 – 20k/yr',
    leadTime: '1 – 2 weeks',
    calcSavings: 2.5,
    calcConfidenceInterval: 40,
    calcEquipmentCost: 0,
    calcInstallationCost: 0,
    calcOperationCost: 15_000,
    technologyMaturityLevel: 10,
    summaryTableDescription: 'In-water propeller polishing twice a year',
    summaryDescription:
      'Polishing the propeller in the water about twice a year is expected to save about 1–4 % of main engine ' +
      'fuel, depending on the condition of the blades. It is done during port stays without off-hire.',
    implementationStages: ['In operation'],
    regulatoryImpactTypes: ['CII', 'EU ETS', 'SEEMP'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Propeller boss cap fins',
    serviceLifeYears: 20,
    shortName: 'PBCF',
    description:
      'Small fins on the propeller boss cap break up the hub vortex behind the propeller. Recovering part of the ' +
      'rotational energy lost in that vortex raises propulsive efficiency and can reduce propeller-induced ' +
      'vibration. The finned cap replaces the existing cap and is usually fitted at a dry docking.',
    shortDescription: 'Fins on the propeller cap recover energy from the hub vortex.',
    savingsPotential: 'Low',
    savingsCategory: 'Propulsion',
    savingsRange: '2 – 5',
    costRange: '60 – 120k',
    leadTime: '3 – 4 months',
    calcSavings: 3.5,
    calcConfidenceInterval: 30,
    calcEquipmentCost: 60_000,
    calcInstallationCost: 30_000,
    calcOperationCost: 0,
    technologyMaturityLevel: 10,
    summaryTableDescription: 'Propeller boss cap fins',
    summaryDescription:
      'Propeller boss cap fins are expected to save about 2–5 % of main engine fuel for a small investment. The ' +
      'cap is designed for the existing propeller and fitted at a dry docking.',
    implementationStages: ['Newbuilding', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['EEXI', 'CII', 'EU ETS'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Pre-swirl stator or duct',
    serviceLifeYears: 20,
    shortName: 'PSD',
    description:
      'A duct, a set of stator fins or both, fitted ahead of the propeller, straighten and pre-rotate the wake ' +
      'entering the propeller. The swirl against the propeller rotation reduces rotational losses, and the duct ' +
      'evens out the inflow to the upper part of the propeller disc. The gain is largest for slow, full-form ' +
      'ships with a heavily loaded propeller, such as tankers and bulk carriers.',
    shortDescription: 'Fins or a duct ahead of the propeller improve its inflow.',
    savingsPotential: 'Medium',
    savingsCategory: 'Propulsion',
    savingsRange: '3 – 8',
    costRange: '300 – 600k',
    leadTime: '4 – 6 months',
    calcSavings: 5.5,
    calcConfidenceInterval: 30,
    calcEquipmentCost: 300_000,
    calcInstallationCost: 150_000,
    calcOperationCost: 0,
    technologyMaturityLevel: 9,
    summaryTableDescription: 'Pre-swirl stator or duct ahead of the propeller',
    summaryDescription:
      'A pre-swirl device designed for the hull and propeller is expected to save about 3–8 % of main engine ' +
      'fuel. Its design needs the hull lines and a CFD study; it is fitted at a dry docking.',
    implementationStages: ['Newbuilding', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['EEXI', 'CII', 'EU ETS'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Propeller retrofit for the operating profile',
    serviceLifeYears: 20,
    shortName: 'PROP',
    description:
      'A new propeller, or new blades, is designed for the speeds and draughts the vessel actually sails rather ' +
      'than for its original design point. Blade designs with optimised pitch, area and tip loading raise the ' +
      'efficiency at today’s lower speeds. The retrofit is often combined with other propulsion devices in one ' +
      'dry docking.',
    shortDescription: 'A propeller designed for today’s speeds and draughts.',
    savingsPotential: 'Medium',
    savingsCategory: 'Propulsion',
    savingsRange: '3 – 7',
    costRange: '400 – 700k',
    leadTime: '6 – 9 months',
    calcSavings: 5,
    calcConfidenceInterval: 30,
    calcEquipmentCost: 450_000,
    calcInstallationCost: 100_000,
    calcOperationCost: 0,
    technologyMaturityLevel: 10,
    summaryTableDescription: 'Propeller retrofit',
    summaryDescription:
      'A propeller redesigned for the present speed and draught profile is expected to save about 3–7 % of main ' +
      'engine fuel. It is often combined with a pre-swirl device or boss cap fins in the same dry docking.',
    implementationStages: ['Retrofit at dry dock'],
    regulatoryImpactTypes: ['EEXI', 'CII', 'EU ETS'],
    consumptionCategories: ['ME'],
  },
  {
    name: 'Rotor sails',
    serviceLifeYears: 20,
    shortName: 'RS',
    description:
      'Rotor sails are tall spinning cylinders on deck that turn the wind into forward thrust by the Magnus ' +
      'effect. The thrust lets the main engine deliver less power for the same speed; the motors that spin the ' +
      'rotors use a small part of the saving. The effect depends strongly on the winds of the trade and on deck ' +
      'space clear of cargo operations.',
    shortDescription: 'Spinning cylinders on deck turn the wind into thrust.',
    savingsPotential: 'High',
    savingsCategory: 'Wind-assisted Propulsion',
    savingsRange: '5 – 12',
    costRange: '2 – 4M',
    leadTime: '9 – 12 months',
    calcSavings: 8.5,
    calcConfidenceInterval: 45,
    calcEquipmentCost: 2_400_000,
    calcInstallationCost: 600_000,
    calcOperationCost: 30_000,
    technologyMaturityLevel: 8,
    summaryTableDescription: 'Two rotor sails',
    summaryDescription:
      'Two rotor sails are expected to save about 5–12 % of main engine fuel on trades with favourable winds. ' +
      'Wind-assisted propulsion counts in the attained EEXI and earns the wind reward factor of FuelEU Maritime. ' +
      'A route-specific performance prediction is recommended before investing.',
    implementationStages: ['Newbuilding', 'Retrofit at dry dock'],
    regulatoryImpactTypes: ['EEXI', 'CII', 'EU ETS', 'FuelEU Maritime'],
    consumptionCategories: ['ME'],
    windAssisted: true,
  },
];

export const seedTechnologies: SeedTechnology[] = [
  ...hullAndPropulsionTechnologies,
  ...machineryAndOperationTechnologies,
];
