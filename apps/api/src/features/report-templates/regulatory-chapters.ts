import {
  bold,
  bullet,
  caption,
  heading,
  keyValueTable,
  leadIn,
  loopTable,
  paragraph,
  picture,
  small,
  tagLine,
} from './docx-building.ts';

/** The regulatory parts of the default templates: EU ETS, FuelEU Maritime and the finances with the EU ETS cost (docs/calculation.md). */
export function regulatoryOutlook(brand: string) {
  return [
    tagLine('{#Has regulatory impact}'),
    heading('Regulatory outlook: EU ETS'),
    keyValueTable([
      ['Share of CO2 in EU ETS scope', '{Regulatory impact % in EU} %'],
      ['Carbon rate', 'EUR {Carbon rate (EUR per t CO2)} per t CO2'],
      ['Exchange rate', 'USD {USD per EUR} per EUR'],
      ['Outlook', '{Start year}–{End year} ({Number of years} years)'],
    ]),
    tagLine('{#Has ETS outlook}'),
    heading('EU ETS cost per year', 2),
    loopTable(
      brand,
      'ETS outlook',
      [
        { header: 'Year', value: '{Year}' },
        { header: 'Phase-in (%)', value: '{Phase-in (%)}', align: 'right' },
        { header: 'Cost before (EUR)', value: '{Cost before (EUR)}', align: 'right', width: 1.5 },
        { header: 'Cost after (EUR)', value: '{Cost after (EUR)}', align: 'right', width: 1.5 },
        { header: 'Avoided cost (EUR)', value: '{Avoided cost (EUR)}', align: 'right', width: 1.5 },
      ],
      ['Total', '', '{ETS cost before (EUR)}', '{ETS cost after (EUR)}', '{ETS avoided cost (EUR)}'],
    ),
    picture('{ETS chart}'),
    caption('Figure 4 – EU ETS cost per year before and after the package, EUR.'),
    tagLine('{/Has ETS outlook}'),
    tagLine('{/Has regulatory impact}'),
  ];
}

/** FuelEU Maritime, a chapter of its own: it needs the outlook's years and % in EU, not the carbon rate. */
export function fuelEuOutlook(brand: string) {
  const column = (header: string, width = 1.2) => ({ header, value: `{${header}}`, align: 'right' as const, width });
  return [
    tagLine('{#Has FuelEU outlook}'),
    heading('Regulatory outlook: FuelEU Maritime'),
    leadIn(
      'The greenhouse gas intensity of the energy the vessel uses in EU scope against the FuelEU Maritime target ',
      'of each year, before and after the package. A year above the target is in deficit and pays a penalty, ',
      '10 % more for each further year of deficit in a row:',
    ),
    loopTable(
      brand,
      'FuelEU outlook',
      [
        { header: 'Year', value: '{Year}', width: 0.8 },
        column('Target (gCO2e/MJ)'),
        column('Intensity before (gCO2e/MJ)'),
        column('Intensity after (gCO2e/MJ)'),
        column('Penalty before (EUR)', 1.7),
        column('Penalty after (EUR)', 1.7),
      ],
      ['Total', '', '', '', '{FuelEU penalty before (EUR)}', '{FuelEU penalty after (EUR)}'],
    ),
    tagLine('{#Has FuelEU wind reward}'),
    paragraph(
      'After the package the intensity counts the wind reward factor {FuelEU wind reward factor} of its ',
      'wind-assisted propulsion.',
    ),
    tagLine('{/Has FuelEU wind reward}'),
    tagLine('{#Has FuelEU notes}'),
    tagLine('{#FuelEU notes}'),
    bullet(small('{Note}')),
    tagLine('{/FuelEU notes}'),
    tagLine('{/Has FuelEU notes}'),
    picture('{FuelEU chart}'),
    caption(
      'Figure 5 – FuelEU Maritime GHG intensity against the target, and the penalty per year in EUR, before and after the package.',
    ),
    tagLine('{/Has FuelEU outlook}'),
  ];
}

/**
 * The finances with the EU ETS cost, under the fuel-only finances: what the owner decides on once the
 * carbon price counts. The NPV's header names its horizon and rate; a negative NPV is named below.
 */
export function carbonFinances(brand: string) {
  const money = (header: string, tag: string) => ({ header, value: `{${tag}}`, align: 'right' as const, width: 2 });
  return [
    tagLine('{#Has carbon finances}'),
    heading('Finances with the EU ETS cost', 2),
    leadIn(
      'The EU ETS cost each technology avoids, in USD at {USD per EUR} USD per EUR, the payback counting it, ',
      "and the net present value over each technology's service life (else the outlook's years):",
    ),
    loopTable(
      brand,
      'Finances',
      [
        { header: 'Technology', value: '{Technology}', width: 2.6 },
        money('Avoided EU ETS cost (USD per year)', 'Avoided carbon cost (USD per year)'),
        { ...money('Payback with it (years)', 'Payback with carbon cost (years)'), width: 2.4 },
        { ...money('NPV horizon (years)', 'NPV horizon (years)'), width: 1.4 },
        money('NPV at {Discount rate (%)} % (USD)', 'NPV (USD)'),
      ],
      [
        'Total',
        '{Avoided carbon cost (USD per year)}',
        '{Payback with carbon cost (years)}',
        '{NPV horizon (years)}',
        '{NPV (USD)}',
      ],
    ),
    tagLine('{#Has negative NPV}'),
    paragraph(bold('Negative NPV: '), '{Negative NPV technologies} do not pay back within their years at this rate.'),
    tagLine('{/Has negative NPV}'),
    tagLine('{/Has carbon finances}'),
  ];
}
