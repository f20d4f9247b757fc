import type { CalcValueKey } from '@backoffice/contracts';
import type { FormErrors } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { calcFields } from '../../technologies/index.ts';
import { isCalculationField, type SavingsFormValues } from './savings-form-values.ts';
import type { WhatIfIssue } from './what-if.tsx';

const labelOf = (key: string) => calcFields.find((field) => field.key === (key as CalcValueKey))?.label ?? key;

/** The label of a calculation field's path, as the form shows it. */
function labelOfPath(path: string, values: SavingsFormValues): string {
  const fixed = /^vesselTechnologyFixedConsumptionSavings\.(\d+)\./.exec(path);
  if (!fixed) return labelOf(path);
  const entry = values.vesselTechnologyFixedConsumptionSavings[Number(fixed[1])];
  return entry ? `${entry.consumptionCategory.name} – ${entry.consumptionType.name} (MT)` : path;
}

/**
 * The errors the form's own rules find in the fields the calculation reads, as the values are typed
 * (the what-if and Savings (MT) show nothing from input the form would refuse). Null until the
 * contracts' schemas have loaded.
 */
export function useCalculationIssues(
  validate: (values: SavingsFormValues) => FormErrors | Promise<FormErrors>,
  values: SavingsFormValues,
): WhatIfIssue[] | null {
  const [loads, setLoads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` validates again once the schemas are there.
  const errors = useMemo(() => validate(values), [validate, values, loads]);
  useEffect(() => {
    if (!(errors instanceof Promise)) return;
    let live = true;
    errors.then(
      () => live && setLoads((n) => n + 1),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [errors]);
  if (errors instanceof Promise) return null;
  return Object.entries(errors)
    .filter(([path, message]) => isCalculationField(path) && message)
    .map(([path, message]) => ({ label: labelOfPath(path, values), message: String(message) }));
}
