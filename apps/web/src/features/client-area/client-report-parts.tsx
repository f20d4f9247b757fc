import {
  type ClientReport,
  formatPayback,
  moneyUnits,
  formatNumber as n,
  reportExportMessages,
  savingText,
} from '@backoffice/contracts';
import { Alert, Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ApiError, errorText } from '../../api/api-error.ts';
import { AppButton } from '../../components/app-button.tsx';
import { ResultTable } from '../reports/index.ts';
import { useClientReportDocument } from './client-area-api.ts';

/** The company's logo and name over a band of its colour. */
export function CompanyBand({ company, brand }: { company: ClientReport['company']; brand: string }) {
  const name = company.name ?? 'Report';
  return (
    <Group gap="sm" wrap="nowrap" pb="sm" mb="md" style={{ borderBottom: `4px solid ${brand}` }}>
      {company.logo?.fileUrl && (
        <Image src={company.logo.fileUrl} alt={`${name} logo`} h={40} w="auto" maw={160} fit="contain" />
      )}
      <Text fw={700} size="lg">
        {name}
      </Text>
    </Group>
  );
}

/** The included technologies: what each saves, costs and pays back, and its maker. */
export function TechnologiesTable({ report }: { report: ClientReport }) {
  const results = report.results.canCalculate ? report.results : null;
  const finances = results?.calcFinances;
  return (
    <ResultTable
      title="Included technologies"
      headers={[
        'Technology',
        'Savings',
        'Fuel saved (MT per year)',
        `Investment (${moneyUnits.investment})`,
        'Payback (years)',
        'Maker',
      ]}
      rows={report.technologies.map((row) => ({
        key: row.id,
        cells: [
          row.name,
          savingText(row.calcSavings, [{ fixedCalcSavingsInMt: row.fixedSavingsInMt }]),
          n(row.fuelSavingsInMt),
          n(row.totalInvestment),
          results ? formatPayback(row.pbtInYears) : '–',
          row.maker ?? '–',
        ],
      }))}
      totals={
        results && finances
          ? [
              'Total',
              '',
              n(results.calcTechnologiesSavings.totalFuelSavings),
              n(finances.totalInvestment),
              formatPayback(finances.pbtInYears),
              '',
            ]
          : undefined
      }
    />
  );
}

/** Starts the browser's download of a stored document (its signed address). */
function save(file: { fileUrl: string | null; name: string }) {
  if (!file.fileUrl) return;
  const anchor = document.createElement('a');
  anchor.href = file.fileUrl;
  anchor.download = file.name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 501
    ? reportExportMessages.pdfNeedsLibreOffice
    : `The document could not be made: ${error instanceof ApiError ? (errorText(error.body) ?? error.message) : String(error)}`;

/** 'Download PDF': the report's document as staff export it; a failure is worded beside the button. */
export function DownloadSection({ brand, onBrand }: { brand: string; onBrand: string }) {
  const pdf = useClientReportDocument('pdf');
  return (
    <Stack gap="sm" component="section" aria-labelledby="download-title">
      <Title order={3} id="download-title">
        Download
      </Title>
      <Text size="sm">The whole report as a document to keep, print or pass on.</Text>
      <Box>
        <AppButton
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate(undefined, { onSuccess: save })}
          styles={{ root: { backgroundColor: brand, color: onBrand } }}
        >
          Download PDF
        </AppButton>
      </Box>
      {pdf.isError && (
        <Alert color="red" role="alert">
          {failureText(pdf.error)}
        </Alert>
      )}
    </Stack>
  );
}
