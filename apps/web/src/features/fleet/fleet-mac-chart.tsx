import { type ChartWidth, NARROW_BELOW } from '@backoffice/charts';
import { type FleetResponse, moneyUnits, formatNumber as n } from '@backoffice/contracts';
import { Alert, Box, Image, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { ChartDataTable } from '../../components/chart-data-table.tsx';

type Curve = FleetResponse['macCurve'];
type Bar = Curve[number] & { label: string };
type Drawn = { state: 'drawing' } | { state: 'drawn'; title: string; svg: string } | { state: 'failed' };

const caption = `Marginal abatement cost curve of the fleet: what each tonne of CO2 avoided costs with each technology on each vessel (${moneyUnits.abatementCost}, below zero it saves money), cheapest first, each bar as wide as the CO2 it avoids per year.`;

const dataOf = (bars: Bar[]) => ({
  caption,
  headers: [
    'Technology · vessel',
    'CO2 avoided (t per year)',
    `Cost per tonne of CO2 avoided (${moneyUnits.abatementCost})`,
  ],
  rows: bars.map((bar) => [bar.label, n(bar.co2ReductionInMt), n(bar.costPerTonneCo2)]),
});

function useDrawn(bars: Bar[], width: ChartWidth): Drawn {
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' });
  useEffect(() => {
    // A chart drawn before stays until its redrawing (another width) is done.
    let current = true;
    import('./draw-fleet-mac.ts')
      .then((m) => m.drawFleetMac(bars, width))
      .then(
        (chart) => current && setDrawn(chart ? { state: 'drawn', ...chart } : { state: 'failed' }),
        () => current && setDrawn({ state: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [bars, width]);
  return drawn;
}

/** The fleet's MAC curve: every included technology of the reports of record, as the report draws its own. */
export function FleetMacChart({ curve }: { curve: Curve }) {
  // The page's padding and menu beside the chart: below this the wide chart would be scaled down.
  const narrow = useMediaQuery(`(max-width: ${NARROW_BELOW + 80}px)`, false, { getInitialValueInEffect: false });
  const bars = useMemo(
    () => curve.map((point) => ({ ...point, label: `${point.technology.name} · ${point.vessel.name}` })),
    [curve],
  );
  const drawn = useDrawn(bars, narrow ? 'narrow' : 'wide');
  return (
    <Stack gap="xs" component="section" aria-labelledby="fleet-mac">
      <Title order={3} id="fleet-mac">
        Fleet MAC curve
      </Title>
      {drawn.state === 'failed' && <Alert color="red">The chart could not be drawn.</Alert>}
      {drawn.state === 'drawing' && <Loader size="sm" role="status" aria-label="Drawing the chart" />}
      {drawn.state === 'drawn' && (
        <Box component="figure" m={0}>
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
            alt={drawn.title}
            maw="100%"
            w="auto"
            fit="contain"
            data-chart="fleet-mac"
          />
          <Text component="figcaption" size="sm" c="dimmed" mt="xs">
            {caption}
          </Text>
          <VisuallyHidden>
            <ChartDataTable title={drawn.title} text={dataOf(bars)} />
          </VisuallyHidden>
        </Box>
      )}
    </Stack>
  );
}
