import { type ChartWidth, NARROW_BELOW } from '@backoffice/charts';
import type { CalculatedResultsDto } from '@backoffice/contracts';
import { Alert, Box, Image, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChartDataTable, type ChartText } from '../../../components/chart-data-table.tsx';
import { chartText } from './chart-texts.ts';
import { chartsMinHeight } from './charts-min-height.ts';
import type { DrawnChart } from './drawing/draw-charts.ts';
import { drawReportCharts } from './drawing/report-charts-drawing.ts';

type Drawn = { state: 'drawing' } | { state: 'drawn'; charts: DrawnChart[] } | { state: 'failed' };

/**
 * The chart is shown as an image of its SVG: vega escapes every text it writes (technology names
 * come from users), and an SVG shown as an image cannot run script or load anything either way.
 */
const svgSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A chart with its caption, named by it, and its numbers as a table that only screen readers meet. */
function ChartFigure({ chart, text }: { chart: DrawnChart; text: ChartText }) {
  const captionId = useId();
  return (
    <Box component="figure" m={0}>
      <Image
        src={svgSource(chart.svg)}
        alt={chart.title}
        aria-labelledby={captionId}
        maw="100%"
        w="auto"
        fit="contain"
        data-chart={chart.key}
      />
      <Text component="figcaption" id={captionId} size="sm" c="dimmed" mt="xs">
        {/* The title is drawn in the chart: the name starts with it for those who cannot see it. */}
        <VisuallyHidden component="span">{chart.title}:</VisuallyHidden> {text.caption}
      </Text>
      <VisuallyHidden>
        <ChartDataTable title={chart.title} text={text} />
      </VisuallyHidden>
    </Box>
  );
}

/**
 * The charts' width for the element they are shown in: narrow (drawn at their own size on a phone)
 * when it is narrower than the wide charts, which would be scaled down until their text could not be
 * read. Measured before the first paint, so that the charts are drawn once, and again when the
 * element's width crosses the line (a phone turned, a window resized). null until measured; an
 * element with no width (not laid out) gets the wide charts.
 */
function useChartWidth(element: RefObject<HTMLElement | null>): ChartWidth | null {
  const [width, setWidth] = useState<ChartWidth | null>(null);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => setWidth(node.clientWidth > 0 && node.clientWidth < NARROW_BELOW ? 'narrow' : 'wide');
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** The charts of a report's results (savings, MAC curve, CII, EU ETS), drawn in the browser. */
export function ReportCharts({ results }: { results: CalculatedResultsDto }) {
  const container = useRef<HTMLDivElement>(null);
  const width = useChartWidth(container);
  return <Box ref={container}>{width && <DrawnCharts results={results} width={width} />}</Box>;
}

function DrawnCharts({ results, width }: { results: CalculatedResultsDto; width: ChartWidth }) {
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' });

  useEffect(() => {
    let current = true;
    setDrawn({ state: 'drawing' });
    drawReportCharts(results, width).then(
      (charts) => current && setDrawn({ state: 'drawn', charts }),
      () => current && setDrawn({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [results, width]);

  if (drawn.state === 'failed') return <Alert color="red">The charts could not be drawn.</Alert>;
  if (drawn.state === 'drawing') {
    return (
      <Box mih={chartsMinHeight}>
        <Loader size="sm" role="status" aria-label="Drawing the charts" />
      </Box>
    );
  }
  return (
    <Stack gap="xl">
      {drawn.charts.map((chart) => (
        <ChartFigure key={chart.key} chart={chart} text={chartText(chart.key, results)} />
      ))}
    </Stack>
  );
}
