import { type ConsumptionTechnology, moveConsumptionTechnology, nextCalculationSequence } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useRecord } from '../../components/use-record.ts';
import { useConsumptionCategories } from '../reference-data/index.ts';
import { AddTechnologyForm } from './add-technology-form.tsx';
import { useConsumptionTechnologies, useSaveConsumptionTechnologies } from './consumption-technologies-api.ts';

type Entry = { calculationSequence: number; technology: { id: number } };

interface Handlers {
  saving: boolean;
  move(index: number, direction: 'up' | 'down'): void;
  remove(entry: ConsumptionTechnology): void;
}

function columnsOf(
  entries: ConsumptionTechnology[],
  { saving, move, remove }: Handlers,
): Column<ConsumptionTechnology>[] {
  const position = (entry: ConsumptionTechnology) => entries.indexOf(entry);
  return [
    { key: 'position', header: '#', render: (entry) => position(entry) + 1 },
    { key: 'name', header: 'Technology', render: (entry) => entry.technology.name },
    { key: 'shortName', header: 'Short name', render: (entry) => entry.technology.shortName },
    {
      key: 'actions',
      header: '',
      render: (entry) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <AppButton
            condensed
            variant="secondary"
            leftSection={<IconArrowUp size={14} />}
            disabled={saving || position(entry) === 0}
            onClick={() => move(position(entry), 'up')}
          >
            Up
          </AppButton>
          <AppButton
            condensed
            variant="secondary"
            leftSection={<IconArrowDown size={14} />}
            disabled={saving || position(entry) === entries.length - 1}
            onClick={() => move(position(entry), 'down')}
          >
            Down
          </AppButton>
          <AppButton
            condensed
            variant="tertiary"
            leftSection={<IconTrash size={14} />}
            disabled={saving}
            onClick={() => remove(entry)}
          >
            Remove
          </AppButton>
        </Group>
      ),
    },
  ];
}

/** A consumption category's technologies in calculation order: reorder, add and remove. */
export function ConsumptionCategoryPage() {
  const id = Number(useParams().id);
  const categories = useConsumptionCategories();
  const category = categories.data?.find((c) => c.id === id);
  const technologies = useConsumptionTechnologies(id);
  const save = useSaveConsumptionTechnologies(id);
  const [removing, setRemoving] = useState<ConsumptionTechnology | null>(null);
  const entries = technologies.data ?? [];

  useRecord(categories, (list) => list.some((c) => c.id === id));

  const saveList = (list: readonly Entry[], options: { onSuccess?(): void; onSettled?(): void } = {}) => {
    const body = list.map(({ calculationSequence, technology }) => ({
      calculationSequence,
      consumptionCategory: { id },
      technology: { id: technology.id },
    }));
    save.mutate({ body, version: category?.version }, options);
  };

  const columns = columnsOf(entries, {
    saving: save.isPending,
    move: (index, direction) => saveList(moveConsumptionTechnology(entries, index, direction)),
    remove: setRemoving,
  });

  const add = (technology: { id: number }, added: () => void) =>
    saveList([...entries, { calculationSequence: nextCalculationSequence(entries), technology }], {
      onSuccess: added,
    });

  const confirmRemove = () => {
    if (!removing) return;
    saveList(
      entries.filter((entry) => entry.id !== removing.id),
      { onSettled: () => setRemoving(null) },
    );
  };

  return (
    <Stack>
      <PageTitle>{category?.name ?? '…'}</PageTitle>
      <DataTable
        columns={columns}
        rows={technologies.data}
        loading={technologies.isLoading}
        emptyText="No technologies in this category"
      />
      <AddTechnologyForm entries={entries} saving={save.isPending} onAdd={add} />
      <ConfirmDialog
        opened={removing !== null}
        message={`Are you sure you want to remove ${removing?.technology.name ?? ''} from ${category?.name ?? 'this category'}?`}
        loading={save.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
