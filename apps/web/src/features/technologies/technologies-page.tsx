import type { Technology } from '@backoffice/contracts';
import { Group, Image, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { useSearchParam } from '../../components/use-search-param.ts';
import { useTechnologies } from './technologies-api.ts';

const columns: Column<Technology>[] = [
  {
    key: 'icon',
    header: 'Icon',
    render: (t) =>
      t.icon?.fileUrl ? <Image src={t.icon.fileUrl} alt={`${t.name} icon`} h={24} w={24} fit="contain" /> : null,
  },
  { key: 'name', header: 'Name', render: (t) => t.name },
  { key: 'shortName', header: 'Short name', render: (t) => t.shortName },
  { key: 'savingsCategory', header: 'Savings category', render: (t) => t.savingsCategory?.name ?? '-' },
  { key: 'maturity', header: 'Maturity', render: (t) => t.technologyMaturityLevel ?? '-' },
  {
    key: 'consumptionCategories',
    header: 'Consumption categories',
    render: (t) => t.consumptionCategories.map((category) => category.shortName).join(', ') || '-',
  },
];

/** The technology catalogue with search. */
export function TechnologiesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParam();
  const technologies = useTechnologies(search);
  return (
    <Stack>
      <PageTitle
        actions={
          <AppButton leftSection={<IconPlus size={16} />} onClick={() => navigate('/technologies/create')}>
            Create Technology
          </AppButton>
        }
      >
        Technologies
      </PageTitle>
      <Group>
        <SearchBar value={search} onSearch={setSearch} placeholder="Search by name" />
      </Group>
      <DataTable
        columns={columns}
        rows={technologies.data}
        loading={technologies.isLoading}
        onRowClick={(technology) => navigate(`/technologies/${technology.id}`)}
      />
    </Stack>
  );
}
