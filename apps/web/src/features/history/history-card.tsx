import type { HistoryRecordType } from '@backoffice/contracts';
import { Box, Card, Center, Group, Loader, type MantineSpacing } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';

// The list and its calls load when the card is opened: the page's first load does not grow.
const HistoryList = lazy(() => import('./history-list.tsx').then((m) => ({ default: m.HistoryList })));

export interface HistoryCardProps {
  recordType: HistoryRecordType;
  recordId: number;
  /** The card's title: 'History', or whose history it is on a page with several. */
  title?: string;
  mt?: MantineSpacing;
}

/** A record's history, closed until asked for: who changed what, when, before → after. */
export function HistoryCard({ recordType, recordId, title = 'History', mt }: HistoryCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card component="section" aria-label={title} withBorder padding="md" radius="md" mt={mt}>
      <Group justify="space-between">
        <CardTitle>{title}</CardTitle>
        <AppButton variant="secondary" condensed aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide history' : 'Show history'}
        </AppButton>
      </Group>
      {open && (
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" />
            </Center>
          }
        >
          <Box mt="sm">
            <HistoryList filter={{ recordType, recordId }} />
          </Box>
        </Suspense>
      )}
    </Card>
  );
}
