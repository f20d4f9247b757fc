import type { UserListItem } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { useSearchParam } from '../../components/use-search-param.ts';
import { roleLabel } from './role-options.ts';
import { useUsers } from './users-api.ts';

const columns: Column<UserListItem>[] = [
  { key: 'name', header: 'Name', render: (u) => u.fullName },
  { key: 'email', header: 'E-mail', render: (u) => u.email },
  { key: 'role', header: 'Role', render: (u) => roleLabel(u.role) },
  { key: 'department', header: 'Department', render: (u) => u.department?.name ?? '-' },
];

export function UsersPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParam();
  const users = useUsers(search);
  return (
    <Stack>
      <PageTitle
        actions={
          <AppButton leftSection={<IconPlus size={16} />} onClick={() => navigate('/users/create')}>
            Create User
          </AppButton>
        }
      >
        Users
      </PageTitle>
      <Group>
        <SearchBar value={search} onSearch={setSearch} placeholder="Search by name or e-mail" />
      </Group>
      <DataTable
        columns={columns}
        rows={users.data}
        loading={users.isLoading}
        onRowClick={(user) => navigate(`/users/${user.id}`)}
      />
    </Stack>
  );
}
