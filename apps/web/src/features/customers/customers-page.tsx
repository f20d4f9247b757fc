import type { CustomerListItem } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { useSearchParam } from '../../components/use-search-param.ts';
import { CustomerDialog } from './customer-dialog.tsx';
import { useCustomers } from './customers-api.ts';

const columns: Column<CustomerListItem>[] = [
  { key: 'name', header: 'Name', render: (c) => c.name },
  { key: 'address', header: 'Address', render: (c) => c.address ?? '-' },
  { key: 'projects', header: 'Projects', render: (c) => c.projectCount },
];

export function CustomersPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParam();
  // A new search starts at the first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const customers = useCustomers(search, page);
  const [creating, setCreating] = useState(false);

  return (
    <Stack>
      <PageTitle
        actions={
          <AppButton leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New Client
          </AppButton>
        }
      >
        Clients
      </PageTitle>
      <Group>
        <SearchBar value={search} onSearch={setSearch} placeholder="Search by name" />
      </Group>
      <DataTable
        columns={columns}
        rows={customers.data?.items}
        loading={customers.isLoading}
        serverPaging={{
          total: customers.data?.total ?? 0,
          page,
          onPageChange: (value) => setPaging({ search, page: value }),
        }}
        onRowClick={(customer) => navigate(`/customers/${customer.id}`)}
      />
      <CustomerDialog
        opened={creating}
        customer={null}
        onClose={() => setCreating(false)}
        onSaved={(customer) => navigate(`/customers/${customer.id}`)}
      />
    </Stack>
  );
}
