import { Center, Loader } from '@mantine/core';
import { contractSchema } from '../../components/contract-schemas.ts';
import { ConsumptionRatesForm, type TypedRate } from './consumption-rates-form.tsx';
import { useLoadedProject } from './project-page.tsx';
import { useProjectRates, useUpdateProjectRates } from './projects-api.ts';

const projectConsumptionRatesRequest = contractSchema((contracts) => contracts.projectConsumptionRatesRequest);

const toRequest = (rates: TypedRate[]) => ({
  consumptionRates: rates.map((rate) => ({
    consumptionType: { id: rate.id },
    price: rate.price,
    co2ConversionConstant: rate.co2ConversionConstant,
  })),
});

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
  const rows = rates.data.map((rate) => ({
    id: rate.consumptionType.id,
    label: rate.consumptionType.name,
    price: rate.price,
    co2ConversionConstant: rate.co2ConversionConstant,
  }));
  return (
    <ConsumptionRatesForm
      key={rates.dataUpdatedAt}
      rows={rows}
      columns={['price', 'co2ConversionConstant']}
      schema={projectConsumptionRatesRequest}
      toRequest={toRequest}
      submitting={update.isPending}
      onSubmit={(body, form) => update.submit(form, body)}
    />
  );
}
