import { type QuestionnaireKind, questionnaireKinds } from '@backoffice/contracts';
import type { ImageContent } from 'easy-template-x';
import type { MakerPageContent } from './maker-page.ts';

/**
 * Every tag a report template may use: the Word export fills exactly these (its data's type is
 * derived from this list, so a renamed tag fails the typecheck), the upload check refuses any other
 * name, the template guide lists them and the default templates use them. A consultant types a tag
 * in Word as `{Vessel name}`; a loop as `{#Technologies}…{/Technologies}` (in a table row it repeats
 * the row); a condition as `{#Has results}…{/Has results}`.
 */
type TagKind = 'text' | 'image' | 'condition' | 'page';

export interface TagDefinition<Name extends string = string, Kind extends TagKind = TagKind> {
  name: Name;
  kind: Kind;
  description: string;
  /** What the tag shows in the guide and in the test fill of an uploaded template. */
  example: string;
}

export interface LoopDefinition<
  Name extends string = string,
  Fields extends readonly TagDefinition[] = readonly TagDefinition[],
> {
  name: Name;
  description: string;
  fields: Fields;
}

const text = <const Name extends string>(name: Name, description: string, example: string) =>
  ({ name, kind: 'text', description, example }) as TagDefinition<Name, 'text'>;
const image = <const Name extends string>(name: Name, description: string) =>
  ({ name, kind: 'image', description, example: '(picture)' }) as TagDefinition<Name, 'image'>;
const condition = <const Name extends string>(name: Name, description: string) =>
  ({ name, kind: 'condition', description, example: 'Yes' }) as TagDefinition<Name, 'condition'>;
/** A whole document put in the tag's paragraph: a maker's page in a solution design. */
const page = <const Name extends string>(name: Name, description: string) =>
  ({ name, kind: 'page', description, example: '(the maker’s page)' }) as TagDefinition<Name, 'page'>;
const loop = <const Name extends string, const Fields extends readonly TagDefinition[]>(
  name: Name,
  description: string,
  fields: Fields,
): LoopDefinition<Name, Fields> => ({ name, description, fields });

export const questionnaireTagName = <Kind extends string>(kind: Kind) => `Questionnaire: ${kind}` as const;

const companyTags = [
  text('Company name', "Your company's name (Company Profile)", 'Njord Fuel Advisory ApS'),
  text('Company address', "Your company's address", 'Havnegade 1, 1058 Copenhagen K, Denmark'),
  text('Company website', "Your company's website", 'www.njord.example.com'),
  text(
    'Company line',
    "Your company's name, address and website, those given, joined by ·",
    'Njord Fuel Advisory ApS · Havnegade 1, 1058 Copenhagen K, Denmark · www.njord.example.com',
  ),
  image('Company logo', "Your company's logo"),
  condition('Has company logo', 'Shows its content only when the company profile has a logo'),
  text('Disclaimer', 'The disclaimer of the company profile', 'The figures are estimates and no offer.'),
  condition('Has disclaimer', 'Shows its content only when the company profile has a disclaimer'),
] as const;

const reportFacts = [
  text('Report name', "The report's name", 'Screening MV Nordic Star'),
  text('Report type', 'Screening Report or Solution Design Report', 'Screening Report'),
  text('Report status', 'Draft, Published or Completed, as on screen', 'Published'),
  text('Report date', "The day of the export in the company's time zone, DD/MM/YYYY", '23/11/2026'),
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
  text(
    'Contact line',
    "The contact's name and title, e-mail and phone, those given, joined by ·",
    'Anna Berg, Senior Consultant · anna.berg@example.com · +47 400 00 000',
  ),
] as const;

const resultTags = [
  condition('Has results', 'Shows its content only when results can be calculated'),
  condition('Lacks results', 'Shows its content only when results cannot be calculated yet'),
  text('Why no results', 'Why the results cannot be calculated yet', 'Include at least one technology.'),
  text('Score', 'The Njord Score on its scale', '37 / 100'),
  text('Score meaning', 'What the Njord Score measures, in one line', 'Share of the IMO 2030 ambition reached'),
  text('Baseline fuel (MT)', "The vessel's yearly fuel before the technologies", '12,000.00'),
  text('Baseline CO2 (MT)', "The vessel's yearly CO2 before the technologies", '38,256.00'),
  text('Total fuel savings (MT)', 'Fuel saved per year by all included technologies', '1,234.56'),
  text('Total fuel savings low (MT)', 'The same at the low end of every confidence interval', '1,050.00'),
  text('Total fuel savings high (MT)', 'The same at the high end of every confidence interval', '1,420.00'),
  text('Total fuel savings (%)', 'Fuel saved as a share of the baseline fuel', '10.29'),
  text('Total CO2 reduction (MT)', 'CO2 avoided per year', '3,935.78'),
  text('Total CO2 reduction low (MT)', 'The same at the low end of every confidence interval', '3,350.00'),
  text('Total CO2 reduction high (MT)', 'The same at the high end of every confidence interval', '4,520.00'),
  text('Total CO2 reduction (%)', 'CO2 avoided as a share of the baseline', '10.29'),
  text('Total investment (USD)', 'Equipment and installation cost of all technologies', '2,450,000.00'),
  text(
    'Payback time (years)',
    'Years until the savings pay the investment; in words where a number would mislead: Immediate (no investment), Does not pay back',
    '3.40',
  ),
  text('Yearly cost (USD)', 'Operation cost per year', '45,000.00'),
  text('Yearly fuel cost saving (USD)', 'Fuel cost saved per year', '740,000.00'),
  condition(
    'Has carbon finances',
    'Shows its content only when the regulatory impact has its % in EU, carbon rate and years: the finances then count the EU ETS cost avoided',
  ),
  text(
    'Avoided carbon cost (USD per year)',
    'EU ETS cost the package avoids per year, in USD (mean over the outlook)',
    '96,000.00',
  ),
  text('Payback with carbon cost (years)', 'Years until the fuel and EU ETS savings pay the investment', '2.90'),
  text(
    'NPV (USD)',
    "Net present value of the package at the discount rate: the sum of the technologies' NPVs",
    '3,400,000.00',
  ),
  text(
    'NPV horizon (years)',
    "The years the package's NPV counts when every technology counts the same (a service life, else the outlook's years); empty when they differ",
    '10',
  ),
  text('Discount rate (%)', 'The rate the NPV discounts by', '8.00'),
  condition('Has negative NPV', "Shows its content only when a technology's NPV is negative"),
  text('Negative NPV technologies', 'The technologies whose NPV is negative, by name', 'LED lighting, Shaft generator'),
  image('Savings chart', 'Fuel savings by technology'),
  image('MAC chart', 'The marginal abatement cost curve'),
] as const;

const outlookTags = [
  condition('Has regulatory impact', 'Shows its content only when the regulatory impact has its outlook years'),
  text(
    'Regulatory impact % in EU',
    "Share of the vessel's CO2 in EU ETS scope (%), after the 50 % rule for voyages to or from a third country",
    '50.00',
  ),
  text('Carbon rate (EUR per t CO2)', 'Carbon price (EU allowance) per tonne CO2', '90.00'),
  text('USD per EUR', 'The rate at which EUR meets USD', '1.10'),
  text('Start year', 'First year of the outlook', '2027'),
  text('End year', 'Last year of the outlook', '2036'),
  text('Number of years', 'Years in the outlook', '10'),
  condition('Has CII projection description', 'Shows its content only when the CII projection has a text'),
  text(
    'CII projection description',
    'The CII projection text of the Regulatory Impact panel',
    'The vessel keeps a C rating.',
  ),
  condition('Has CII outlook', 'Shows its content only when there is a CII outlook'),
  image('CII chart', 'The CII rating per year, before and after'),
  text(
    'CII rating change',
    'The CII rating before → after in the current year and the last outlook year',
    'C → B in 2026, E → C in 2030',
  ),
  text('CII ship type', 'The IMO CII ship type', 'Bulk carrier'),
  text('CII capacity unit', 'What the CII counts the capacity in: DWT or GT', 'DWT'),
  condition('Lacks CII outlook', 'Shows its content only when the CII outlook lacks questionnaire answers'),
  text('CII missing', 'Which questionnaire answers the CII outlook lacks', 'The CII outlook needs …'),
  condition('Has ETS outlook', 'Shows its content only when there is an EU ETS outlook'),
  image('ETS chart', 'The EU ETS cost per year, before and after'),
  text('ETS cost before (EUR)', 'EU ETS cost over the outlook without the technologies', '17,200,000.00'),
  text('ETS cost after (EUR)', 'EU ETS cost over the outlook with the technologies', '15,400,000.00'),
  text('ETS avoided cost (EUR)', 'EU ETS cost avoided over the outlook', '1,800,000.00'),
  condition('Has FuelEU outlook', 'Shows its content only when there is a FuelEU Maritime outlook'),
  image('FuelEU chart', 'The FuelEU GHG intensity against the target and the penalty per year, before and after'),
  text('FuelEU penalty before (EUR)', 'FuelEU penalty over the outlook without the technologies', '1,250,000.00'),
  text('FuelEU penalty after (EUR)', 'FuelEU penalty over the outlook with the technologies', '980,000.00'),
  text('FuelEU penalty avoided (EUR)', 'FuelEU penalty avoided over the outlook', '270,000.00'),
  condition('Has FuelEU wind reward', 'Shows its content only when the wind reward factor is below 1'),
  text('FuelEU wind reward factor', 'The wind reward factor of the package: 1, 0.99, 0.97 or 0.95', '0.97'),
  condition('Has FuelEU notes', 'Shows its content only when the FuelEU outlook has notes'),
  condition('Has novel technologies', 'Shows its content only when the report lists novel technologies'),
  condition('Has technologies', 'Shows its content only when the report includes a technology'),
] as const;

/** The questionnaire answers, `{Questionnaire: imoNumber}`; the Vessel facts loop lists the answered ones. */
const questionnaireTags = questionnaireKinds.map((kind: QuestionnaireKind) =>
  text(questionnaireTagName(kind), `The questionnaire answer mapped to ${kind}`, 'Answer'),
);

/** A solution design against its screening report (the loops 'Changes since screening' and 'Totals since screening'). */
const designTags = [
  condition('Has makers chosen', 'Shows its content only when a technology has a maker chosen'),
  text('Makers chosen', 'Each chosen maker with its technology', 'Norsepower (Rotor sails)'),
  condition('Has changes since screening', 'Solution design: shows its content when its screening report is there'),
  condition('Has changed values', 'Shows its content only when a technology of both reports has a value changed'),
  condition('Has technologies added', 'Shows its content only when the design adds technologies'),
  text('Technologies added', 'The technologies the design adds to the screening report', 'Rotor sails'),
  condition('Has technologies left out', 'Shows its content only when the design leaves technologies out'),
  text('Technologies left out', 'The screening report’s technologies the design leaves out', 'LED lighting'),
] as const;

export const reportTags = [
  ...companyTags,
  ...reportFacts,
  ...resultTags,
  ...outlookTags,
  ...designTags,
  ...questionnaireTags,
] as const;

/** One technology's facts: the rows of the Technologies loop, and what a maker's page may show. */
export const technologyFacts = [
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
  condition('Has lead time', 'Shows its content only when the catalogue has a lead time'),
  text('Lead time', 'The catalogue lead time', '6 months'),
  condition('Has maturity level', 'Shows its content only when the maturity level is set'),
  text('Maturity level', 'Technology maturity level, 1 to 10', '8'),
  text('Savings category', 'The savings category', 'Hull'),
  text('In screening report', 'Solution design: Yes when the screening report had it', 'Yes'),
  text('Savings (%)', 'Savings as entered', '5.00'),
  text('Savings', "The saving in words: its savings %, or 'Fixed: 180.00 MT per year' for a fixed saving", '5.00 %'),
  text('Confidence interval (%)', 'Confidence interval as entered, relative to the saving', '20.00'),
  text('Savings (MT)', 'Fuel saved per year on this vessel', '600.00'),
  text('Equipment cost (USD)', 'Equipment cost', '1,200,000.00'),
  text('Installation cost (USD)', 'Installation cost', '300,000.00'),
  text('Investment (USD)', 'Equipment and installation cost', '1,500,000.00'),
  text('Operation cost (USD)', 'Operation cost per year', '20,000.00'),
  text('Total cost (USD)', 'Equipment, installation and operation cost', '1,520,000.00'),
  text('Payback time (years)', 'Years until this technology pays back', '4.10'),
  text(
    'Values from',
    "Whose values the technology's figures use: the maker's offer, the catalogue's indicative values or the consultant's own",
    "the maker's offer (Norsepower)",
  ),
  condition('Has maker', 'Shows its content only when a maker is chosen'),
  text('Maker', 'The chosen maker', 'Silverstream'),
  condition('Has supplier', 'Shows its content only when a supplier is chosen'),
  text('Supplier', 'The chosen supplier', 'Marine Supply Ltd'),
  condition('Has potential for the vessel', 'Shows its content only when the potential for the vessel is written'),
  text('Potential for the vessel', 'The potential for the vessel as entered', 'Good fit for the hull form.'),
] as const;

/** A solution design's technology whose chosen maker has a Word template: that template, filled with the technology. */
const makerPageFields = [
  condition('Has maker page', 'Solution design: shows its content only when the chosen maker has a Word template'),
  condition(
    'Lacks maker page',
    "Shows its content only when there is no maker's page (a screening report, no maker chosen, or no template)",
  ),
  page(
    'Maker page',
    "The chosen maker's Word template filled with this technology's tags, in a paragraph of its own; from the second technology on it starts a new page",
  ),
] as const;

export const reportLoops = [
  loop('Technologies', 'Every included technology', [...technologyFacts, ...makerPageFields]),
  loop('Changes since screening', 'Each value of a technology the design changed, one row each', [
    text('Technology', 'The technology', 'Rotor sails'),
    text('Value', 'Which value: savings, investment, operation cost or fuel saved', 'Investment (USD)'),
    text('Screening', 'The value in the screening report', '1,200,000.00'),
    text('Design', 'The value in the solution design', '1,050,000.00'),
  ] as const),
  loop('Totals since screening', "The package's totals in the screening report and in the design", [
    text('Figure', 'Fuel saved, CO2 avoided, investment or payback', 'Investment (USD)'),
    text('Screening', 'In the screening report', '2,450,000.00'),
    text('Design', 'In the solution design', '2,300,000.00'),
  ] as const),
  loop('Vessel facts', "The vessel's questionnaire answers that are given, one row each", [
    text('Fact', 'What the answer is about', 'Build year'),
    text('Value', 'The answer', '2012'),
  ] as const),
  loop('Savings by technology', 'The savings table: one row per technology and consumption type', [
    text('Technology', 'The technology', 'Air lubrication'),
    text('Consumption category', 'The consumption category', 'Main engine'),
    text('Consumption type', 'The consumption type (fuel)', 'HFO'),
    text('Savings category', 'The savings category', 'Hull'),
    text('Fuel savings (MT)', 'Fuel saved per year', '600.00'),
    text('CO2 reduction (MT)', 'CO2 avoided per year', '1,868.40'),
    text('CO2 reduction (%)', 'CO2 avoided as a share of the baseline', '4.88'),
  ] as const),
  loop('Finances', 'The finances table: one row per technology', [
    text('Technology', 'The technology', 'Air lubrication'),
    text('Investment (USD)', 'Equipment and installation cost', '1,500,000.00'),
    text('Payback time (years)', 'Years until it pays back, or Immediate (no investment), Does not pay back', '4.10'),
    text('Cost per year (USD)', 'Operation cost per year', '20,000.00'),
    text('Yearly fuel cost saving (USD)', 'Fuel cost saved per year', '300,000.00'),
    text('Avoided carbon cost (USD per year)', 'EU ETS cost it avoids per year (with carbon finances)', '32,000.00'),
    text(
      'Payback with carbon cost (years)',
      'Years until fuel and EU ETS savings pay it (with carbon finances)',
      '3.70',
    ),
    text('NPV horizon (years)', "The years its NPV counts: its service life, else the outlook's", '20'),
    text('NPV (USD)', 'Its net present value over those years (with carbon finances)', '-4,000.00'),
  ] as const),
  loop('Savings by consumption category', 'Fuel saved per consumption category', [
    text('Consumption category', 'The consumption category', 'Main engine'),
    text('Savings by fuel', 'Fuel saved per consumption type (MT)', 'HFO 600.00, MGO 30.00'),
    text('Savings (MT)', 'Fuel saved per year', '900.00'),
  ] as const),
  loop('Savings by savings category', 'Fuel and CO2 saved per savings category', [
    text('Savings category', 'The savings category', 'Hull'),
    text('Savings (MT)', 'Fuel saved per year', '600.00'),
    text('Savings (%)', 'Share of the baseline fuel', '5.00'),
    text('CO2 reduction (MT)', 'CO2 avoided per year', '1,868.40'),
  ] as const),
  loop('Fuels', 'The fuel prices and CO2 factors the calculation used, per consumption type of the vessel', [
    text('Consumption type', 'The consumption type (fuel)', 'HFO'),
    text('Annual consumption (MT)', "The vessel's yearly consumption of this fuel", '8,000.00'),
    text('Price (USD per MT)', 'Fuel price', '620.00'),
    text('CO2 factor (t CO2 per t fuel)', 'CO2 conversion constant', '3.114'),
  ] as const),
  loop('CII outlook', 'The CII rating per year (with a CII outlook)', [
    text('Year', 'The year', '2027'),
    text('Required CII', 'The required CII of the year', '4.12'),
    text('Attained CII before', 'The attained CII without the technologies', '4.67'),
    text('Attained CII after', 'The attained CII with the technologies', '3.86'),
    text('Rating before', 'The rating without the technologies', 'D'),
    text('Rating after', 'The rating with the technologies', 'C'),
  ] as const),
  loop('ETS outlook', 'The EU ETS cost per year (with an ETS outlook)', [
    text('Year', 'The year', '2027'),
    text('Phase-in (%)', 'Share of emissions charged that year', '100.00'),
    text('Cost before (EUR)', 'ETS cost without the technologies', '1,720,000.00'),
    text('Cost after (EUR)', 'ETS cost with the technologies', '1,540,000.00'),
    text('Avoided cost (EUR)', 'ETS cost avoided', '180,000.00'),
  ] as const),
  loop('FuelEU outlook', 'FuelEU Maritime per year (with a FuelEU outlook)', [
    text('Year', 'The year', '2027'),
    text('Target (gCO2e/MJ)', 'The GHG intensity target of the year', '89.34'),
    text('Intensity before (gCO2e/MJ)', 'GHG intensity without the technologies', '91.74'),
    text('Intensity after (gCO2e/MJ)', 'GHG intensity with the technologies', '89.00'),
    text(
      'Compliance balance before (t CO2e)',
      'Compliance balance without the technologies; negative a deficit',
      '-48.75',
    ),
    text('Compliance balance after (t CO2e)', 'Compliance balance with the technologies; negative a deficit', '6.10'),
    text('Penalty before (EUR)', 'Penalty without the technologies', '125,000.00'),
    text('Penalty after (EUR)', 'Penalty with the technologies', '0.00'),
  ] as const),
  loop('FuelEU notes', 'What the FuelEU outlook leaves out or lacks, one note each', [
    text('Note', 'The note', 'Consumption type Methanol is not a fuel FuelEU Maritime knows, so it is left out'),
  ] as const),
  loop('Novel technologies', 'The novel technologies of a screening report', [
    text('Name', "The technology's name", 'Wind-assisted propulsion'),
    text('Short description', 'The catalogue short description', 'Rotor sails'),
    text('Description', 'The catalogue description', 'Rotor sails turn wind into thrust.'),
  ] as const),
] as const;

type TagValue<Kind extends TagKind> = Kind extends 'text'
  ? string
  : Kind extends 'image'
    ? ImageContent | null
    : Kind extends 'page'
      ? MakerPageContent | null
      : boolean;

/** The values of a list of tags, by name. */
export type TagValues<Tags extends readonly TagDefinition[]> = {
  [Tag in Tags[number] as Tag['name']]: TagValue<Tag['kind']>;
};

type Loops = (typeof reportLoops)[number];

/** The rows of a loop, by the loop's name. */
export type LoopRows<Name extends Loops['name']> = TagValues<Extract<Loops, { name: Name }>['fields']>[];

/** What a report template is filled with: a value for every tag, the rows of every loop. */
export type ReportTemplateData = TagValues<typeof reportTags> & {
  [Loop in Loops as Loop['name']]: LoopRows<Loop['name']>;
};
