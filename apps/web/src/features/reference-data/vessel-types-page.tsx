import type { VesselType } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { useSearchParam } from '../../components/use-search-param.ts';
import { filterByName, useVesselTypes } from './reference-data-api.ts';
import { VesselTypeDialog } from './vessel-type-dialog.tsx';

const columns: Column<VesselType>[] = [
  { key: 'name', header: 'Name', render: (t) => t.name },
  { key: 'shortName', header: 'Short name', render: (t) => t.shortName },
];

type DialogState = { opened: false } | { opened: true; vesselType: VesselType | null };

export function VesselTypesPage() {
  const [search, setSearch] = useSearchParam();
  const vesselTypes = useVesselTypes();
  const [dialog, setDialog] = useState<DialogState>({ opened: false });

  return (
    <Stack>
      <PageTitle
        actions={
          <AppButton leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, vesselType: null })}>
            Create Vessel Type
          </AppButton>
        }
      >
        Vessel Types
      </PageTitle>
      <Group>
        <SearchBar value={search} onSearch={setSearch} placeholder="Search by name" />
      </Group>
      <DataTable
        columns={columns}
        rows={filterByName(vesselTypes.data, search)}
        loading={vesselTypes.isLoading}
        onRowClick={(vesselType) => setDialog({ opened: true, vesselType })}
      />
      <VesselTypeDialog
        opened={dialog.opened}
        vesselType={dialog.opened ? dialog.vesselType : null}
        onClose={() => setDialog({ opened: false })}
      />
    </Stack>
  );
}
