import type { ConsumptionCategory } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { useSearchParam } from '../../components/use-search-param.ts';
import { filterByName, useConsumptionCategories } from './reference-data-api.ts';

const columns: Column<ConsumptionCategory>[] = [
  { key: 'name', header: 'Name', render: (c) => c.name },
  { key: 'shortName', header: 'Short name', render: (c) => c.shortName },
];

export function ConsumptionCategoriesPage() {
  const [search, setSearch] = useSearchParam();
  const categories = useConsumptionCategories();
  const navigate = useNavigate();
  return (
    <Stack>
      <PageTitle>Consumption Categories</PageTitle>
      <Group>
        <SearchBar value={search} onSearch={setSearch} placeholder="Search by name" />
      </Group>
      <DataTable
        columns={columns}
        rows={filterByName(categories.data, search)}
        loading={categories.isLoading}
        onRowClick={(category) => navigate(`/consumption-categories/${category.id}`)}
      />
    </Stack>
  );
}
