import { type CalculatedResultsDto, formatNumber } from '@backoffice/contracts';
import type { ReportChart } from './chart.ts';
import { axisTitle, type ChartLayout, COLOURS, frame, SERIES } from './theme.ts';

export const FUEL_EU_TITLE = 'FuelEU Maritime GHG intensity and penalty per year, before and after the package';

/** The units of the FuelEU Maritime figures, the same in the chart, on screen and in Word. */
export const FUEL_EU_UNITS = { intensity: 'gCO2e/MJ', balance: 't CO2e', penalty: 'EUR' } as const;

const TARGET = 'FuelEU target';

/**
 * Two charts one above the other on the same years: the vessel's GHG intensity before and after the
 * package against the target, which falls in steps, and the penalty of each year before and after.
 */
export function fuelEuChart(results: CalculatedResultsDto, layout: ChartLayout): ReportChart | null {
  const outlook = results.fuelEuOutlook;
  if (!outlook || outlook.years.length === 0) return null;
  const intensities = outlook.years.flatMap((y) => [
    { year: String(y.year), series: TARGET, intensity: y.targetIntensity },
    { year: String(y.year), series: SERIES.before, intensity: y.intensityBefore },
    { year: String(y.year), series: SERIES.after, intensity: y.intensityAfter },
  ]);
  const penalties = outlook.years.flatMap((y) => [
    { year: String(y.year), series: SERIES.before, penalty: y.penaltyBefore },
    { year: String(y.year), series: SERIES.after, penalty: y.penaltyAfter },
  ]);
  const x = { field: 'year', type: 'ordinal', title: 'Year', axis: { labelAngle: 0 } } as const;
  const ticks = layout.tickCount ? { tickCount: layout.tickCount } : {};
  const colour = {
    field: 'series',
    type: 'nominal',
    title: null,
    scale: { domain: [TARGET, SERIES.before, SERIES.after], range: [COLOURS.range, COLOURS.before, COLOURS.after] },
    // Narrow, the three entries side by side would be wider than the chart.
    ...(layout.narrow ? { legend: { direction: 'vertical' } } : {}),
  } as const;
  const subtitle = [
    'Above the target a year is in deficit and pays a penalty, 10 % more for each further year in a row.',
    ...(outlook.windRewardFactor < 1
      ? [`After the package the intensity counts the wind reward factor ${formatNumber(outlook.windRewardFactor)}.`]
      : []),
  ];
  const line = (series: string, mark: Record<string, unknown>) => ({
    transform: [{ filter: { field: 'series', equal: series } }],
    mark: { type: 'line' as const, strokeWidth: 2.5, point: { filled: true, size: 40 }, ...mark },
    encoding: {
      x,
      y: {
        field: 'intensity',
        type: 'quantitative' as const,
        title: axisTitle(layout, `GHG intensity (${FUEL_EU_UNITS.intensity})`, 200),
        scale: { zero: false },
        axis: ticks,
      },
      color: colour,
    },
  });
  return {
    key: 'fuelEu',
    title: FUEL_EU_TITLE,
    spec: {
      ...frame(layout, FUEL_EU_TITLE, subtitle),
      spacing: 24,
      vconcat: [
        {
          width: layout.width,
          height: 200,
          data: { values: intensities },
          layer: [
            line(TARGET, { interpolate: 'step', strokeDash: [6, 4], strokeWidth: 2, point: false }),
            // Wider, under the line after: a package that keeps the fuel mix keeps its intensity.
            line(SERIES.before, { strokeWidth: 6, point: { filled: true, size: 90 } }),
            line(SERIES.after, {}),
          ],
        },
        {
          width: layout.width,
          height: 200,
          data: { values: penalties },
          mark: { type: 'bar' },
          encoding: {
            x,
            xOffset: { field: 'series', type: 'nominal', sort: [SERIES.before, SERIES.after] },
            y: {
              field: 'penalty',
              type: 'quantitative',
              title: axisTitle(layout, `FuelEU penalty (${FUEL_EU_UNITS.penalty})`, 200),
              axis: { format: ',.0f', ...ticks },
            },
            color: colour,
          },
        },
      ],
    },
  };
}
