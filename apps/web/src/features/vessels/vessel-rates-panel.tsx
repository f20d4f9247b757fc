import type { Vessel, VesselConsumptionRate } from '@backoffice/contracts';
import { Card, Center, Loader } from '@mantine/core';
import { CardTitle } from '../../components/card-title.tsx';
import { ConsumptionRatesForm, type TypedRate } from '../../components/consumption-rates-form.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { readVesselRates, useUpdateVesselRates, useVesselRates } from './vessels-api.ts';

const vesselConsumptionRatesRequest = contractSchema((contracts) => contracts.vesselConsumptionRatesRequest);

const toRequest = (rates: TypedRate[]) => ({
  consumptionRates: rates.map((rate) => ({
    projectConsumptionRate: { id: rate.id },
    price: rate.price,
    co2ConversionConstant: rate.co2ConversionConstant,
  })),
});

const rowsOf = (rates: VesselConsumptionRate[]) =>
  rates.map((rate) => ({
    id: rate.projectConsumptionRate.id,
    label: rate.projectConsumptionRate.consumptionType.name,
    price: rate.price,
    co2ConversionConstant: rate.co2ConversionConstant,
  }));

/** The vessel consumption form: CO2 conversion (per MT fuel) and price (USD/MT) per consumption type. */
export function VesselRatesPanel({ vessel }: { vessel: Vessel }) {
  const rates = useVesselRates(vessel.id);
  const update = useUpdateVesselRates(vessel.id);
  return (
    <Card component="section" aria-label="Consumption Rates" withBorder padding="md" radius="md">
      <CardTitle mb="sm">Consumption Rates</CardTitle>
      {rates.data ? (
        <ConsumptionRatesForm
          key={rates.dataUpdatedAt}
          rates={{ rows: rowsOf(rates.data), version: vessel.consumptionRatesVersion }}
          reload={() =>
            readVesselRates(vessel.id).then((read) => ({ rows: rowsOf(read.rates), version: read.version }))
          }
          columns={['co2ConversionConstant', 'price']}
          schema={vesselConsumptionRatesRequest}
          toRequest={toRequest}
          submitting={update.isPending}
          onSubmit={(body, form, options) => update.submit(form, body, options)}
        />
      ) : (
        rates.isLoading && (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        )
      )}
    </Card>
  );
}
