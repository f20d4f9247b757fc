import { formatDateTime, type HistoryEntry } from '@backoffice/contracts';
import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { changeValueText, historyActionText } from './history-words.ts';

function Changes({ entry }: { entry: HistoryEntry }) {
  // A sign-in's provider is named in its Action column.
  if (!entry.changes.length || entry.action === 'signedIn') return null;
  return (
    <Stack gap={2}>
      {entry.changes.map((change, index) => (
        // Fields may repeat in one entry (two rows of a list): their place tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the changes of an entry never change
        <Text key={index} size="sm">
          <Text span inherit fw={500}>
            {change.field}:
          </Text>{' '}
          {changeValueText(change.before)} → {changeValueText(change.after)}
        </Text>
      ))}
    </Stack>
  );
}

export interface HistoryEntriesProps {
  entries: HistoryEntry[];
  /** A column naming each entry's record (the admin's Activity): its link, or its name. */
  recordOf?(entry: HistoryEntry): ReactNode;
}

/** History entries, newest first: when, who, what was done, and each field's value before → after. */
export function HistoryEntries({ entries, recordOf }: HistoryEntriesProps) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            {recordOf && <Table.Th>Record</Table.Th>}
            <Table.Th>Action</Table.Th>
            <Table.Th>Changes (before → after)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>{entry.actor}</Table.Td>
              {recordOf && <Table.Td>{recordOf(entry)}</Table.Td>}
              <Table.Td>{historyActionText(entry)}</Table.Td>
              <Table.Td>
                <Changes entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
