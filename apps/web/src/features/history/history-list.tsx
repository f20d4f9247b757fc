import type { HistoryEntry } from '@backoffice/contracts';
import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { type HistoryFilter, useHistory } from './history-api.ts';
import { HistoryEntries } from './history-entries.tsx';

export interface HistoryListProps {
  filter: HistoryFilter;
  recordOf?(entry: HistoryEntry): ReactNode;
  emptyText?: string;
}

/** The entries of a filter, newest first, with 'Load more' while older ones remain. */
export function HistoryList({ filter, recordOf, emptyText = 'No changes recorded yet' }: HistoryListProps) {
  const history = useHistory(filter);
  if (!history.data) {
    return (
      <Center py="md">
        {history.isError ? (
          <Text size="sm" c="dimmed">
            The history could not be read
          </Text>
        ) : (
          <Loader size="sm" />
        )}
      </Center>
    );
  }
  const entries = history.data.pages.flat();
  if (!entries.length) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <HistoryEntries entries={entries} recordOf={recordOf} />
      {history.hasNextPage && (
        <Group justify="center">
          <AppButton variant="secondary" loading={history.isFetchingNextPage} onClick={() => history.fetchNextPage()}>
            Load more
          </AppButton>
        </Group>
      )}
    </Stack>
  );
}
