import { type ClientReport, formatDate, reportMessages, reportTypeLabels } from '@backoffice/contracts';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import {
  CiiOutlookTable,
  EtsOutlookTable,
  FinancesTable,
  FuelEuOutlookTable,
  LazyReportCharts,
} from '../reports/index.ts';
import { useClientReport } from './client-area-api.ts';
import { ClientFormPending } from './client-form-parts.tsx';
import { brandColours } from './client-report-brand.ts';
import { CompanyBand, DownloadSection, TechnologiesTable } from './client-report-parts.tsx';
import { ClientReportSummary } from './client-report-summary.tsx';

/** The report's type and name, the vessel, its date and who to ask. */
function ReportFacts({ report }: { report: ClientReport }) {
  return (
    <>
      <PageTitle>
        {reportTypeLabels[report.type as 0 | 1]}: {report.name}
      </PageTitle>
      <Stack gap={4} mt={-8}>
        <Text size="sm">
          Vessel: <strong>{report.vessel.name}</strong> ({report.vessel.vesselType})
        </Text>
        <Text size="sm">Date: {formatDate(report.date, report.company.timeZone)}</Text>
        {report.contact && (
          <Text size="sm">
            Contact: {report.contact.fullName},{' '}
            <Anchor href={`mailto:${report.contact.email}`} size="sm">
              {report.contact.email}
            </Anchor>
          </Text>
        )}
      </Stack>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The shared report as its ship owner reads it, in the company's colours: the summary's figures first,
 * then the technologies and finances, the charts (the staff page's, with their text alternatives), the
 * outlooks and the download.
 */
export function ClientReportView() {
  const query = useClientReport();
  const report = query.data;
  if (!report) return <ClientFormPending failed={query.isError} onRetry={() => query.refetch()} />;
  const { brand, onBrand } = brandColours(report.company.brandColour);
  const results = report.results.canCalculate ? report.results : null;
  const outlooks = results && (results.ciiOutlook || results.etsOutlook || results.fuelEuOutlook);
  return (
    <Stack gap="xl">
      <div>
        <CompanyBand company={report.company} brand={brand} />
        <ReportFacts report={report} />
      </div>
      {results ? (
        <ClientReportSummary results={results} brand={brand} />
      ) : (
        <Alert color="yellow">{reportMessages.missingConsumption}</Alert>
      )}
      <Section id="technologies-title" title="Technologies and finances">
        <TechnologiesTable report={report} />
        {results && <FinancesTable results={results} />}
      </Section>
      {results && (
        <Section id="charts-title" title="Charts">
          <LazyReportCharts results={results} />
        </Section>
      )}
      {outlooks && (
        <Section id="outlooks-title" title="Outlooks">
          {results.ciiOutlook && <CiiOutlookTable cii={results.ciiOutlook} />}
          {results.etsOutlook && <EtsOutlookTable ets={results.etsOutlook} />}
          {results.fuelEuOutlook && <FuelEuOutlookTable fuelEu={results.fuelEuOutlook} />}
        </Section>
      )}
      <DownloadSection brand={brand} onBrand={onBrand} />
    </Stack>
  );
}
