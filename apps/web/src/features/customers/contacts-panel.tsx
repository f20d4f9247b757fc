import type { Contact } from '@backoffice/contracts';
import { Card, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { ContactDialog } from './contact-dialog.tsx';
import { useContacts } from './customers-api.ts';

const columns: Column<Contact>[] = [
  { key: 'name', header: 'Name', render: (c) => c.name },
  { key: 'title', header: 'Title', render: (c) => c.title ?? '-' },
  { key: 'email', header: 'Email', render: (c) => c.email ?? '-' },
  { key: 'phone', header: 'Phone', render: (c) => c.phone ?? '-' },
];

type DialogState = { opened: false } | { opened: true; contact: Contact | null };

export function ContactsPanel({ customerId }: { customerId: number }) {
  const contacts = useContacts(customerId);
  const [dialog, setDialog] = useState<DialogState>({ opened: false });
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Group justify="space-between" mb="xs">
        <CardTitle>Contacts</CardTitle>
        <AppButton
          condensed
          leftSection={<IconPlus size={14} />}
          onClick={() => setDialog({ opened: true, contact: null })}
        >
          Add
        </AppButton>
      </Group>
      <DataTable
        columns={columns}
        rows={contacts.data}
        loading={contacts.isLoading}
        emptyText="No contacts"
        onRowClick={(contact) => setDialog({ opened: true, contact })}
      />
      <ContactDialog
        opened={dialog.opened}
        customerId={customerId}
        contact={dialog.opened ? dialog.contact : null}
        onClose={() => setDialog({ opened: false })}
      />
    </Card>
  );
}
