import { type HistoryEntry, type HistoryRecordType, historyRecordTypeWords } from '@backoffice/contracts';
import { Anchor, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { parseDayMonthYear } from '../../components/parse-date.ts';
import { useUsers } from '../users/index.ts';
import { type HistoryFilter, recordPathOf } from './history-api.ts';
import { HistoryList } from './history-list.tsx';

const recordTypeOptions = Object.entries(historyRecordTypeWords).map(([value, label]) => ({ value, label }));
const dateMessage = 'Must be a date (DD/MM/YYYY)';

/** The entry's record as users know it: 'Report: <name>', 'Questionnaire of <vessel>'; a deleted one by its number. */
function recordText({ recordType, record }: Pick<HistoryEntry, 'recordType' | 'record'>) {
  if (record.deleted) return record.name;
  if (recordType === 'questionnaire') return `Questionnaire of ${record.name}`;
  if (recordType === 'particulars') return `Particulars of ${record.name}`;
  return `${historyRecordTypeWords[recordType]}: ${record.name}`;
}

/** The entry's record by its name: a link to its page, or plain text once the record is deleted. */
function RecordLink({ entry }: { entry: HistoryEntry }) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const name = recordText(entry);
  const open = () => {
    const path = recordPathOf(entry);
    if (!path) return;
    setOpening(true);
    path.then(
      (to) => navigate(to),
      // The read's failure (an archived record: not found) shows as its toast.
      () => setOpening(false),
    );
  };
  if (entry.record.deleted) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component="button" type="button" size="sm" ta="left" disabled={opening} onClick={open}>
      {name}
    </Anchor>
  );
}

/** A DD/MM/YYYY field of the filter: its day once typed in full, nothing while empty. */
function useDayField() {
  const [text, setText] = useState('');
  // Said once the field is left, not while the day is being typed.
  const [left, setLeft] = useState(false);
  const day = text.trim() ? parseDayMonthYear(text) : undefined;
  return {
    day: day ?? undefined,
    props: {
      value: text,
      onChange: (event: { currentTarget: { value: string } }) => {
        setText(event.currentTarget.value);
        setLeft(false);
      },
      onBlur: () => setLeft(true),
      placeholder: 'DD/MM/YYYY',
      error: day === null && left ? dateMessage : undefined,
    },
  };
}

/** Admins: every recorded change, newest first, filtered by who made it, the kind of record and the days. */
export function ActivityPage() {
  const users = useUsers('');
  const [userId, setUserId] = useState<string | null>(null);
  const [recordType, setRecordType] = useState<string | null>(null);
  const from = useDayField();
  const to = useDayField();
  const filter: HistoryFilter = {
    userId: userId ? Number(userId) : undefined,
    recordType: (recordType as HistoryRecordType | null) ?? undefined,
    from: from.day,
    to: to.day,
  };
  const userOptions = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.fullName }));

  return (
    <Stack>
      <PageTitle>Activity</PageTitle>
      <Group align="flex-start" role="search" aria-label="Filter the activity">
        <Select
          label="User"
          data={userOptions}
          value={userId}
          onChange={setUserId}
          searchable
          clearable
          placeholder="All users"
          nothingFoundMessage="No users found"
        />
        <Select
          label="Record type"
          data={recordTypeOptions}
          value={recordType}
          onChange={setRecordType}
          clearable
          placeholder="All records"
        />
        <TextInput label="From" {...from.props} w={140} />
        <TextInput label="To" {...to.props} w={140} />
      </Group>
      <Card withBorder padding="md" radius="md">
        <HistoryList filter={filter} recordOf={(entry) => <RecordLink entry={entry} />} emptyText="No changes found" />
      </Card>
    </Stack>
  );
}
