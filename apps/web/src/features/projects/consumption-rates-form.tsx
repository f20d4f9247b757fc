import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppButton } from '../../components/app-button.tsx';
import { type FormSchema, notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { numberText, parseNumberText } from '../../components/number-text.ts';
import type { ServerErrorForm } from '../../components/server-errors.ts';
import { useUnsavedChanges } from '../../components/unsaved-changes.tsx';

interface RateRow {
  /** The id the request refers to (consumption type or project consumption rate). */
  id: number;
  label: string;
  price: number;
  co2ConversionConstant: number;
}

export interface TypedRate {
  id: number;
  price: number | null;
  co2ConversionConstant: number | null;
}

type Column = 'price' | 'co2ConversionConstant';

const headers: Record<Column, string> = {
  price: 'Price (USD per MT)',
  co2ConversionConstant: 'CO2 conversion constant (per MT fuel)',
};

interface FormRow {
  id: number;
  label: string;
  price: string;
  co2ConversionConstant: string;
}

export interface ConsumptionRatesFormProps<Body> {
  rows: RateRow[];
  /** Column order after the consumption type. */
  columns: Column[];
  /** The request schema; its paths must be `consumptionRates.<index>.price` and `….co2ConversionConstant`. */
  schema: FormSchema & { parse(input: unknown): Body };
  toRequest(rates: TypedRate[]): unknown;
  submitting: boolean;
  /** Sends the body; the form takes the server's field errors (`consumptionRates.<index>.…`). */
  onSubmit(body: Body, form: ServerErrorForm): void;
}

/** Price and CO2 conversion constant per consumption type, both required numbers, with Update. */
export function ConsumptionRatesForm<Body>({
  rows,
  columns,
  schema,
  toRequest,
  submitting,
  onSubmit,
}: ConsumptionRatesFormProps<Body>) {
  const typed = (values: { consumptionRates: FormRow[] }) =>
    toRequest(
      values.consumptionRates.map((row) => ({
        id: row.id,
        price: parseNumberText(row.price),
        co2ConversionConstant: parseNumberText(row.co2ConversionConstant),
      })),
    );
  const form = useForm<{ consumptionRates: FormRow[] }>({
    initialValues: {
      consumptionRates: rows.map((row) => ({
        id: row.id,
        label: row.label,
        price: numberText(row.price),
        co2ConversionConstant: numberText(row.co2ConversionConstant),
      })),
    },
    validate: validateAs(typed, schema),
  });
  useUnsavedChanges(form.isDirty());

  if (!rows.length) return <Text c="dimmed">No consumption types</Text>;

  const submit = form.onSubmit((values) => onSubmit(schema.parse(typed(values)), form), notifyFormInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Consumption type</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column}>{headers[column]} *</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.consumptionRates.map((row, index) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.label}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <TextInput
                        {...form.getInputProps(`consumptionRates.${index}.${column}`)}
                        aria-label={`${row.label} ${headers[column]}`}
                        inputMode="decimal"
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <AppButton type="submit" loading={submitting}>
            Update
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
