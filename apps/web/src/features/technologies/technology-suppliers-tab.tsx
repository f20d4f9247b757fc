import { catalogueMessages, type TechnologySupplier } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { useRemoveTechnologySupplier, useTechnologySuppliers } from './technologies-api.ts';
import { useLoadedTechnology } from './technology-page.tsx';
import { TechnologySupplierDialog } from './technology-supplier-dialog.tsx';

type SupplierRow = TechnologySupplier['supplier'];

/** The technology's suppliers: add by choosing one, remove after confirmation. */
export function TechnologySuppliersTab() {
  const technology = useLoadedTechnology();
  const links = useTechnologySuppliers(technology.id);
  const remove = useRemoveTechnologySupplier(technology.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SupplierRow | null>(null);
  const rows = links.data?.map((link) => link.supplier);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
  };

  const columns: Column<SupplierRow>[] = [
    { key: 'name', header: 'Name', render: (s) => s.name },
    { key: 'country', header: 'Country', render: (s) => s.country ?? '-' },
    {
      key: 'actions',
      header: '',
      render: (s) => (
        <Group justify="flex-end">
          <AppButton condensed variant="tertiary" aria-label={`Remove ${s.name}`} onClick={() => setRemoving(s)}>
            Remove
          </AppButton>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="flex-end">
        <AppButton leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add Supplier
        </AppButton>
      </Group>
      <DataTable columns={columns} rows={rows} loading={links.isLoading} emptyText="No suppliers" />
      <TechnologySupplierDialog
        opened={adding}
        technologyId={technology.id}
        linkedIds={rows?.map((s) => s.id) ?? []}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        opened={removing !== null}
        message={catalogueMessages.removeSupplierConfirm}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
