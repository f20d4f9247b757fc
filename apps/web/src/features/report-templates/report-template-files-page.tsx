import {
  formatDateTime,
  type ReportTemplateFile,
  type ReportType,
  reportTypeLabels,
  reportTypes,
} from '@backoffice/contracts';
import { Anchor, Badge, Card, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { acceptFor, useFileUpload } from '../../components/use-file-upload.ts';
import {
  downloadDefaultTemplate,
  downloadTemplateGuide,
  newestFirst,
  useCreateReportTemplateFile,
  useReportTemplateFiles,
} from './report-templates-api.ts';

const columns: Column<ReportTemplateFile>[] = [
  {
    key: 'name',
    header: 'File name',
    render: (t) => (t.file.fileUrl ? <Anchor href={t.file.fileUrl}>{t.file.name}</Anchor> : t.file.name),
  },
  { key: 'uploaded', header: 'Uploaded', render: (t) => formatDateTime(t.createdOn) },
  {
    key: 'inUse',
    header: 'Status',
    render: (t) =>
      t.inUse ? (
        <Badge color="green" variant="light">
          In use
        </Badge>
      ) : null,
  },
];

const reportTypeValues: ReportType[] = Object.values(reportTypes);

interface TemplateSectionProps {
  reportType: ReportType;
  templates: ReportTemplateFile[] | undefined;
  loading: boolean;
}

function TemplateSection({ reportType, templates, loading }: TemplateSectionProps) {
  const label = reportTypeLabels[reportType];
  const { upload, progress } = useFileUpload('docx');
  const create = useCreateReportTemplateFile();
  const reset = useRef<() => void>(null);

  const chosen = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const uploaded = await upload(file);
    if (!uploaded) return;
    create.mutate({ reportType, file: { id: uploaded.id } });
  };

  return (
    <Card component="section" aria-label={label} withBorder padding="md" radius="md">
      <Group justify="space-between" mb="sm">
        <CardTitle>{label}</CardTitle>
        <Group gap="xs">
          <AppButton
            variant="secondary"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadDefaultTemplate(reportType, label)}
          >
            Default template
          </AppButton>
          <FileButton onChange={chosen} accept={acceptFor('docx')} resetRef={reset}>
            {(props) => (
              <AppButton
                {...props}
                variant="secondary"
                leftSection={<IconUpload size={16} />}
                loading={progress !== null || create.isPending}
              >
                Upload
              </AppButton>
            )}
          </FileButton>
        </Group>
      </Group>
      {progress !== null && (
        <Progress.Root size="sm" mb="sm">
          <Progress.Section value={progress} aria-label={`${label} upload`} />
        </Progress.Root>
      )}
      <DataTable columns={columns} rows={templates} loading={loading} emptyText="No templates uploaded" />
    </Card>
  );
}

/** Word templates per report type: upload a new one (it becomes the one in use) and download any. */
export function ReportTemplateFilesPage() {
  const templates = useReportTemplateFiles();
  // Stable row arrays per type, so a section's table keeps its page across renders.
  const byType = useMemo(() => {
    if (!templates.data) return undefined;
    const ordered = newestFirst(templates.data);
    return new Map(reportTypeValues.map((type) => [type, ordered.filter((t) => t.reportType === type)]));
  }, [templates.data]);
  return (
    <Stack>
      <PageTitle
        actions={
          <AppButton
            variant="secondary"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadTemplateGuide()}
          >
            Template guide
          </AppButton>
        }
      >
        Report Templates
      </PageTitle>
      <Text size="sm" c="dimmed">
        The newest template of a report type is used for Export as Word file; while none is uploaded, the default
        template is. In a solution design, a technology whose chosen maker has a Word template (Technologies → Makers)
        gets that template, filled, as its page. The template guide lists every tag a report template and a maker's
        template can use.
      </Text>
      {reportTypeValues.map((reportType) => (
        <TemplateSection
          key={reportType}
          reportType={reportType}
          templates={byType?.get(reportType)}
          loading={templates.isLoading}
        />
      ))}
    </Stack>
  );
}
