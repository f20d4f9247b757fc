import { lazy } from 'react';
import { ClientArea } from './client-area.tsx';

// The report (with react-query, its tables and charts) loads once the PIN was accepted.
const ClientReportView = lazy(() =>
  import('./client-report-view.tsx').then((module) => ({ default: module.ClientReportView })),
);

/** A shared report behind the PIN gate. */
export function ClientReportPage() {
  return (
    <ClientArea form="report">
      <ClientReportView />
    </ClientArea>
  );
}
