import { type ReportChart, renderChartSvg, reportChartSpecs } from '@backoffice/charts';
import type { CalculatedResultsDto } from '@backoffice/contracts';
import { Alert, Image, Loader, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';

type Drawn = { state: 'drawing' } | { state: 'drawn'; svgs: string[] } | { state: 'failed' };

/**
 * The chart is shown as an image of its SVG: vega escapes every text it writes (technology names
 * come from users), and an SVG shown as an image cannot run script or load anything either way.
 */
const svgSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function ChartImage({ chart, svg }: { chart: ReportChart; svg: string }) {
  return <Image src={svgSource(svg)} alt={chart.title} maw="100%" w="auto" fit="contain" data-chart={chart.key} />;
}

/** The charts of a report's results (savings, MAC curve, CII, EU ETS), drawn in the browser. */
export function ReportCharts({ results }: { results: CalculatedResultsDto }) {
  const charts = useMemo(() => reportChartSpecs(results), [results]);
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' });

  useEffect(() => {
    let current = true;
    setDrawn({ state: 'drawing' });
    Promise.all(charts.map((chart) => renderChartSvg(chart.spec))).then(
      (svgs) => current && setDrawn({ state: 'drawn', svgs }),
      () => current && setDrawn({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [charts]);

  if (drawn.state === 'failed') return <Alert color="red">The charts could not be drawn.</Alert>;
  if (drawn.state === 'drawing') return <Loader size="sm" aria-label="Drawing the charts" />;
  return (
    <Stack gap="xl">
      {charts.map((chart, i) => (
        <ChartImage key={chart.key} chart={chart} svg={drawn.svgs[i] ?? ''} />
      ))}
    </Stack>
  );
}
