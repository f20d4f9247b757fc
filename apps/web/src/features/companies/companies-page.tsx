import { Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { useSearchParam } from '../../components/use-search-param.ts';
import { type Company, type CompanyKind, companyKinds, useCompanies } from './companies-api.ts';
import { CompanyDialog } from './company-dialog.tsx';

const columns: Column<Company>[] = [
  { key: 'name', header: 'Name', render: (c) => c.name },
  { key: 'country', header: 'Country', render: (c) => c.country ?? '-' },
  {
    key: 'description',
    header: 'Description',
    render: (c) => (
      <Text size="sm" truncate="end" maw={480} title={c.description ?? undefined}>
        {c.description ?? '-'}
      </Text>
    ),
  },
];

type DialogState = { opened: false } | { opened: true; company: Company | null };

/** The suppliers or makers list: server search, and a create/edit dialog on the button or a row. */
export function CompaniesPage({ kind }: { kind: CompanyKind }) {
  const text = companyKinds[kind];
  const [search, setSearch] = useSearchParam();
  const companies = useCompanies(kind, search);
  const [dialog, setDialog] = useState<DialogState>({ opened: false });

  return (
    <Stack>
      <PageTitle
        actions={
          <AppButton leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, company: null })}>
            {`Create ${text.singular}`}
          </AppButton>
        }
      >
        {text.title}
      </PageTitle>
      <Group>
        <SearchBar value={search} onSearch={setSearch} placeholder="Search by name" />
      </Group>
      <DataTable
        columns={columns}
        rows={companies.data}
        loading={companies.isLoading}
        onRowClick={(company) => setDialog({ opened: true, company })}
      />
      <CompanyDialog
        kind={kind}
        opened={dialog.opened}
        company={dialog.opened ? dialog.company : null}
        onClose={() => setDialog({ opened: false })}
      />
    </Stack>
  );
}
