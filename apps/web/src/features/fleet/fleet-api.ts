import type { FleetResponse } from '@backoffice/contracts';
import { useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../api/download-file.ts';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Under the client's queries, so that whatever refreshes the client refreshes its fleet too. */
const fleetKey = (customerId: number) => [...queryKeys.customers.all, 'fleet', customerId] as const;

export function useFleet(customerId: number) {
  return useQuery({
    queryKey: fleetKey(customerId),
    queryFn: ({ signal }) => http.get<FleetResponse>(`customers/${customerId}/fleet`, { notify: false, signal }),
    enabled: Number.isInteger(customerId) && customerId > 0,
  });
}

/** Saves the fleet as a workbook, under the name the server gives. */
export const downloadFleet = (customerId: number) => downloadFile(`customers/${customerId}/fleet/export`, 'fleet.xlsx');
