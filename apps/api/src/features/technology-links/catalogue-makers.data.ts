/*
 * The makers of the starting catalogue: companies that sell the technology, each with indicative
 * values for a screening.
 *
 * Sources (public): each maker's own product pages and brochures (the savings they state for their
 * product, read conservatively as a typical 50–80k DWT bulk carrier or tanker saves it), and for costs
 * the same sources as the starting technologies (db/seed/catalogue-data.ts: IMO Fourth GHG Study 2020
 * MACC measures, ICCT, ABS, DNV). The values are indicative, not quotations: the consultants replace
 * them (and the generated Word template) with the maker's own once they have them.
 *
 * Savings are in % of the consumption of the categories the technology acts on, the confidence
 * interval ± % of that saving, costs USD (equipment and installation once, operation per year), as in
 * the technology catalogue. Technologies without a maker here (bulbous bow retrofit, propeller
 * polishing, main engine auto-tuning, just-in-time arrival) are yard, service or operational work.
 */

/** One maker's version of a starting technology (by the technology's seeded name). */
export interface SeedMakerLink {
  technology: string;
  /** The maker's product, named in its Word template. */
  product: string;
  calcSavings: number;
  calcConfidenceInterval: number;
  calcEquipmentCost: number;
  calcInstallationCost: number;
  calcOperationCost: number;
}

export interface SeedMaker {
  name: string;
  country: string;
  description: string;
  links: SeedMakerLink[];
}

const values = (
  calcSavings: number,
  calcConfidenceInterval: number,
  calcEquipmentCost: number,
  calcInstallationCost: number,
  calcOperationCost: number,
) => ({ calcSavings, calcConfidenceInterval, calcEquipmentCost, calcInstallationCost, calcOperationCost });

export const seedMakers: SeedMaker[] = [
  {
    name: 'Silverstream Technologies',
    country: 'United Kingdom',
    description: 'Air lubrication systems for new and existing ships.',
    links: [
      {
        technology: 'Hull air lubrication system',
        product: 'Silverstream System',
        ...values(7, 35, 1_700_000, 500_000, 25_000),
      },
    ],
  },
  {
    name: 'Alfa Laval',
    country: 'Sweden',
    description:
      'Heat transfer, separation and fluid handling: Aalborg boilers and exhaust gas economisers, OceanGlide ' +
      'air lubrication and organic Rankine cycle waste heat recovery.',
    links: [
      {
        technology: 'Hull air lubrication system',
        product: 'OceanGlide',
        ...values(6, 40, 1_400_000, 500_000, 25_000),
      },
      {
        technology: 'Exhaust gas economiser',
        product: 'Aalborg exhaust gas economiser',
        ...values(30, 30, 260_000, 100_000, 5_000),
      },
      { technology: 'Waste heat recovery', product: 'E-PowerPack', ...values(3, 35, 850_000, 300_000, 20_000) },
    ],
  },
  {
    name: 'AkzoNobel (International)',
    country: 'Netherlands',
    description: 'Marine coatings under the International brand, including the Intersleek foul-release range.',
    links: [
      { technology: 'Silicone foul-release coating', product: 'Intersleek', ...values(6, 35, 380_000, 250_000, 5_000) },
    ],
  },
  {
    name: 'Hempel',
    country: 'Denmark',
    description: 'Marine coatings, including the Hempaguard and Hempasil silicone hull coatings.',
    links: [
      { technology: 'Silicone foul-release coating', product: 'Hempaguard', ...values(6, 35, 360_000, 250_000, 5_000) },
    ],
  },
  {
    name: 'Jotun',
    country: 'Norway',
    description: 'Marine coatings and Hull Skating Solutions: the HullSkater robot cleans the hull proactively.',
    links: [{ technology: 'Robotic hull cleaning', product: 'HullSkater', ...values(4.5, 45, 0, 0, 45_000) }],
  },
  {
    name: 'HullWiper',
    country: 'United Arab Emirates',
    description: 'Remotely operated hull cleaning in port, without brushes or divers, collecting what it removes.',
    links: [{ technology: 'Robotic hull cleaning', product: 'HullWiper ROV', ...values(4, 45, 0, 0, 35_000) }],
  },
  {
    name: 'MOL Techno-Trade',
    country: 'Japan',
    description:
      'Propeller Boss Cap Fins (PBCF), developed by Mitsui O.S.K. Lines with Mikado Propeller and West Japan ' +
      'Fluid Engineering Laboratory.',
    links: [{ technology: 'Propeller boss cap fins', product: 'PBCF', ...values(4, 30, 65_000, 30_000, 0) }],
  },
  {
    name: 'Becker Marine Systems',
    country: 'Germany',
    description: 'Rudders and energy-saving devices, including the Becker Mewis Duct ahead of the propeller.',
    links: [
      { technology: 'Pre-swirl stator or duct', product: 'Becker Mewis Duct', ...values(6, 30, 320_000, 150_000, 0) },
    ],
  },
  {
    name: 'Mecklenburger Metallguss (MMG)',
    country: 'Germany',
    description: 'Fixed-pitch propellers for large merchant ships, including retrofit propellers.',
    links: [
      {
        technology: 'Propeller retrofit for the operating profile',
        product: 'MMG retrofit propeller',
        ...values(5, 30, 430_000, 100_000, 0),
      },
    ],
  },
  {
    name: 'Wärtsilä',
    country: 'Finland',
    description: 'Engines, propulsion and voyage optimisation, including propeller upgrades and trim optimisation.',
    links: [
      {
        technology: 'Propeller retrofit for the operating profile',
        product: 'Wärtsilä propeller upgrade',
        ...values(5, 30, 480_000, 100_000, 0),
      },
      {
        technology: 'Trim optimisation',
        product: 'Wärtsilä trim optimisation',
        ...values(2, 40, 35_000, 10_000, 8_000),
      },
    ],
  },
  {
    name: 'Norsepower',
    country: 'Finland',
    description: 'Rotor Sails: spinning cylinders that turn the wind into thrust, for new and existing ships.',
    links: [
      { technology: 'Rotor sails', product: 'Norsepower Rotor Sail', ...values(8, 45, 2_300_000, 600_000, 30_000) },
    ],
  },
  {
    name: 'Anemoi Marine Technologies',
    country: 'United Kingdom',
    description: 'Rotor sails on fixed, folding or rail-deployed foundations.',
    links: [{ technology: 'Rotor sails', product: 'Anemoi Rotor Sail', ...values(9, 45, 2_600_000, 600_000, 30_000) }],
  },
  {
    name: 'Orcan Energy',
    country: 'Germany',
    description: 'Organic Rankine cycle modules that turn low-temperature waste heat into electricity.',
    links: [
      { technology: 'Waste heat recovery', product: 'efficiency PACK', ...values(3, 35, 700_000, 250_000, 15_000) },
    ],
  },
  {
    name: 'ABB',
    country: 'Switzerland',
    description: 'Marine electrical systems: shaft generators, drives and frequency converters.',
    links: [
      {
        technology: 'Shaft generator with power take-off',
        product: 'ABB shaft generator system',
        ...values(15, 35, 680_000, 250_000, 5_000),
      },
      {
        technology: 'Variable frequency drives on pumps and fans',
        product: 'ABB marine drives',
        ...values(6, 30, 125_000, 40_000, 2_000),
      },
    ],
  },
  {
    name: 'WE Tech Solutions',
    country: 'Finland',
    description: 'Variable-speed permanent magnet shaft generator systems for main-engine power take-off.',
    links: [
      {
        technology: 'Shaft generator with power take-off',
        product: 'WE Tech shaft generator',
        ...values(15, 35, 700_000, 250_000, 5_000),
      },
    ],
  },
  {
    name: 'Danfoss',
    country: 'Denmark',
    description: 'VACON and VLT frequency converters for pumps, fans and compressors on board.',
    links: [
      {
        technology: 'Variable frequency drives on pumps and fans',
        product: 'VACON NXP marine drives',
        ...values(5.5, 30, 110_000, 40_000, 2_000),
      },
    ],
  },
  {
    name: 'Glamox',
    country: 'Norway',
    description: 'Marine and offshore lighting, including LED fittings for retrofits.',
    links: [{ technology: 'LED lighting', product: 'Glamox marine LED fittings', ...values(1, 25, 45_000, 15_000, 0) }],
  },
  {
    name: 'StormGeo',
    country: 'Norway',
    description: 'Weather routing and fleet performance services.',
    links: [{ technology: 'Weather routing', product: 's-Suite routing', ...values(2.5, 45, 0, 0, 14_000) }],
  },
  {
    name: 'Kongsberg Digital',
    country: 'Norway',
    description: 'Vessel performance and fuel monitoring on board and ashore.',
    links: [
      {
        technology: 'Fuel and performance monitoring system',
        product: 'Vessel Performance',
        ...values(2, 50, 90_000, 30_000, 12_000),
      },
    ],
  },
];
