import type { Department } from '@backoffice/contracts';
import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SearchBar } from '../../components/search-bar.tsx';
import { useSearchParam } from '../../components/use-search-param.ts';
import { DepartmentDialog } from './department-dialog.tsx';
import { useDepartments } from './departments-api.ts';

const columns: Column<Department>[] = [
  { key: 'name', header: 'Name', render: (d) => d.name },
  { key: 'city', header: 'City', render: (d) => d.city ?? '-' },
  { key: 'country', header: 'Country', render: (d) => d.country ?? '-' },
  { key: 'users', header: 'Users', render: (d) => d.userCount },
];

type DialogState = { opened: false } | { opened: true; department: Department | null };

export function DepartmentsPage() {
  const [search, setSearch] = useSearchParam();
  const departments = useDepartments(search);
  const [dialog, setDialog] = useState<DialogState>({ opened: false });

  return (
    <Stack>
      <PageTitle
        actions={
          <AppButton leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, department: null })}>
            Create Department
          </AppButton>
        }
      >
        Departments
      </PageTitle>
      <Group>
        <SearchBar value={search} onSearch={setSearch} placeholder="Search by name" />
      </Group>
      <DataTable
        columns={columns}
        rows={departments.data}
        loading={departments.isLoading}
        onRowClick={(department) => setDialog({ opened: true, department })}
      />
      <DepartmentDialog
        opened={dialog.opened}
        department={dialog.opened ? dialog.department : null}
        onClose={() => setDialog({ opened: false })}
      />
    </Stack>
  );
}
