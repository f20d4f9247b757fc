import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { fieldLabel } from '../../../components/form-field.tsx';
import { hasFixedSavings, type SavingsFormValues } from './savings-form-values.ts';

/**
 * Optional fixed savings in MT per consumption category of the technology and consumption type of
 * the vessel. Once one is above 0, Savings (%) becomes 0 (and read-only).
 */
export function FixedSavingsFields({ form }: { form: UseFormReturnType<SavingsFormValues> }) {
  const entries = form.values.vesselTechnologyFixedConsumptionSavings;
  if (entries.length === 0) return null;

  const change = (index: number, text: string) => {
    const next = entries.map((entry, i) => (i === index ? { ...entry, fixedCalcSavingsInMt: text } : entry));
    form.setFieldValue('vesselTechnologyFixedConsumptionSavings', next);
    if (hasFixedSavings({ ...form.values, vesselTechnologyFixedConsumptionSavings: next })) {
      form.setFieldValue('calcSavings', '0');
    }
  };

  return (
    <Stack gap={6} role="group" aria-label="Fixed savings (MT)">
      <Text size="sm" fw={500}>
        Fixed savings (MT) per consumption category and type
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        {entries.map((entry, index) => {
          const path = `vesselTechnologyFixedConsumptionSavings.${index}.fixedCalcSavingsInMt`;
          const error = form.errors[path];
          const label = `${entry.consumptionCategory.name} – ${entry.consumptionType.name} (MT)`;
          return (
            <TextInput
              key={`${entry.consumptionCategory.id}-${entry.consumptionType.id}`}
              label={fieldLabel(label, error)}
              aria-label={label}
              value={entry.fixedCalcSavingsInMt}
              onChange={(event) => change(index, event.currentTarget.value)}
              error={error}
              inputMode="decimal"
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
