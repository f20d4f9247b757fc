import type { Customer } from '@backoffice/contracts';
import { Anchor, Card, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmArchive } from '../../components/confirm-archive.tsx';
import { customerPaths } from '../../components/customer-paths.ts';
import { leaveWithoutAsking } from '../../components/unsaved-changes.tsx';
import { useRecord } from '../../components/use-record.ts';
import { CustomerTabs } from '../fleet/index.ts';
import { ContactsPanel } from './contacts-panel.tsx';
import { useArchiveCustomer } from './customer-archive-api.ts';
import { CustomerDialog } from './customer-dialog.tsx';
import { CustomerProjects } from './customer-projects.tsx';
import { useCustomer } from './customers-api.ts';

// Below the page's content: loaded just after the page, not in its first download.
const HistoryCard = lazy(() => import('../history/index.ts').then((m) => ({ default: m.HistoryCard })));

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{value || '-'}</Text>
    </div>
  );
}

function CustomerPanel({ customer }: { customer: Customer }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Title order={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {customer.name}
        </Title>
        <AppButton
          variant="secondary"
          condensed
          style={{ flexShrink: 0 }}
          leftSection={<IconPencil size={14} />}
          onClick={() => setEditing(true)}
        >
          Edit
        </AppButton>
      </Group>
      <Stack gap="sm">
        <Field label="Address" value={customer.address} />
        <Field label="Note" value={customer.note} />
      </Stack>
      <CustomerDialog opened={editing} customer={customer} onClose={() => setEditing(false)} />
    </Card>
  );
}

export function CustomerDetailsPage() {
  const id = Number(useParams().customerId);
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const archive = useArchiveCustomer();
  const [archiving, setArchiving] = useState(false);

  useRecord(customer);
  if (!customer.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }

  return (
    <>
      <CustomerTabs customerId={id} active="client" />
      <Stack gap="xl">
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CustomerPanel customer={customer.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ContactsPanel customerId={id} />
          </Grid.Col>
        </Grid>
        <CustomerProjects customerId={id} />
        <Suspense fallback={null}>
          <HistoryCard recordType="customer" recordId={id} />
        </Suspense>
        <Group>
          <Anchor component="button" type="button" c="red" onClick={() => setArchiving(true)}>
            Archive Client
          </Anchor>
        </Group>
        <ConfirmArchive
          opened={archiving}
          title="Archive Client"
          archive={() => archive.mutateAsync({ id, version: customer.data.version })}
          onCancel={() => setArchiving(false)}
          onArchived={() => navigate(customerPaths.customers, leaveWithoutAsking)}
        />
      </Stack>
    </>
  );
}
