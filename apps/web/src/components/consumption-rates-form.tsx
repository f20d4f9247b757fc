import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ApiError } from '../api/api-error.ts';
import { AppButton } from './app-button.tsx';
import { type FormSchema, validateAs } from './form-validation.ts';
import { numberText, parseNumberText } from './number-text.ts';
import type { ServerErrorForm } from './server-errors.ts';
import { StaleSaveNotice, useVersionedForm } from './use-versioned-form.tsx';

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

/** The rates as saved, with the version of the list (the project's or vessel's `consumptionRatesVersion`). */
interface SavedRates {
  rows: RateRow[];
  version: number;
}

export interface ConsumptionRatesFormProps<Body> {
  rates: SavedRates;
  /** Reads the rates and their version afresh (a stale save's Reload). */
  reload(): Promise<SavedRates>;
  /** Column order after the consumption type. */
  columns: Column[];
  /** The request schema; its paths must be `consumptionRates.<index>.price` and `….co2ConversionConstant`. */
  schema: FormSchema & { parse(input: unknown): Body };
  toRequest(rates: TypedRate[]): unknown;
  submitting: boolean;
  /**
   * Sends the body (with the version); the form takes the server's field errors
   * (`consumptionRates.<index>.…`) and a stale save's 409 (`onConflict`).
   */
  onSubmit(body: Body, form: ServerErrorForm, options: { onConflict(error: ApiError): boolean }): void;
}

const valuesOf = (rates: SavedRates) => ({
  consumptionRates: rates.rows.map((row) => ({
    id: row.id,
    label: row.label,
    price: numberText(row.price),
    co2ConversionConstant: numberText(row.co2ConversionConstant),
  })),
});

/** Price and CO2 conversion constant per consumption type, both required numbers, with Update. */
export function ConsumptionRatesForm<Body extends object>({
  rates,
  reload,
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
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: rates,
    valuesOf,
    reload,
    validate: validateAs(typed, schema),
    guardsPage: true,
  });

  if (!rates.rows.length) return <Text c="dimmed">No consumption types</Text>;

  // The answer is the list without its version: the page reads it again, and the form, started
  // afresh with the saved rates, takes it (useStaleSave takes a newer version of the same values).
  const submit = onValidSubmit((values) =>
    onSubmit(stale.versioned(schema.parse(typed(values))), form, { onConflict: stale.onConflict }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
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
