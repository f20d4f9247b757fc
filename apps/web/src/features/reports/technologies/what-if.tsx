import type { Report } from '@backoffice/contracts';
import { formatNumber, formatScore } from '@backoffice/contracts';
import { List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useConsumptionCategories } from '../../reference-data/index.ts';
import { useVesselConsumptions, useVesselRates } from '../../vessels/index.ts';
import { useIncludedTechnologies } from './report-technologies-api.ts';
import type { SavingsFormValues, SavingsTarget } from './savings-form-values.ts';
import { technologyOf } from './savings-form-values.ts';
import { useCategoryTechnologyLists } from './what-if-api.ts';
import { changedData, figuresOf, type WhatIfFigures } from './what-if-input.ts';

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

const rows: { label: string; value(f: WhatIfFigures): string }[] = [
  { label: 'Total fuel savings (MT)', value: (f) => formatNumber(f.fuelSavings) },
  {
    label: 'CO2 reduction (MT, %)',
    value: (f) => `${formatNumber(f.co2ReductionInMt)} (${formatNumber(f.co2ReductionInPct)} %)`,
  },
  { label: 'Payback (years)', value: (f) => formatNumber(f.paybackYears) },
  { label: 'Njord Score', value: (f) => formatScore(f.njordScore) },
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

/** What the typed values do: the report's figures now and with them, and this technology's fuel saving. */
export interface WhatIfResult {
  before: WhatIfFigures | null;
  /** null when the report cannot be calculated (no consumption rows). */
  after: WhatIfFigures | null;
  /** The engine's fuel(i) of this technology with the typed values: the form's Savings (MT). */
  savingsInMt: number | null;
}

/**
 * The engine run in the browser on the report as saved and with the typed values, from the vessel's
 * consumption and rates, the included technologies and the categories' technology order, built into
 * the engine's input as the API builds it: the same numbers the results table shows once saved. Null
 * while loading, and while `valid` is false (a figure from input the form refuses would mislead).
 */
export function useWhatIf(
  report: Report,
  target: SavingsTarget,
  values: SavingsFormValues,
  valid: boolean,
): WhatIfResult | null {
  const engine = useEngine();
  const included = useIncludedTechnologies(report.id);
  const consumptions = useVesselConsumptions(report.vessel.id);
  const rates = useVesselRates(report.vessel.id);
  const categories = useConsumptionCategories();
  const categoryIds = useMemo(() => {
    const ids = new Set(technologyOf(target).consumptionCategories.map((c) => c.id));
    for (const t of included.data ?? []) for (const c of t.technology.consumptionCategories) ids.add(c.id);
    return [...ids].sort((a, b) => a - b);
  }, [target, included.data]);
  const categoryLists = useCategoryTechnologyLists(categoryIds);

  const saved = useMemo(() => {
    if (!engine || !included.data || !consumptions.data || !rates.data || !categories.data) return null;
    if (!categoryLists.ready) return null;
    return engine.reportDataFromApi({
      report,
      included: included.data,
      consumptions: consumptions.data,
      rates: rates.data,
      categories: categories.data,
      categoryLists: categoryLists.lists.filter((list) => list !== undefined),
      // The questionnaire (the CII particulars) is not read: no figure here shows the CII.
      questionnaire: null,
    });
  }, [engine, report, included.data, consumptions.data, rates.data, categories.data, categoryLists]);

  const before = useMemo(
    () => (engine && saved ? figuresOf(engine.calculateReportResults(engine.reportCalculationInput(saved))) : null),
    [engine, saved],
  );
  if (!engine || !saved || !valid) return null;
  const results = engine.calculateReportResults(engine.reportCalculationInput(changedData(saved, target, values)));
  const id = technologyOf(target).id;
  const savingsInMt = results.canCalculate
    ? (results.technologyTotals.find((total) => total.technology.id === id)?.fuelSavingsInMt ?? 0)
    : null;
  return { before, after: figuresOf(results), savingsInMt };
}

/** A field the what-if needs fixed: its label and its message. */
export interface WhatIfIssue {
  label: string;
  message: string;
}

export interface WhatIfProps {
  whatIf: WhatIfResult | null;
  /** The calculation's fields in error: then no figures, only these. */
  issues: WhatIfIssue[];
}

/** What the typed values do to the report's totals before saving, or which fields to fix first. */
export function WhatIf({ whatIf, issues }: WhatIfProps) {
  if (issues.length > 0) {
    return (
      <Paper withBorder p="sm" role="region" aria-label="Effect on the report">
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Effect on the report
          </Text>
          <Text size="sm">Fix these fields to see the effect on the report:</Text>
          <List size="sm">
            {issues.map((issue) => (
              <List.Item key={issue.label}>
                {issue.label}: {issue.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    );
  }
  if (!whatIf?.after) return null;
  return (
    <Paper withBorder p="sm" role="region" aria-label="Effect on the report">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Effect on the report
        </Text>
        <Figures before={whatIf.before} after={whatIf.after} />
      </Stack>
    </Paper>
  );
}
