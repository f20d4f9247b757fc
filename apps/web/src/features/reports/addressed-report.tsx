import type { Report } from '@backoffice/contracts';
import { Center, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { useRecord } from '../../components/use-record.ts';
import { reportBelongsTo } from './report-name.tsx';
import { useReport } from './reports-api.ts';

/** The report of the address, once loaded; a report not under the address's ids is not found. */
export function useAddressedReport(type: 0 | 1): Report | undefined {
  const params = useParams();
  const report = useReport(Number(params.reportId));
  return useRecord(report, (record) => reportBelongsTo(record, params, type));
}

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
}
