import type { QuestionnaireKind, QuestionnaireKindGroup } from '@backoffice/contracts';

/** The template's version: the date in its download's file name (`questionnaire-template-<date>.xlsx`). */
export const questionnaireTemplateVersion = '2026-11-21';

/** One request to the client: its wording, an example answer and the kind it stands for (if any). */
interface TemplateItem {
  title: string;
  valueExample: string | null;
  mappedTo: QuestionnaireKind | null;
}

export interface TemplateSection {
  title: string;
  items: TemplateItem[];
}

/** The section each group of kinds belongs in, in the template's order (docs/decisions/0009-vessel-forms-and-status.md). */
export const sectionOfGroup: Record<QuestionnaireKindGroup, string> = {
  general: 'General vessel data',
  machinery: 'Machinery',
  consumption: 'Consumption',
  operation: 'Operation',
  energySaving: 'Energy-saving technologies',
};

const item = (title: string, valueExample: string, mappedTo: QuestionnaireKind | null = null): TemplateItem => ({
  title,
  valueExample,
  mappedTo,
});

/**
 * The questionnaire every new vessel starts with: one item per kind in its group's section, plus
 * a few requests no calculation reads. The examples describe one plausible Supramax bulk carrier.
 */
export const defaultQuestionnaireTemplate: readonly TemplateSection[] = [
  {
    title: sectionOfGroup.general,
    items: [
      item('Vessel name', 'Nordic Star', 'vesselName'),
      item('IMO number', '9321483', 'imoNumber'),
      item('Call sign', 'V7AB3'),
      item('Registered owner', 'Nordic Star Shipping Ltd.', 'owner'),
      item('Technical manager', 'Baltic Ship Management A/S', 'technicalManager'),
      item('Commercial manager', 'Oceanic Chartering ApS', 'commercialManager'),
      item('Vessel type and size class', 'Bulk carrier (Supramax)', 'vesselType'),
      item('Year of build', '2008', 'buildYear'),
      item('Shipyard', 'Tsuneishi Shipbuilding, Japan', 'shipyard'),
      item('Flag', 'Marshall Islands', 'flag'),
      item('Classification society', 'DNV', 'classSociety'),
      item('Gross tonnage (GT)', '31,236', 'grossTonnage'),
      item('Deadweight, summer (t)', '56,045', 'deadweight'),
      item('Length overall (m)', '189.99', 'lengthOverall'),
      item('Beam (m)', '32.26', 'beam'),
      item('Design draught (m)', '12.80', 'designDraught'),
      item('Design speed (knots)', '14.5', 'designSpeed'),
      item('Date of next dry-docking', '2027-05', 'nextDrydockDate'),
      item('Contact person for this questionnaire (name, e-mail)', 'Jane Hansen, jane.hansen@example.com'),
    ],
  },
  {
    title: sectionOfGroup.machinery,
    items: [
      item('Main engine maker', 'MAN B&W (licence built by Mitsui)', 'mainEngineMaker'),
      item('Main engine model', '6S50MC-C', 'mainEngineModel'),
      item('Main engine MCR power (kW at rpm)', '9,480 kW at 127 rpm', 'mainEngineMcrPower'),
      item('Main engine SFOC at 75 % MCR (g/kWh)', '171', 'mainEngineSfoc'),
      item('Number of auxiliary engines', '3', 'auxiliaryEnginesNumber'),
      item('Auxiliary engine maker and model', 'Yanmar 6EY18ALW', 'auxiliaryEngineMaker'),
      item('Auxiliary engine power, each (kW)', '600', 'auxiliaryEnginePower'),
      item('Boiler maker and type', 'Saacke, composite oil-fired/exhaust gas boiler', 'boilerMaker'),
      item('Boiler capacity (kg steam/h)', '1,500', 'boilerCapacity'),
      item('Hull paint type (antifouling)', 'Silyl acrylate self-polishing', 'hullPaintType'),
      item('Date of last full hull paint application', '2022-09', 'hullPaintLastApplication'),
      item('Propeller type', 'Fixed pitch, 4 blades, 6.2 m diameter', 'propellerType'),
      item('Ballast water treatment system', 'Alfa Laval PureBallast 3.1, 1,000 m³/h', 'ballastWaterTreatmentSystem'),
      item('Loading computer', 'Kockums Loadmaster X5', 'loadingComputer'),
      item('Exhaust gas scrubber', 'None', 'scrubber'),
      item('Shaft generator', 'None'),
      item('Performance data available (noon reports, monitoring system)', 'Noon reports; shaft power meter'),
    ],
  },
  {
    title: sectionOfGroup.consumption,
    items: [
      item('Main engine fuel consumption, last 12 months (t)', '6,850 t VLSFO', 'mainEngineConsumption'),
      item('Auxiliary engines fuel consumption, last 12 months (t)', '820 t MGO', 'auxiliaryEnginesConsumption'),
      item('Boiler fuel consumption, last 12 months (t)', '310 t VLSFO', 'boilerConsumption'),
      item('Other fuel consumption, last 12 months (t), e.g. incinerator', '25 t MGO', 'otherConsumption'),
      item('Fuel types used', 'VLSFO, MGO', 'fuelTypesUsed'),
      item(
        'IMO DCS data of the last full year (distance, hours under way, fuel per type)',
        '2025: 58,400 nm; 4,980 h; VLSFO 7,160 t; MGO 845 t',
        'imoDcsData',
      ),
      item('Lubricating oil consumption, last 12 months (m³)', '42'),
    ],
  },
  {
    title: sectionOfGroup.operation,
    items: [
      item('Days at sea in ballast per year', '95', 'daysAtSeaBallast'),
      item('Days at sea laden per year', '150', 'daysAtSeaLaden'),
      item('Days idle at load port per year', '45', 'daysIdleAtLoadPort'),
      item('Days discharging per year', '40', 'daysDischarging'),
      item('Average speed in ballast (knots)', '12.5', 'averageSpeedBallast'),
      item('Average speed laden (knots)', '11.8', 'averageSpeedLaden'),
      item('Main trade route', 'Brazil – China (iron ore); Australia – Japan (coal)', 'tradeRoute'),
      item('Total distance sailed per year (nm)', '58,400', 'totalAnnualDistance'),
      item('Typical cargoes', 'Iron ore, coal, grain'),
      item('Employment', 'Time charter until 2027'),
    ],
  },
  {
    title: sectionOfGroup.energySaving,
    items: [
      item(
        'Energy-saving devices already installed (with year)',
        'Mewis duct (2019), LED lighting (2021)',
        'existingEnergySavingDevices',
      ),
      item(
        'Retrofits planned within the next three years',
        'Propeller boss cap fins at the 2027 dry-docking',
        'plannedRetrofits',
      ),
      item(
        'Technologies you would like us to assess',
        'Air lubrication, wind-assisted propulsion',
        'interestInTechnologies',
      ),
      item('Expected payback time for retrofits', 'Within 3 years'),
    ],
  },
];
