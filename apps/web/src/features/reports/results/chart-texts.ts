import { FUEL_EU_UNITS, PACKAGE_ROW, type ReportChartKey } from '@backoffice/charts';
import { type CalculatedResultsDto, moneyUnits, formatNumber as n } from '@backoffice/contracts';
import type { ChartText } from '../../../components/chart-data-table.tsx';

type TextOf = (results: CalculatedResultsDto) => ChartText;

const savings: TextOf = ({ technologyTotals, calcTechnologiesSavings: totals, savingsRange: range }) => {
  const rows = [
    ...technologyTotals.map((t) => [t.technology.name, n(t.fuelSavingsInMt), n(t.co2ReductionInMt)]),
    [PACKAGE_ROW, n(totals.totalFuelSavings), n(totals.totalCo2ReductionInMt)],
  ];
  // As the chart: the low and high estimates only when there is a range.
  if (
    range.high.totalFuelSavings > range.low.totalFuelSavings ||
    range.high.totalCo2ReductionInMt > range.low.totalCo2ReductionInMt
  ) {
    rows.push(
      [`${PACKAGE_ROW}, low estimate`, n(range.low.totalFuelSavings), n(range.low.totalCo2ReductionInMt)],
      [`${PACKAGE_ROW}, high estimate`, n(range.high.totalFuelSavings), n(range.high.totalCo2ReductionInMt)],
    );
  }
  return {
    caption: `Bar chart of the fuel saved (MT) and CO2 avoided (t) per year by each technology and by all of them together: ${n(totals.totalFuelSavings)} MT of fuel and ${n(totals.totalCo2ReductionInMt)} t of CO2.`,
    headers: ['Technology', 'Fuel saved (MT per year)', 'CO2 avoided (t per year)'],
    rows,
  };
};

const mac: TextOf = ({ macCurve }) => ({
  caption: `Marginal abatement cost curve: what each tonne of CO2 avoided costs with each technology (${moneyUnits.abatementCost}, below zero it saves money), cheapest first, each bar as wide as the CO2 the technology avoids per year.`,
  headers: ['Technology', 'CO2 avoided (t per year)', `Cost per tonne of CO2 avoided (${moneyUnits.abatementCost})`],
  rows: macCurve.map((p) => [p.technology.name, n(p.co2ReductionInMt), n(p.costPerTonneCo2)]),
});

const cii: TextOf = ({ ciiOutlook }) => {
  const years = ciiOutlook?.years ?? [];
  const unit = `g CO2 per ${ciiOutlook?.capacityUnit} and nautical mile`;
  return {
    caption: `The vessel's attained CII, ${n(ciiOutlook?.attainedCiiBefore)} before and ${n(ciiOutlook?.attainedCiiAfter)} after the package (${unit}), over the IMO rating bands A (best) to E of each year from ${years[0]?.year} to ${years.at(-1)?.year}.`,
    headers: ['Year', 'Rating before', 'Rating after', 'A up to', 'B up to', 'C up to', 'D up to'],
    rows: years.map((y) => [
      String(y.year),
      y.ratingBefore,
      y.ratingAfter,
      n(y.boundaries.superior),
      n(y.boundaries.lower),
      n(y.boundaries.upper),
      n(y.boundaries.inferior),
    ]),
  };
};

const ets: TextOf = ({ etsOutlook }) => {
  const years = etsOutlook?.years ?? [];
  const eur = moneyUnits.etsCost;
  return {
    caption: `Bar chart of the EU emissions trading cost (${eur}) of each year from ${years[0]?.year} to ${years.at(-1)?.year}, before and after the package.`,
    headers: ['Year', `Cost before (${eur})`, `Cost after (${eur})`],
    rows: years.map((y) => [String(y.year), n(y.costBefore), n(y.costAfter)]),
  };
};

const fuelEu: TextOf = ({ fuelEuOutlook }) => {
  const years = fuelEuOutlook?.years ?? [];
  const { intensity, penalty } = FUEL_EU_UNITS;
  return {
    caption: `The vessel's FuelEU Maritime GHG intensity (${intensity}) before and after the package against the target of each year from ${years[0]?.year} to ${years.at(-1)?.year}, and the penalty (${penalty}) of each year as bars.`,
    headers: [
      'Year',
      `Target (${intensity})`,
      `Intensity before (${intensity})`,
      `Intensity after (${intensity})`,
      `Penalty before (${penalty})`,
      `Penalty after (${penalty})`,
    ],
    rows: years.map((y) => [
      String(y.year),
      n(y.targetIntensity),
      n(y.intensityBefore),
      n(y.intensityAfter),
      n(y.penaltyBefore),
      n(y.penaltyAfter),
    ]),
  };
};

const texts: Record<ReportChartKey, TextOf> = { savings, mac, cii, ets, fuelEu };

/** A chart's caption and its data as a table. */
export const chartText = (key: ReportChartKey, results: CalculatedResultsDto): ChartText => texts[key](results);
