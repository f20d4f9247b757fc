import { type ReportType, reportTypes } from '@backoffice/contracts';
import { Paragraph } from 'docx';
import { bold, documentOf, heading, keyValueTable, loopTable, pageBreak, paragraph } from './docx-building.ts';
import { questionnaireTagName as q } from './template-tags.ts';

/**
 * The templates the Word export uses while no admin has uploaded one for the report type: a report
 * a consultancy would send, written with the tags of template-tags.ts (also an example for consultants).
 */
function cover(title: string) {
  return [
    new Paragraph({ text: title, heading: 'Title' }),
    paragraph(bold('{Report name}')),
    paragraph('{Vessel name} ({Vessel type})'),
    paragraph('{Client name}, {Project name}'),
    paragraph('{Report date}'),
    paragraph('{Vessel image 1}'),
    paragraph('{#Has contact}'),
    paragraph('Prepared by {Contact name}, {Contact title}'),
    paragraph('{Contact email}  {Contact phone}'),
    paragraph('{/Has contact}'),
  ];
}

function summary(kind: string) {
  return [
    pageBreak(),
    heading('Summary'),
    paragraph('{#Has results}'),
    paragraph(
      `This ${kind} reviews energy-saving technologies for {Vessel name}. The score of the vessel is `,
      bold('{Score}'),
      '.',
    ),
    paragraph(
      'Together the technologies save ',
      bold('{Total fuel savings (MT)} MT'),
      ' of fuel a year (between {Total fuel savings low (MT)} and {Total fuel savings high (MT)} MT) and avoid ',
      bold('{Total CO2 reduction (MT)} MT CO2'),
      ' ({Total CO2 reduction (%)} % of the vessel’s {Baseline CO2 (MT)} MT).',
    ),
    paragraph(
      'They need an investment of USD {Total investment (USD)}, save USD {Yearly fuel cost saving (USD)} of fuel a year and pay back in ',
      bold('{Payback time (years)} years'),
      '.',
    ),
    paragraph('{/Has results}'),
    loopTable('Technologies', [
      { header: 'Technology', value: '{Name}' },
      { header: 'Savings (%)', value: '{Savings (%)}', align: 'right' },
      { header: 'Savings (MT)', value: '{Savings (MT)}', align: 'right' },
      { header: 'Total cost (USD)', value: '{Total cost (USD)}', align: 'right' },
    ]),
  ];
}

function vessel() {
  return [
    heading('The vessel'),
    keyValueTable([
      ['Vessel', '{Vessel name}'],
      ['Vessel type', '{Vessel type}'],
      ['IMO number', `{${q('imoNumber')}}`],
      ['Build year', `{${q('buildYear')}}`],
      ['Flag', `{${q('flag')}}`],
      ['Deadweight', `{${q('deadweight')}}`],
      ['Gross tonnage', `{${q('grossTonnage')}}`],
      ['Main engine', `{${q('mainEngineMaker')}} {${q('mainEngineModel')}}`],
      ['Trade route', `{${q('tradeRoute')}}`],
    ]),
    paragraph('{Vessel image 2}'),
  ];
}

function results() {
  return [
    pageBreak(),
    heading('Results'),
    paragraph('{#Has results}'),
    heading('Fuel and CO2 savings', 2),
    loopTable(
      'Savings by technology',
      [
        { header: 'Technology', value: '{Technology}' },
        { header: 'Consumption', value: '{Consumption category} / {Consumption type}' },
        { header: 'Fuel savings (MT)', value: '{Fuel savings (MT)}', align: 'right' },
        { header: 'CO2 reduction (MT)', value: '{CO2 reduction (MT)}', align: 'right' },
        { header: 'CO2 reduction (%)', value: '{CO2 reduction (%)}', align: 'right' },
      ],
      ['Total', '', '{Total fuel savings (MT)}', '{Total CO2 reduction (MT)}', '{Total CO2 reduction (%)}'],
    ),
    paragraph('{Savings chart}'),
    heading('Savings by category', 2),
    loopTable('Savings by savings category', [
      { header: 'Savings category', value: '{Savings category}' },
      { header: 'Savings (MT)', value: '{Savings (MT)}', align: 'right' },
      { header: 'Savings (%)', value: '{Savings (%)}', align: 'right' },
      { header: 'CO2 reduction (MT)', value: '{CO2 reduction (MT)}', align: 'right' },
    ]),
    heading('Finances', 2),
    loopTable(
      'Finances',
      [
        { header: 'Technology', value: '{Technology}' },
        { header: 'Investment (USD)', value: '{Investment (USD)}', align: 'right' },
        { header: 'Payback time (years)', value: '{Payback time (years)}', align: 'right' },
        { header: 'Cost per year (USD)', value: '{Cost per year (USD)}', align: 'right' },
      ],
      ['Total', '{Total investment (USD)}', '{Payback time (years)}', '{Yearly cost (USD)}'],
    ),
    paragraph('{MAC chart}'),
    paragraph('{/Has results}'),
  ];
}

function regulatoryImpact() {
  return [
    heading('Regulatory impact'),
    keyValueTable([
      ['Share of voyages in the EU (%)', '{Regulatory impact % in EU}'],
      ['Carbon rate (USD per t CO2)', '{Carbon rate (USD)}'],
      ['Outlook', 'from {Start year}, {Number of years} years'],
    ]),
    paragraph('{CII projection description}'),
    paragraph('{#Has CII outlook}'),
    heading('CII rating', 2),
    paragraph('{CII chart}'),
    loopTable('CII outlook', [
      { header: 'Year', value: '{Year}' },
      { header: 'Required CII', value: '{Required CII}', align: 'right' },
      { header: 'Rating before', value: '{Rating before}' },
      { header: 'Rating after', value: '{Rating after}' },
    ]),
    paragraph('{/Has CII outlook}'),
    paragraph('{#Has ETS outlook}'),
    heading('EU ETS', 2),
    paragraph('{ETS chart}'),
    loopTable('ETS outlook', [
      { header: 'Year', value: '{Year}' },
      { header: 'Phase-in (%)', value: '{Phase-in (%)}', align: 'right' },
      { header: 'Cost before (USD)', value: '{Cost before (USD)}', align: 'right' },
      { header: 'Cost after (USD)', value: '{Cost after (USD)}', align: 'right' },
      { header: 'Avoided cost (USD)', value: '{Avoided cost (USD)}', align: 'right' },
    ]),
    paragraph('{/Has ETS outlook}'),
  ];
}

function novelTechnologies() {
  return [
    paragraph('{#Has novel technologies}'),
    heading('Novel technologies'),
    paragraph('Technologies to watch for this vessel:'),
    paragraph('{#Novel technologies}'),
    paragraph(bold('{Name}'), ': {Short description}'),
    paragraph('{/Novel technologies}'),
    paragraph('{/Has novel technologies}'),
  ];
}

function technologyDescriptions(withScreeningMark: boolean) {
  return [
    pageBreak(),
    heading('The technologies'),
    paragraph('{#Technologies}'),
    heading('{Name}', 2),
    paragraph('{Icon}'),
    paragraph('{Description}'),
    keyValueTable([
      ['Savings category', '{Savings category}'],
      ['Maturity level', '{Maturity level}'],
      ['Savings', '{Savings (%)} % (± {Confidence interval (%)} %), {Savings (MT)} MT a year'],
      [
        'Cost (USD)',
        'equipment {Equipment cost (USD)}, installation {Installation cost (USD)}, operation {Operation cost (USD)} a year',
      ],
      ['Payback time (years)', '{Payback time (years)}'],
      ['Maker and supplier', '{Maker} {Supplier}'],
      ['Lead time', '{Lead time}'],
      ...(withScreeningMark ? ([['In the screening report', '{In screening report}']] as [string, string][]) : []),
    ]),
    paragraph('{Potential for the vessel}'),
    paragraph('{/Technologies}'),
  ];
}

function buildDefaultTemplate(type: ReportType): Promise<Buffer> {
  if (type === reportTypes.ScreeningReport) {
    return documentOf('Screening Report', [
      ...cover('Screening Report'),
      ...summary('screening'),
      ...vessel(),
      ...results(),
      ...regulatoryImpact(),
      ...novelTechnologies(),
      ...technologyDescriptions(false),
    ]);
  }
  return documentOf('Solution Design Report', [
    ...cover('Solution Design Report'),
    paragraph('Based on {Based on}'),
    ...summary('solution design'),
    ...vessel(),
    ...results(),
    ...regulatoryImpact(),
    ...technologyDescriptions(true),
  ]);
}

const built = new Map<ReportType, Promise<Buffer>>();

/** The default template of the report type (built once per process). */
export function defaultTemplate(type: ReportType): Promise<Buffer> {
  let template = built.get(type);
  if (!template) {
    template = buildDefaultTemplate(type);
    built.set(type, template);
  }
  return template;
}
