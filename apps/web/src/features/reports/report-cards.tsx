import { formatDate, type ReportCard as ReportCardData, reportStatusLabels } from '@backoffice/contracts';
import { ActionIcon, Anchor, Card, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCopyReport } from './reports-api.ts';

interface ReportCardProps {
  report: ReportCardData;
  to: string;
  copying: boolean;
  onCopy(): void;
}

/** A report as a card: its name opens the report; status, date of the last status change and a copy button. */
function ReportCard({ report, to, copying, onCopy }: ReportCardProps) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid="report-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Anchor component={Link} to={to} fw={600} c="inherit">
          {report.name}
        </Anchor>
        <Tooltip label="Copy report">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Copy ${report.name}`}
            loading={copying}
            onClick={onCopy}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="sm">{reportStatusLabels[report.status] ?? ''}</Text>
        <Text size="sm" c="dimmed">
          {formatDate(report.statusChangedOn ?? report.modifiedOn ?? report.createdOn)}
        </Text>
      </Group>
    </Card>
  );
}

export interface ReportCardListProps {
  reports: ReportCardData[];
  linkTo(report: ReportCardData): string;
  emptyText: string;
}

/** A vessel's reports of one type; copying one adds a Draft copy to the list. */
export function ReportCardList({ reports, linkTo, emptyText }: ReportCardListProps) {
  const copy = useCopyReport();
  if (!reports.length) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {reports.map((report) => (
        <ReportCard
          key={report.id}
          report={report}
          to={linkTo(report)}
          copying={copy.isPending && copy.variables === report.id}
          onCopy={() => copy.mutate(report.id)}
        />
      ))}
    </SimpleGrid>
  );
}
