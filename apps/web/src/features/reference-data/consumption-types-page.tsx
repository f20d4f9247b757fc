import type { ConsumptionType } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { useSearchParam } from '../../components/use-search-param.ts';
import { ConsumptionTypeDialog } from './consumption-type-dialog.tsx';
import { filterByName, useConsumptionTypes } from './reference-data-api.ts';

const columns: Column<ConsumptionType>[] = [
  { key: 'name', header: 'Name', render: (t) => t.name },
  { key: 'shortName', header: 'Short name', render: (t) => t.shortName },
  { key: 'price', header: 'Default price (USD per MT)', render: (t) => t.defaultPrice },
  { key: 'co2', header: 'Default CO2 conversion (per MT fuel)', render: (t) => t.defaultCo2ConversionConstant },
  { key: 'fuelKind', header: 'Fuel kind', render: (t) => t.fuelKind ?? 'Not set' },
];

type DialogState = { opened: false } | { opened: true; consumptionType: ConsumptionType | null };

export function ConsumptionTypesPage() {
  const [search, setSearch] = useSearchParam();
  const consumptionTypes = useConsumptionTypes();
  const [dialog, setDialog] = useState<DialogState>({ opened: false });

  return (
    <Stack>
      <PageTitle
        actions={
          <AppButton
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ opened: true, consumptionType: null })}
          >
            Create Consumption Type
          </AppButton>
        }
      >
        Consumption Types
      </PageTitle>
      <Group>
        <SearchBar value={search} onSearch={setSearch} placeholder="Search by name" />
      </Group>
      <DataTable
        columns={columns}
        rows={filterByName(consumptionTypes.data, search)}
        loading={consumptionTypes.isLoading}
        onRowClick={(consumptionType) => setDialog({ opened: true, consumptionType })}
      />
      <ConsumptionTypeDialog
        opened={dialog.opened}
        consumptionType={dialog.opened ? dialog.consumptionType : null}
        onClose={() => setDialog({ opened: false })}
      />
    </Stack>
  );
}
