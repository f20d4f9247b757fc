import { type ReportType, reportTypes } from '@backoffice/contracts';
import { AlignmentType, Paragraph, type Table, TextRun } from 'docx';
import { changesSinceScreening } from './design-changes-chapter.ts';
import {
  bold,
  bullet,
  caption,
  DEFAULT_BRAND,
  documentOf,
  heading,
  keyValueTable,
  leadIn,
  loopTable,
  paragraph,
  picture,
  small,
  tagLine,
} from './docx-building.ts';
import { methodology } from './methodology-section.ts';
import { carbonFinances, fuelEuOutlook, regulatoryOutlook } from './regulatory-chapters.ts';

/**
 * The templates the Word export uses while no admin has uploaded one for the report type: a report
 * a consultancy would send, written with the tags of template-tags.ts (also an example for
 * consultants). Every section shows only what the report has: conditions leave out empty facts,
 * the outlook without its years and the maker without a choice.
 */

interface Kind {
  title: string;
  screening: boolean;
}

function cover(kind: Kind) {
  const line = (text: string, size: number, options: { bold?: boolean; after?: number } = {}) =>
    new Paragraph({
      spacing: { after: options.after ?? 120 },
      children: [new TextRun({ text, size, bold: options.bold })],
    });
  return [
    tagLine('{#Has company logo}'),
    new Paragraph({ spacing: { after: 480 }, children: [new TextRun('{Company logo}')] }),
    tagLine('{/Has company logo}'),
    new Paragraph({ text: kind.title, heading: 'Title' }),
    line('{Report name}', 32, { bold: true }),
    line('{Vessel name} · {Vessel type}', 26),
    line('Prepared for {Client name} · {Project name}', 22, { after: 240 }),
    ...(kind.screening ? [] : [line('Based on the screening report {Based on}', 20)]),
    picture('{Vessel image 1}'),
    new Paragraph({ spacing: { before: 240 }, children: [small('Date {Report date} · Status {Report status}')] }),
    tagLine('{#Has contact}'),
    paragraph(small('Your contact: {Contact line}')),
    tagLine('{/Has contact}'),
    paragraph(small('{Company line}')),
  ];
}

function contents(kind: Kind) {
  return [
    heading('Contents', 1, { pageBreakBefore: true }),
    bullet('Executive summary'),
    ...(kind.screening
      ? []
      : [
          tagLine('{#Has changes since screening}'),
          bullet('Changes since the screening report'),
          tagLine('{/Has changes since screening}'),
        ]),
    bullet('The vessel'),
    bullet('Results: savings, categories and finances'),
    tagLine('{#Has regulatory impact}'),
    bullet('Regulatory outlook: EU ETS'),
    tagLine('{/Has regulatory impact}'),
    tagLine('{#Has FuelEU outlook}'),
    bullet('Regulatory outlook: FuelEU Maritime'),
    tagLine('{/Has FuelEU outlook}'),
    ...(kind.screening
      ? [tagLine('{#Has novel technologies}'), bullet('Novel technologies'), tagLine('{/Has novel technologies}')]
      : []),
    tagLine('{#Has technologies}'),
    bullet('The technologies'),
    tagLine('{/Has technologies}'),
    bullet('Methodology and assumptions'),
    tagLine('{#Has disclaimer}'),
    bullet('Disclaimer'),
    tagLine('{/Has disclaimer}'),
  ];
}

function summary(brand: string, kind: Kind) {
  return [
    heading('Executive summary'),
    tagLine('{#Has results}'),
    leadIn(
      `This ${kind.screening ? 'screening' : 'solution design'} reviews energy-saving technologies for {Vessel name}. `,
      'The key figures of the package of included technologies:',
    ),
    keyValueTable([
      ['Njord Score', '{Score} — {Score meaning}'],
      [
        'Fuel saved per year',
        '{Total fuel savings (MT)} MT (range {Total fuel savings low (MT)} – {Total fuel savings high (MT)} MT), {Total fuel savings (%)} % of {Baseline fuel (MT)} MT',
      ],
      [
        'CO2 avoided per year',
        '{Total CO2 reduction (MT)} t (range {Total CO2 reduction low (MT)} – {Total CO2 reduction high (MT)} t), {Total CO2 reduction (%)} % of {Baseline CO2 (MT)} t',
      ],
      ['Investment', 'USD {Total investment (USD)}'],
      ['Fuel cost saved per year', 'USD {Yearly fuel cost saving (USD)}'],
      ['Operation cost per year', 'USD {Yearly cost (USD)}'],
      ['Payback time (years)', '{Payback time (years)}'],
      ['Payback with the EU ETS cost (years)', '{Payback with carbon cost (years)}', 'Has carbon finances'],
      ['NPV at {Discount rate (%)} %', 'USD {NPV (USD)}', 'Has carbon finances'],
      ['Makers chosen', '{Makers chosen}', 'Has makers chosen'],
      ['CII rating before → after', '{CII rating change}', 'Has CII outlook'],
      ['EU ETS cost avoided', 'EUR {ETS avoided cost (EUR)}, {Start year}–{End year}', 'Has ETS outlook'],
      ['FuelEU penalty avoided', 'EUR {FuelEU penalty avoided (EUR)}, {Start year}–{End year}', 'Has FuelEU outlook'],
    ]),
    paragraph(
      small(
        'The range is the whole calculation with every technology at the low and at the high end of its confidence interval (see Methodology and assumptions).',
      ),
    ),
    tagLine('{/Has results}'),
    tagLine('{#Lacks results}'),
    paragraph('{Why no results}'),
    tagLine('{/Lacks results}'),
    heading('Included technologies', 2),
    loopTable(
      brand,
      'Technologies',
      [
        { header: 'Technology', value: '{Name}', width: 2.4 },
        { header: 'Savings category', value: '{Savings category}', width: 1.7 },
        { header: 'Savings', value: '{Savings}', align: 'right', width: 1.6 },
        { header: 'Savings (MT per year)', value: '{Savings (MT)}', align: 'right', width: 1.5 },
        { header: 'Investment (USD)', value: '{Investment (USD)}', align: 'right', width: 2.1 },
        { header: 'Payback (years)', value: '{Payback time (years)}', align: 'right', width: 2.1 },
      ],
      ['Total', '', '', '{Total fuel savings (MT)}', '{Total investment (USD)}', '{Payback time (years)}'],
    ),
  ];
}

function vessel() {
  return [
    heading('The vessel'),
    keyValueTable([
      ['Vessel', '{Vessel name}'],
      ['Vessel type', '{Vessel type}'],
      ['Client', '{Client name}'],
      ['Project', '{Project name}'],
      ['{#Vessel facts}{Fact}', '{Value}{/Vessel facts}'],
    ]),
    picture('{Vessel image 2}'),
  ];
}

function results(brand: string) {
  return [
    heading('Results'),
    tagLine('{#Has results}'),
    heading('Fuel and CO2 savings', 2),
    loopTable(
      brand,
      'Savings by technology',
      [
        { header: 'Technology', value: '{Technology}', width: 3 },
        { header: 'Consumption', value: '{Consumption category} / {Consumption type}', width: 3 },
        { header: 'Fuel saved (MT per year)', value: '{Fuel savings (MT)}', align: 'right', width: 1.6 },
        { header: 'CO2 avoided (t per year)', value: '{CO2 reduction (MT)}', align: 'right', width: 1.6 },
        { header: 'CO2 avoided (%)', value: '{CO2 reduction (%)}', align: 'right', width: 1.3 },
      ],
      ['Total', '', '{Total fuel savings (MT)}', '{Total CO2 reduction (MT)}', '{Total CO2 reduction (%)}'],
    ),
    picture('{Savings chart}'),
    caption(
      'Figure 1 – Fuel saved (MT per year) and CO2 avoided (t per year) per technology and all together; the whiskers show the range.',
    ),
    heading('Savings by consumption category', 2),
    loopTable(
      brand,
      'Savings by consumption category',
      [
        { header: 'Consumption category', value: '{Consumption category}', width: 3 },
        { header: 'Fuel saved by fuel (MT per year)', value: '{Savings by fuel}', width: 4 },
        { header: 'Fuel saved (MT per year)', value: '{Savings (MT)}', align: 'right', width: 2 },
      ],
      ['Total', '', '{Total fuel savings (MT)}'],
    ),
    heading('Savings by savings category', 2),
    loopTable(
      brand,
      'Savings by savings category',
      [
        { header: 'Savings category', value: '{Savings category}', width: 3 },
        { header: 'Fuel saved (MT per year)', value: '{Savings (MT)}', align: 'right', width: 2 },
        { header: 'Share of the fuel (%)', value: '{Savings (%)}', align: 'right', width: 2 },
        { header: 'CO2 avoided (t per year)', value: '{CO2 reduction (MT)}', align: 'right', width: 2 },
      ],
      ['Total', '{Total fuel savings (MT)}', '{Total fuel savings (%)}', '{Total CO2 reduction (MT)}'],
    ),
    heading('Finances', 2),
    loopTable(
      brand,
      'Finances',
      [
        { header: 'Technology', value: '{Technology}', width: 2.6 },
        { header: 'Investment (USD)', value: '{Investment (USD)}', align: 'right', width: 2 },
        {
          header: 'Fuel cost saved (USD per year)',
          value: '{Yearly fuel cost saving (USD)}',
          align: 'right',
          width: 2,
        },
        { header: 'Operation cost (USD per year)', value: '{Cost per year (USD)}', align: 'right', width: 2 },
        { header: 'Payback (years)', value: '{Payback time (years)}', align: 'right', width: 2.2 },
      ],
      [
        'Total',
        '{Total investment (USD)}',
        '{Yearly fuel cost saving (USD)}',
        '{Yearly cost (USD)}',
        '{Payback time (years)}',
      ],
    ),
    ...carbonFinances(brand),
    picture('{MAC chart}'),
    caption(
      'Figure 2 – Marginal abatement cost: USD per tonne of CO2 avoided (below zero the technology saves money), against tonnes of CO2 avoided per year.',
    ),
    tagLine('{#Has CII outlook}'),
    heading('CII rating', 2),
    leadIn(
      'The IMO Carbon Intensity Indicator of the vessel ({CII ship type}) per year, before and after the package:',
    ),
    loopTable(brand, 'CII outlook', [
      { header: 'Year', value: '{Year}' },
      { header: 'Required CII', value: '{Required CII}', align: 'right', width: 1.2 },
      { header: 'Attained before', value: '{Attained CII before}', align: 'right', width: 1.2 },
      { header: 'Rating before', value: '{Rating before}', align: 'right' },
      { header: 'Attained after', value: '{Attained CII after}', align: 'right', width: 1.2 },
      { header: 'Rating after', value: '{Rating after}', align: 'right' },
    ]),
    paragraph(small('CII values in g CO2 per {CII capacity unit}-nautical mile.')),
    picture('{CII chart}'),
    caption('Figure 3 – CII rating per year before and after the package, g CO2 per capacity-nautical mile.'),
    tagLine('{#Has CII projection description}'),
    paragraph('{CII projection description}'),
    tagLine('{/Has CII projection description}'),
    tagLine('{/Has CII outlook}'),
    tagLine('{#Lacks CII outlook}'),
    paragraph(small('{CII missing}')),
    tagLine('{/Lacks CII outlook}'),
    tagLine('{/Has results}'),
    tagLine('{#Lacks results}'),
    paragraph('{Why no results}'),
    tagLine('{/Lacks results}'),
  ];
}

function novelTechnologies() {
  return [
    tagLine('{#Has novel technologies}'),
    heading('Novel technologies'),
    leadIn('Technologies to watch for this vessel, not yet in the calculation:'),
    tagLine('{#Novel technologies}'),
    bullet(bold('{Name}'), ': {Short description}'),
    tagLine('{/Novel technologies}'),
    tagLine('{/Has novel technologies}'),
  ];
}

/**
 * A page per technology; in a solution design, a technology whose chosen maker has a Word template
 * gets that template, filled, instead.
 */
function technologyPages(design: boolean) {
  const makerPage = (lines: (Paragraph | Table)[]) =>
    design
      ? [
          tagLine('{#Has maker page}'),
          paragraph('{Maker page}'),
          tagLine('{/Has maker page}'),
          tagLine('{#Lacks maker page}'),
          ...lines,
          tagLine('{/Lacks maker page}'),
        ]
      : lines;
  return [
    tagLine('{#Has technologies}'),
    heading('The technologies', 1, { pageBreakBefore: true }),
    tagLine('{#Technologies}'),
    ...makerPage(genericPage(design)),
    tagLine('{/Technologies}'),
    tagLine('{/Has technologies}'),
  ];
}

/** A technology's page from the catalogue and the report's values. */
function genericPage(screeningMark: boolean) {
  return [
    heading('{Name}', 2),
    new Paragraph({ keepNext: true, alignment: AlignmentType.LEFT, children: [new TextRun('{Icon}')] }),
    leadIn('{Description}'),
    keyValueTable([
      ['Savings category', '{Savings category}'],
      ['Maturity level', '{Maturity level} of 10', 'Has maturity level'],
      ['Savings', '{Savings}'],
      ['Confidence interval', '± {Confidence interval (%)} % of the saving'],
      ['Fuel saved on this vessel', '{Savings (MT)} MT per year'],
      ['Equipment cost', 'USD {Equipment cost (USD)}'],
      ['Installation cost', 'USD {Installation cost (USD)}'],
      ['Operation cost', 'USD {Operation cost (USD)} per year'],
      ['Payback time (years)', '{Payback time (years)}'],
      ['Maker', '{Maker}', 'Has maker'],
      ['Values from', '{Values from}'],
      ['Supplier', '{Supplier}', 'Has supplier'],
      ['Lead time', '{Lead time}', 'Has lead time'],
      ...(screeningMark ? ([['In the screening report', '{In screening report}']] as [string, string][]) : []),
    ]),
    tagLine('{#Has potential for the vessel}'),
    leadIn(bold('Potential for the vessel')),
    paragraph('{Potential for the vessel}'),
    tagLine('{/Has potential for the vessel}'),
  ];
}

function disclaimer() {
  return [
    tagLine('{#Has disclaimer}'),
    heading('Disclaimer'),
    paragraph('{Disclaimer}'),
    tagLine('{/Has disclaimer}'),
    paragraph(small('{Company line}')),
  ];
}

function buildDefaultTemplate(type: ReportType, brand: string): Promise<Buffer> {
  const kind: Kind =
    type === reportTypes.ScreeningReport
      ? { title: 'Screening Report', screening: true }
      : { title: 'Solution Design Report', screening: false };
  return documentOf(
    kind.title,
    [
      ...cover(kind),
      ...contents(kind),
      ...summary(brand, kind),
      ...(kind.screening ? [] : changesSinceScreening(brand)),
      ...vessel(),
      ...results(brand),
      ...regulatoryOutlook(brand),
      ...fuelEuOutlook(brand),
      ...(kind.screening ? novelTechnologies() : []),
      ...technologyPages(!kind.screening),
      ...methodology(brand),
      ...disclaimer(),
    ],
    { brand, header: '{Report name} · {Vessel name}\t{Company name}', footer: '{Company website}' },
  );
}

const built = new Map<string, Promise<Buffer>>();

/**
 * The default template of the report type in the brand colour ('#RRGGBB', else the product's
 * blue), built once per process and colour.
 */
export function defaultTemplate(type: ReportType, brandColour?: string | null): Promise<Buffer> {
  const brand = brandColour ? brandColour.replace('#', '').toUpperCase() : DEFAULT_BRAND;
  const key = `${type}:${brand}`;
  let template = built.get(key);
  if (!template) {
    template = buildDefaultTemplate(type, brand);
    built.set(key, template);
  }
  return template;
}
