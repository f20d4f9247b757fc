import type { TechnologyMaker } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { useFocusReturnAfter } from '../../components/use-focus-return-after.ts';
import { calcFields } from './calc-fields.ts';
import { useTechnologyMakers } from './technologies-api.ts';
import { useLoadedTechnology } from './technology-page.tsx';

// Opened on a click: the dialog and its form are not part of the tab's first load.
const TechnologyMakerDialog = lazy(() =>
  import('./technology-maker-dialog.tsx').then((m) => ({ default: m.TechnologyMakerDialog })),
);

type MakerRow = TechnologyMaker & { id: number };

const templateNames = (link: TechnologyMaker) =>
  [link.calculationTemplateFile?.name, link.wordTemplateFile?.name].filter(Boolean).join(', ') || '-';

const columns: Column<MakerRow>[] = [
  { key: 'maker', header: 'Maker', render: (link) => link.maker.name },
  ...calcFields.map(({ key, label }) => ({ key, header: label, render: (link: MakerRow) => link[key] })),
  { key: 'templates', header: 'Templates', render: templateNames },
];

type DialogState = { opened: false } | { opened: true; link: TechnologyMaker | null };

/** The technology's makers: Add Maker and a row click open the maker dialog. */
export function TechnologyMakersTab() {
  const technology = useLoadedTechnology();
  const links = useTechnologyMakers(technology.id);
  const [dialog, setDialog] = useState<DialogState>({ opened: false });
  // The dialog is mounted only while open: on its close, focus goes back to Add Maker or the row.
  useFocusReturnAfter(dialog.opened);
  const rows = links.data?.map((link) => ({ ...link, id: link.maker.id }));

  return (
    <Stack>
      <Group justify="flex-end">
        <AppButton leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, link: null })}>
          Add Maker
        </AppButton>
      </Group>
      <DataTable
        columns={columns}
        rows={rows}
        loading={links.isLoading}
        emptyText="No makers"
        onRowClick={(link) => setDialog({ opened: true, link })}
      />
      {dialog.opened && (
        <Suspense fallback={null}>
          <TechnologyMakerDialog
            opened
            technology={technology}
            link={dialog.link}
            linkedIds={rows?.map((row) => row.id) ?? []}
            onClose={() => setDialog({ opened: false })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
