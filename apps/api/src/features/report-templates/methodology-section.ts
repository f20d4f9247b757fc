import { bullet, heading, leadIn, loopTable, paragraph, tagLine } from './docx-building.ts';

/**
 * The methodology and assumptions of the default templates: the fuel prices and CO2 factors the
 * calculation used, how savings stack, what the range and the score mean, and the sources of the
 * CII, EU ETS and FuelEU Maritime figures (docs/calculation.md).
 */
export function methodology(brand: string) {
  return [
    heading('Methodology and assumptions', 1, { pageBreakBefore: true }),
    heading('Fuel prices and CO2 factors', 2),
    leadIn('The calculation uses the vessel’s yearly consumption and these prices and CO2 factors per fuel:'),
    loopTable(
      brand,
      'Fuels',
      [
        { header: 'Fuel', value: '{Consumption type}', width: 2 },
        { header: 'Consumption (MT per year)', value: '{Annual consumption (MT)}', align: 'right', width: 2 },
        { header: 'Price (USD per MT)', value: '{Price (USD per MT)}', align: 'right', width: 2 },
        { header: 'CO2 factor (t CO2 per t fuel)', value: '{CO2 factor (t CO2 per t fuel)}', align: 'right', width: 2 },
      ],
      ['Total', '{Baseline fuel (MT)}', '', ''],
    ),
    heading('How the savings are calculated', 2),
    paragraph(
      'Technologies acting on the same consumer do not add up: each saves its share of what the technologies ',
      'before it left, in the order set for each consumption category. A 5 % and an 8 % saving on the same ',
      'main engine save 1 − 0.95 × 0.92 = 12.6 %, not 13 %. A fixed saving in MT is taken from what is left. ',
      'CO2 avoided is the fuel saved times the CO2 factor of its fuel; the fuel cost saved is the fuel saved ',
      'times its price. The payback time is the investment (equipment and installation) divided by the fuel ',
      'cost saved less the operation cost per year: a technology without investment pays back at once ',
      '(Immediate), one whose operation costs as much as it saves or more does not pay back.',
    ),
    tagLine('{#Has carbon finances}'),
    paragraph(
      'With the regulatory impact, the finances also count the EU ETS cost each technology avoids per year ',
      '(the mean over the outlook, in USD at the report’s exchange rate): the payback counting it, and the net ',
      'present value, the investment against the fuel and EU ETS cost saved less the operation cost in each year, ',
      'discounted at {Discount rate (%)} % a year, over the technology’s service life (the chosen maker’s, else ',
      'the catalogue’s), else over the outlook’s years; the EU ETS cost of a year past the outlook is counted at the ',
      'same carbon rate. The marginal abatement cost spreads each investment over the same years.',
    ),
    tagLine('{/Has carbon finances}'),
    heading('What the range means', 2),
    paragraph(
      'Each technology’s confidence interval is relative to its own saving: 5 % with a confidence interval of ',
      '30 % saves between 3.5 % and 6.5 %. The low and the high figures of the summary are the whole ',
      'calculation run again with every technology at the low, and at the high, end of its interval, stacking ',
      'included; they are not the sum of the rows’ ranges.',
    ),
    heading('The Njord Score', 2),
    paragraph(
      'The score, from 0 to 100, says how far the package goes towards the IMO 2030 ambition of at least 40 % ',
      'lower carbon intensity than in 2008: the CO2 reduction in percent divided by 40, times 100, at most 100.',
    ),
    heading('Sources', 2),
    bullet(
      'CII: IMO resolutions MEPC.352(78) (attained CII), MEPC.353(78) (reference lines), MEPC.354(78) ',
      '(rating boundaries) and MEPC.338(76) (reduction factors), with the vessel’s capacity, ship type and ',
      'yearly distance from its questionnaire.',
    ),
    bullet(
      'EU ETS: Directive 2003/87/EC as amended by Directive (EU) 2023/959: 40 % of the in-scope emissions of ',
      '2024, 70 % of 2025 and all from 2026, with half of the voyages into or out of the EU in scope.',
    ),
    bullet(
      'FuelEU Maritime: Regulation (EU) 2023/1805: the well-to-wake intensity of the fuel mix with the default ',
      'factors of Annex II, the targets of Article 4, the penalty of Annex IV (EUR 2,400 per tonne of VLSFO ',
      'equivalent energy in deficit) raised by Article 23(2), and the wind reward of Annex I.',
    ),
    bullet('Technologies: the consultancy’s catalogue and the makers’ figures, as entered in the report.'),
  ];
}
