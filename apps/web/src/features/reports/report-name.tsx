import type { Report } from '@backoffice/contracts';
import type { Params } from 'react-router';
import { useReport } from './reports-api.ts';

/** Whether the report is of the page's type and under the customer, project and vessel the address names. */
export function reportBelongsTo(report: Report, params: Params, type: number): boolean {
  const { vessel } = report;
  return (
    report.type === type &&
    vessel.id === Number(params.vesselId) &&
    vessel.project.id === Number(params.projectId) &&
    vessel.project.customer.id === Number(params.customerId)
  );
}

interface ReportNameProps {
  id: number;
  type: 0 | 1;
  /** The address's customerId, projectId and vesselId. */
  params: Params;
}

/** The report's name once loaded and found under the address's vessel (for breadcrumbs). */
export function ReportName({ id, type, params }: ReportNameProps) {
  const report = useReport(id).data;
  return <>{report && reportBelongsTo(report, params, type) ? report.name : '…'}</>;
}
