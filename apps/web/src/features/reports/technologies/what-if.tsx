import type { ConsumptionTechnology, Report } from '@backoffice/contracts';
import { formatNumber } from '@backoffice/contracts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { http } from '../../../api/http.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useVesselConsumptions, useVesselRates } from '../../vessels/vessels-api.ts';
import { useIncludedTechnologies } from './report-technologies-api.ts';
import type { SavingsFormValues, SavingsTarget } from './savings-form-values.ts';
import { technologyOf } from './savings-form-values.ts';
import { changedInput, figuresOf, savedInput, type WhatIfFigures } from './what-if-input.ts';

type Engine = typeof import('@backoffice/engine');

/** The calculation engine, loaded with the first savings form rather than with the report page. */
function useEngine(): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    let live = true;
    import('@backoffice/engine').then((module) => live && setEngine(module));
    return () => {
      live = false;
    };
  }, []);
  return engine;
}

function useCategoryLists(categoryIds: number[]) {
  return useQueries({
    queries: categoryIds.map((id) => ({
      queryKey: queryKeys.consumptionTechnologies.category(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.get<ConsumptionTechnology[]>(`consumptions/categories/${id}/technologies`, { signal }),
    })),
    combine: (results) => ({
      lists: results.map((result) => result.data),
      ready: results.every((result) => result.isSuccess),
    }),
  });
}

const rows: { label: string; value(f: WhatIfFigures): string }[] = [
  { label: 'Total fuel savings (MT)', value: (f) => formatNumber(f.fuelSavings) },
  {
    label: 'CO2 reduction (MT, %)',
    value: (f) => `${formatNumber(f.co2ReductionInMt)} (${formatNumber(f.co2ReductionInPct)} %)`,
  },
  { label: 'Payback (years)', value: (f) => formatNumber(f.paybackYears) },
  { label: 'Njord Score', value: (f) => String(f.njordScore) },
];

function Figures({ before, after }: { before: WhatIfFigures | null; after: WhatIfFigures }) {
  return (
    <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
      <Text size="xs" c="dimmed" />
      <Text size="xs" c="dimmed">
        Now
      </Text>
      <Text size="xs" c="dimmed">
        With this change
      </Text>
      {rows.map((row) => (
        <WhatIfRow
          key={row.label}
          label={row.label}
          before={before ? row.value(before) : '–'}
          after={row.value(after)}
        />
      ))}
    </SimpleGrid>
  );
}

function WhatIfRow({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <>
      <Text size="sm">{label}</Text>
      <Text size="sm">{before}</Text>
      <Text size="sm" fw={before === after ? undefined : 700} data-testid={`what-if ${label}`}>
        {after}
      </Text>
    </>
  );
}

export interface WhatIfProps {
  report: Report;
  target: SavingsTarget;
  values: SavingsFormValues;
}

/**
 * What the typed values do to the report's totals before saving: the engine computes the report as
 * saved and with this change, in the browser, from the vessel's consumption and rates, the included
 * technologies and the categories' technology order.
 */
export function WhatIf({ report, target, values }: WhatIfProps) {
  const engine = useEngine();
  const included = useIncludedTechnologies(report.id);
  const consumptions = useVesselConsumptions(report.vessel.id);
  const rates = useVesselRates(report.vessel.id);
  const categoryIds = useMemo(() => {
    const ids = new Set(technologyOf(target).consumptionCategories.map((c) => c.id));
    for (const t of included.data ?? []) for (const c of t.technology.consumptionCategories) ids.add(c.id);
    return [...ids].sort((a, b) => a - b);
  }, [target, included.data]);
  const categoryLists = useCategoryLists(categoryIds);

  const saved = useMemo(() => {
    if (!included.data || !consumptions.data || !rates.data || !categoryLists.ready) return null;
    const lists = categoryLists.lists.filter((list) => list !== undefined);
    return savedInput({
      report,
      included: included.data,
      consumptions: consumptions.data,
      rates: rates.data,
      categoryLists: lists,
    });
  }, [report, included.data, consumptions.data, rates.data, categoryLists]);

  if (!engine || !saved) return null;
  const after = figuresOf(engine.calculateReportResults(changedInput(saved, target, values)));
  if (!after) return null;
  const before = figuresOf(engine.calculateReportResults(saved));
  return (
    <Paper withBorder p="sm" role="region" aria-label="Effect on the report">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Effect on the report
        </Text>
        <Figures before={before} after={after} />
      </Stack>
    </Paper>
  );
}
