import { questionnaireKinds } from '@backoffice/contracts';

/**
 * Every tag a report template may use: the Word export fills exactly these, the upload check
 * refuses any other name, the template guide lists them and the default templates use them.
 * A consultant types a tag in Word as `{Vessel name}`; a loop as `{#Technologies}…{/Technologies}`
 * (in a table row it repeats the row); a condition as `{#Has results}…{/Has results}`.
 */
export type TagKind = 'text' | 'image' | 'condition';

export interface TagDefinition {
  name: string;
  kind: TagKind;
  description: string;
  /** What the tag shows in the guide and in the test fill of an uploaded template. */
  example: string;
}

export interface LoopDefinition {
  name: string;
  description: string;
  fields: readonly TagDefinition[];
}

const text = (name: string, description: string, example: string): TagDefinition => ({
  name,
  kind: 'text',
  description,
  example,
});
const image = (name: string, description: string): TagDefinition => ({
  name,
  kind: 'image',
  description,
  example: '(picture)',
});
const condition = (name: string, description: string): TagDefinition => ({
  name,
  kind: 'condition',
  description,
  example: 'Yes',
});

export const questionnaireTagName = (kind: string) => `Questionnaire: ${kind}`;

export const reportTags: readonly TagDefinition[] = [
  text('Report name', "The report's name", 'Screening MV Nordic Star'),
  text('Report type', 'Screening Report or Solution Design Report', 'Screening Report'),
  text('Report status', 'Draft, Published or Completed', 'Published'),
  text('Report date', 'The day of the export, DD/MM/YYYY', '23/11/2026'),
  text('Based on', 'The screening report a solution design is based on', 'Screening MV Nordic Star'),
  text('Client name', "The client's name", 'Nordic Shipping AS'),
  text('Project name', "The project's name", 'Fleet retrofit 2027'),
  text('Vessel name', "The vessel's name", 'MV Nordic Star'),
  text('Vessel type', "The vessel's type", 'Bulk Carrier'),
  image('Vessel image 1', "The vessel's first report image"),
  image('Vessel image 2', "The vessel's second report image"),
  condition('Has contact', 'Shows its content only when the report names an internal contact'),
  text('Contact name', 'The internal contact of the report', 'Anna Berg'),
  text('Contact title', "The contact's title", 'Senior Consultant'),
  text('Contact email', "The contact's e-mail", 'anna.berg@example.com'),
  text('Contact phone', "The contact's phone", '+47 400 00 000'),
  condition('Has results', 'Shows its content only when results can be calculated'),
  text('Score', 'The score of the report', '72.50'),
  text('Baseline fuel (MT)', "The vessel's yearly fuel before the technologies", '12,000.00'),
  text('Baseline CO2 (MT)', "The vessel's yearly CO2 before the technologies", '38,256.00'),
  text('Total fuel savings (MT)', 'Fuel saved per year by all included technologies', '1,234.56'),
  text('Total fuel savings low (MT)', 'The same at the low end of every confidence interval', '1,050.00'),
  text('Total fuel savings high (MT)', 'The same at the high end of every confidence interval', '1,420.00'),
  text('Total CO2 reduction (MT)', 'CO2 avoided per year', '3,935.78'),
  text('Total CO2 reduction (%)', 'CO2 avoided as a share of the baseline', '10.29'),
  text('Total investment (USD)', 'Equipment and installation cost of all technologies', '2,450,000.00'),
  text('Payback time (years)', 'Years until the savings pay the investment', '3.40'),
  text('Yearly cost (USD)', 'Operation cost per year', '45,000.00'),
  text('Yearly fuel cost saving (USD)', 'Fuel cost saved per year', '740,000.00'),
  image('Savings chart', 'Fuel savings by technology'),
  image('MAC chart', 'The marginal abatement cost curve'),
  condition('Has CII outlook', 'Shows its content only when there is a CII outlook'),
  image('CII chart', 'The CII rating per year, before and after'),
  condition('Has ETS outlook', 'Shows its content only when there is an EU ETS outlook'),
  image('ETS chart', 'The EU ETS cost per year, before and after'),
  text('Regulatory impact % in EU', 'Share of the voyages in the EU (%)', '50.00'),
  text('Carbon rate (USD)', 'Carbon price per tonne CO2', '90.00'),
  text('Start year', 'First year of the outlook', '2027'),
  text('Number of years', 'Years in the outlook', '10'),
  text(
    'CII projection description',
    'The CII projection text of the Regulatory Impact panel',
    'The vessel keeps a C rating.',
  ),
  condition('Has novel technologies', 'Shows its content only when the report lists novel technologies'),
  ...questionnaireKinds.map((kind) =>
    text(questionnaireTagName(kind), `The questionnaire answer mapped to ${kind}`, 'Answer'),
  ),
];

const technologyFields: readonly TagDefinition[] = [
  text('Name', "The technology's name", 'Air lubrication'),
  text('Short name', "The technology's short name", 'ALS'),
  image('Icon', "The technology's icon"),
  text('Description', 'The catalogue description', 'Micro-bubbles under the hull reduce friction.'),
  text('Short description', 'The catalogue short description', 'Bubbles under the hull'),
  text('Summary description', 'The catalogue summary description', 'Proven on bulk carriers.'),
  text('Summary table description', 'The catalogue summary table description', 'Hull friction'),
  text('Savings potential', 'The catalogue savings potential', 'High'),
  text('Savings range', 'The catalogue savings range', '4-8 %'),
  text('Cost range', 'The catalogue cost range', '1-2 MUSD'),
  text('Lead time', 'The catalogue lead time', '6 months'),
  text('Maturity level', 'Technology maturity level, 1 to 10', '8'),
  text('Savings category', 'The savings category', 'Hull'),
  text('In screening report', 'Solution design: Yes when the screening report had it', 'Yes'),
  text('Savings (%)', 'Savings as entered', '5.00'),
  text('Confidence interval (%)', 'Confidence interval as entered', '20.00'),
  text('Savings (MT)', 'Fuel saved per year on this vessel', '600.00'),
  text('Equipment cost (USD)', 'Equipment cost', '1,200,000.00'),
  text('Installation cost (USD)', 'Installation cost', '300,000.00'),
  text('Operation cost (USD)', 'Operation cost per year', '20,000.00'),
  text('Total cost (USD)', 'Equipment, installation and operation cost', '1,520,000.00'),
  text('Payback time (years)', 'Years until this technology pays back', '4.10'),
  text('Maker', 'The chosen maker', 'Silverstream'),
  text('Supplier', 'The chosen supplier', 'Marine Supply Ltd'),
  text('Potential for the vessel', 'The potential for the vessel as entered', 'Good fit for the hull form.'),
];

export const reportLoops: readonly LoopDefinition[] = [
  { name: 'Technologies', description: 'Every included technology', fields: technologyFields },
  {
    name: 'Savings by technology',
    description: 'The savings table: one row per technology and consumption type',
    fields: [
      text('Technology', 'The technology', 'Air lubrication'),
      text('Consumption category', 'The consumption category', 'Main engine'),
      text('Consumption type', 'The consumption type (fuel)', 'HFO'),
      text('Savings category', 'The savings category', 'Hull'),
      text('Fuel savings (MT)', 'Fuel saved per year', '600.00'),
      text('CO2 reduction (MT)', 'CO2 avoided per year', '1,868.40'),
      text('CO2 reduction (%)', 'CO2 avoided as a share of the baseline', '4.88'),
    ],
  },
  {
    name: 'Finances',
    description: 'The finances table: one row per technology',
    fields: [
      text('Technology', 'The technology', 'Air lubrication'),
      text('Investment (USD)', 'Equipment and installation cost', '1,500,000.00'),
      text('Payback time (years)', 'Years until it pays back', '4.10'),
      text('Cost per year (USD)', 'Operation cost per year', '20,000.00'),
    ],
  },
  {
    name: 'Savings by consumption category',
    description: 'Fuel saved per consumption category',
    fields: [
      text('Consumption category', 'The consumption category', 'Main engine'),
      text('Savings (MT)', 'Fuel saved per year', '900.00'),
    ],
  },
  {
    name: 'Savings by savings category',
    description: 'Fuel and CO2 saved per savings category',
    fields: [
      text('Savings category', 'The savings category', 'Hull'),
      text('Savings (MT)', 'Fuel saved per year', '600.00'),
      text('Savings (%)', 'Share of the baseline fuel', '5.00'),
      text('CO2 reduction (MT)', 'CO2 avoided per year', '1,868.40'),
    ],
  },
  {
    name: 'CII outlook',
    description: 'The CII rating per year (with a CII outlook)',
    fields: [
      text('Year', 'The year', '2027'),
      text('Required CII', 'The required CII of the year', '4.12'),
      text('Rating before', 'The rating without the technologies', 'D'),
      text('Rating after', 'The rating with the technologies', 'C'),
    ],
  },
  {
    name: 'ETS outlook',
    description: 'The EU ETS cost per year (with an ETS outlook)',
    fields: [
      text('Year', 'The year', '2027'),
      text('Phase-in (%)', 'Share of emissions charged that year', '100.00'),
      text('Cost before (USD)', 'ETS cost without the technologies', '1,720,000.00'),
      text('Cost after (USD)', 'ETS cost with the technologies', '1,540,000.00'),
      text('Avoided cost (USD)', 'ETS cost avoided', '180,000.00'),
    ],
  },
  {
    name: 'Novel technologies',
    description: 'The novel technologies of a screening report',
    fields: [
      text('Name', "The technology's name", 'Wind-assisted propulsion'),
      text('Short description', 'The catalogue short description', 'Rotor sails'),
      text('Description', 'The catalogue description', 'Rotor sails turn wind into thrust.'),
    ],
  },
];

export const tagNames = new Set(reportTags.map((tag) => tag.name));
export const loopsByName = new Map(reportLoops.map((loop) => [loop.name, loop]));
