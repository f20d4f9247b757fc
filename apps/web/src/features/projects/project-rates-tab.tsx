import type { ProjectConsumptionRate } from '@backoffice/contracts';
import { Center, Loader } from '@mantine/core';
import { ConsumptionRatesForm, type TypedRate } from '../../components/consumption-rates-form.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { useLoadedProject } from './project-page.tsx';
import { readProjectRates, useProjectRates, useUpdateProjectRates } from './projects-api.ts';

const projectConsumptionRatesRequest = contractSchema((contracts) => contracts.projectConsumptionRatesRequest);

const toRequest = (rates: TypedRate[]) => ({
  consumptionRates: rates.map((rate) => ({
    consumptionType: { id: rate.id },
    price: rate.price,
    co2ConversionConstant: rate.co2ConversionConstant,
  })),
});

const rowsOf = (rates: ProjectConsumptionRate[]) =>
  rates.map((rate) => ({
    id: rate.consumptionType.id,
    label: rate.consumptionType.name,
    price: rate.price,
    co2ConversionConstant: rate.co2ConversionConstant,
  }));

/** Consumption Rates tab: price (USD per MT) and CO2 conversion constant (per MT fuel) per consumption type. */
export function ProjectRatesTab() {
  const project = useLoadedProject();
  const rates = useProjectRates(project.id);
  const update = useUpdateProjectRates(project.id);

  if (!rates.data) {
    return rates.isLoading ? (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    ) : null;
  }
  return (
    <ConsumptionRatesForm
      key={rates.dataUpdatedAt}
      rates={{ rows: rowsOf(rates.data), version: project.consumptionRatesVersion }}
      reload={() => readProjectRates(project.id).then((read) => ({ rows: rowsOf(read.rates), version: read.version }))}
      columns={['price', 'co2ConversionConstant']}
      schema={projectConsumptionRatesRequest}
      toRequest={toRequest}
      submitting={update.isPending}
      onSubmit={(body, form, options) => update.submit(form, body, options)}
    />
  );
}
